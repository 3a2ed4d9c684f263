import type { GuardRules } from '../guard-rules';

const MAIL_TEMPLATES = 'Issue 20 › Email integration › Mail templates';

/** The rules behind each guard of the mail templates (mail-templates.machine.ts). */
export const mailTemplatesRules: GuardRules = {
  wordsReady: {
    calls: 'domain/mail-templates/template.ts mailTemplateRefusals',
    decides:
      'The subject and body pass the checks the server makes of a template (not blank, within their lengths, a one-line subject, only the placeholders of that kind of mail): only such words are saved or previewed.',
    spec: MAIL_TEMPLATES,
    test: 'tests/domain/mail-templates.test.ts',
  },
  customised: {
    calls: null,
    decides:
      'The brokerage has words of its own for the open kind of mail, as the server listed it: only then is there a default to reset to.',
    spec: MAIL_TEMPLATES,
    test: 'tests/machines/mail-templates.machine.test.ts',
  },
  hasUnsavedChanges: {
    calls: null,
    decides:
      'The subject or body being edited differs from the template as last loaded or saved: only then does opening another kind of mail or closing the editor ask before dropping them (nothing typed is lost without asking).',
    spec: MAIL_TEMPLATES,
    test: 'tests/machines/mail-templates.machine.test.ts',
  },
  askedToClose: {
    calls: null,
    decides:
      'The admin asked to close the editor rather than open another kind of mail: once the changes are dropped, the list shows with none open.',
    spec: MAIL_TEMPLATES,
    test: 'tests/machines/mail-templates.machine.test.ts',
  },
};
