import { shallowEqual } from '@xstate/react';
import {
  LOGO_POSITION_LABELS,
  LOGO_POSITIONS,
  MAX_FOOTER_TEXT,
  MAX_HEADER_TEXT,
  MAX_NOTES_TEXT,
  MAX_SIGNATORIES_SHOWN,
  MAX_TERMS_TEXT,
  optionalFieldChoices,
  type LogoPosition,
  type OptionalField,
} from '../../../domain/pdf-templates';
import {
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectIsResetting,
  selectIsSaving,
  selectKind,
} from '../../../machines/pdf-template-editor/pdf-template-editor.selectors';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { usePdfTemplateEditorSelector } from './pdf-template-context';
import { usePdfTemplateCommands } from './use-pdf-template-editor';
import type { PdfTemplateBody } from '../../../machines/pdf-template-editor/pdf-template-editor.types';

type ColourField = 'accentColour' | 'mutedColour' | 'tableHeaderColour';

const COLOURS: { field: ColourField; label: string; hint: string }[] = [
  { field: 'accentColour', label: 'Accent colour', hint: 'Titles, the brokerage’s name and the totals' },
  { field: 'mutedColour', label: 'Secondary text colour', hint: 'Addresses, labels, notes and the footer' },
  { field: 'tableHeaderColour', label: 'Table header colour', hint: 'The fill of each table’s header row' },
];

const LOGO_OPTIONS = LOGO_POSITIONS.map((value) => ({ value, label: LOGO_POSITION_LABELS[value] }));
const SIGNATORY_OPTIONS = Array.from({ length: MAX_SIGNATORIES_SHOWN + 1 }, (_, count) => ({
  value: String(count),
  label: count === 0 ? 'None' : String(count),
}));

/** The template's fields, each with the rule it broke beside it, and Save / Reset to default. */
export function TemplateFields() {
  const form = usePdfTemplateEditorSelector(selectForm, shallowEqual);
  const errors = usePdfTemplateEditorSelector(selectFieldErrors, shallowEqual);
  const kind = usePdfTemplateEditorSelector(selectKind);
  const busy = usePdfTemplateEditorSelector(selectIsBusy);
  const saving = usePdfTemplateEditorSelector(selectIsSaving);
  const resetting = usePdfTemplateEditorSelector(selectIsResetting);
  const { edit, save, reset } = usePdfTemplateCommands();
  const text = (field: keyof PdfTemplateBody) => (value: string) => edit({ [field]: value });
  const toggle = (field: OptionalField, shown: boolean) =>
    edit({ optionalFields: shown ? [...form.optionalFields, field] : form.optionalFields.filter((kept) => kept !== field) });
  return (
    <form
      noValidate
      aria-label="Template"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {COLOURS.map(({ field, label, hint }) => (
          <TextField
            key={field}
            label={label}
            type="color"
            className="[&_input]:h-10 [&_input]:p-1"
            hint={`${hint} (${form[field]})`}
            value={form[field]}
            error={errors[field]}
            disabled={busy}
            onChange={(event) => edit({ [field]: event.target.value })}
          />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput<LogoPosition>
          label="Logo position"
          value={form.logoPosition}
          options={LOGO_OPTIONS}
          error={errors.logoPosition}
          disabled={busy}
          onChange={(value) => edit({ logoPosition: value })}
        />
        <SelectInput
          label="Signatories shown"
          value={String(form.signatoriesShown)}
          options={SIGNATORY_OPTIONS}
          error={errors.signatoriesShown}
          disabled={busy}
          onChange={(value) => edit({ signatoriesShown: Number(value) })}
        />
        <TextField
          label="Header text"
          hint={`A line under the letterhead, e.g. Licensed by NAICOM; blank for none (at most ${MAX_HEADER_TEXT} characters)`}
          value={form.headerText}
          error={errors.headerText}
          disabled={busy}
          onChange={(event) => text('headerText')(event.target.value)}
        />
        <TextField
          label="Footer text"
          hint={`A line at the foot of every page; blank for none (at most ${MAX_FOOTER_TEXT} characters)`}
          value={form.footerText}
          error={errors.footerText}
          disabled={busy}
          onChange={(event) => text('footerText')(event.target.value)}
        />
      </div>
      <TextArea label="Terms" value={form.terms} limit={MAX_TERMS_TEXT} error={errors.terms} disabled={busy} onChange={text('terms')} />
      <TextArea label="Notes" value={form.notes} limit={MAX_NOTES_TEXT} error={errors.notes} disabled={busy} onChange={text('notes')} />
      <fieldset className="space-y-2" aria-describedby={errors.optionalFields ? 'optional-parts-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">Optional parts shown</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {optionalFieldChoices(kind).map(({ field, label }) => (
            <Checkbox
              key={field}
              label={label}
              checked={form.optionalFields.includes(field)}
              disabled={busy}
              onChange={(shown) => toggle(field, shown)}
            />
          ))}
        </div>
        {errors.optionalFields && (
          <p id="optional-parts-error" className="text-xs text-red-600">
            {errors.optionalFields}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} disabled={busy}>
          Save
        </Button>
        <Button type="button" variant="secondary" busy={resetting} disabled={busy} onClick={reset}>
          Reset to default
        </Button>
      </div>
    </form>
  );
}
