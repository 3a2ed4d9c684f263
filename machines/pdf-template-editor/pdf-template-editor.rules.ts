import type { GuardRules } from '../guard-rules';

const PDF_TEMPLATES = 'Issue 20 › PDF templates';

/** The rules behind each guard of the PDF template editor (pdf-template-editor.machine.ts). */
export const pdfTemplateEditorRules: GuardRules = {
  formReady: {
    calls: 'domain/pdf-templates.ts pdfTemplateBodyOf',
    decides:
      'The template passes the checks the server makes of a template of its kind (colours as #rrggbb, the logo’s position, text lengths, 0 to 4 signatories, optional parts the kind has), through template-form.ts checkedTemplate: only such a template is previewed or saved.',
    spec: PDF_TEMPLATES,
    test: 'tests/domain/pdf-templates.test.ts',
  },
  previewUpToDate: {
    calls: null,
    decides:
      'The preview shown was printed in the template the form holds now, so it need not be asked for again (the machine’s own bookkeeping).',
    spec: PDF_TEMPLATES,
    test: 'tests/machines/pdf-template-editor.machine.test.ts',
  },
  hasUnsavedChanges: {
    calls: null,
    decides:
      'The form differs from the template saved for the chosen kind (or from the kind’s default when none is saved), through template-form.ts sameTemplate: choosing another document then asks before the changes are lost.',
    spec: PDF_TEMPLATES,
    test: 'tests/machines/pdf-template-editor.machine.test.ts',
  },
  chosenAlready: {
    calls: null,
    decides: 'The document chosen is the one being edited already, so nothing is loaded again (the machine’s own bookkeeping).',
    spec: PDF_TEMPLATES,
    test: 'tests/machines/pdf-template-editor.machine.test.ts',
  },
};
