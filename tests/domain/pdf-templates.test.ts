import { describe, expect, it } from 'vitest';
import {
  COLOUR_RULE,
  defaultPdfTemplate,
  LOGO_POSITION_RULE,
  OPTIONAL_FIELDS_OF,
  optionalFieldRule,
  PDF_DOCUMENT_KINDS,
  pdfTemplateBodyOf,
  showsField,
  SIGNATORIES_RULE,
} from '../../domain/pdf-templates';
import { validatePayload } from '../../domain/validation';

describe('PDF templates', () => {
  it('defaults to today’s look for every kind: black titles, grey text, the logo left, four signatories, every part shown', () => {
    for (const kind of PDF_DOCUMENT_KINDS) {
      const template = defaultPdfTemplate(kind);
      expect(template).toMatchObject({
        accentColour: '#000000',
        mutedColour: '#555555',
        tableHeaderColour: '#eeeeee',
        logoPosition: 'left',
        headerText: '',
        footerText: '',
        signatoriesShown: 4,
        terms: '',
        notes: '',
      });
      expect(template.optionalFields).toEqual(OPTIONAL_FIELDS_OF[kind]);
      expect(validatePayload(pdfTemplateBodyOf(kind), template)).toEqual({ ok: true, value: template });
    }
  });

  it('answers each wrong field with its own message', () => {
    const result = validatePayload(pdfTemplateBodyOf('debitNote'), {
      ...defaultPdfTemplate('debitNote'),
      accentColour: '#fff',
      mutedColour: 'grey',
      logoPosition: 'middle',
      signatoriesShown: 1.5,
      headerText: 'x'.repeat(201),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.errors.map((error) => [error.field, error.message]))).toEqual({
      accentColour: COLOUR_RULE,
      mutedColour: COLOUR_RULE,
      logoPosition: LOGO_POSITION_RULE,
      signatoriesShown: SIGNATORIES_RULE,
      headerText: 'Must be at most 200 characters',
    });
  });

  it('takes 0 to 4 signatories and only the optional parts of its kind', () => {
    const kind = 'claimForm';
    const ok = (changes: object) => validatePayload(pdfTemplateBodyOf(kind), { ...defaultPdfTemplate(kind), ...changes }).ok;
    expect(ok({ signatoriesShown: 0 })).toBe(true);
    expect(ok({ signatoriesShown: 4 })).toBe(true);
    expect(ok({ signatoriesShown: 5 })).toBe(false);
    expect(ok({ signatoriesShown: -1 })).toBe(false);
    expect(ok({ optionalFields: ['adjuster'] })).toBe(true);
    expect(validatePayload(pdfTemplateBodyOf(kind), { ...defaultPdfTemplate(kind), optionalFields: ['coBrokers'] })).toEqual({
      ok: false,
      errors: [{ field: 'optionalFields', message: optionalFieldRule(kind) }],
    });
    expect(showsField({ optionalFields: ['adjuster'] }, 'adjuster')).toBe(true);
    expect(showsField({ optionalFields: [] }, 'adjuster')).toBe(false);
  });
});
