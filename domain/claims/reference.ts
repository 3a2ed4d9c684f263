import { array, boolean, number, optional, refine, string, type, type Infer } from 'superstruct';
import { answerOf } from '../api/envelope';
import { FIELD_REQUIRED } from '../common-messages';
import { Problems, text } from '../invoices/fields';
import { MAX_CHECKLIST_ITEM, MAX_CHECKLIST_ITEMS } from './checklist';

// The brokerage's claim reference data: each class of business's documents, and the days a claim may take.

/** A class of business's checklist as GET /claims/checklists answers it. */
export const ClaimChecklist = type({
  category_code: string(),
  category_name: string(),
  documents: array(string()),
  /** false while the brokerage uses the product's default list. */
  customised: boolean(),
});
export type ClaimChecklist = Infer<typeof ClaimChecklist>;
export const ClaimChecklistsResponse = answerOf(array(ClaimChecklist));

/** PUT /claims/checklists/{categoryCode}: the brokerage's own list for that class. */
export const ClaimChecklistPayload = refine(type({ documents: optional(array(text())) }), 'claimChecklist', (body) => {
  const problems = new Problems();
  const documents = body.documents ?? [];
  if (documents.length === 0) problems.add('documents', 'List at least one document');
  if (documents.length > MAX_CHECKLIST_ITEMS) problems.add('documents', `List at most ${MAX_CHECKLIST_ITEMS} documents`);
  const seen = new Set<string>();
  documents.forEach((name, index) => {
    const key = name?.toLowerCase() ?? '';
    problems.add(
      `documents.${index}`,
      !name
        ? FIELD_REQUIRED
        : name.length > MAX_CHECKLIST_ITEM
          ? `Must be at most ${MAX_CHECKLIST_ITEM} characters`
          : seen.has(key) && 'Listed twice',
    );
    seen.add(key);
  });
  return problems.failures();
});
export type ClaimChecklistPayload = Infer<typeof ClaimChecklistPayload>;

/** GET/PUT /claims/settings: how many days a claim may take before it is flagged overdue. */
export const ClaimSettings = type({ age_limit_days: number() });
export type ClaimSettings = Infer<typeof ClaimSettings>;
export const ClaimSettingsResponse = answerOf(ClaimSettings);
export const DEFAULT_CLAIM_AGE_LIMIT_DAYS = 90;
export const ClaimSettingsPayload = refine(type({ ageLimitDays: text() }), 'claimSettings', (body) =>
  new Problems()
    .add(
      'ageLimitDays',
      !body.ageLimitDays
        ? FIELD_REQUIRED
        : !(/^\d{1,3}$/.test(body.ageLimitDays) && Number(body.ageLimitDays) >= 1 && Number(body.ageLimitDays) <= 730) &&
            'Enter a number of days from 1 to 730',
    )
    .failures(),
);
export type ClaimSettingsPayload = Infer<typeof ClaimSettingsPayload>;
