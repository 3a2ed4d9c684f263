import { DEFAULT_CLAIM_AGE_LIMIT_DAYS, DEFAULT_CLAIM_CHECKLISTS, type ClaimChecklist } from '../../domain/claims';

// The claim settings as GET /claims/settings and GET /claims/checklists answer them: the default age
// limit, motor and burglary on the default lists, and fire customised by the brokerage.

export const SETTINGS_PATH = '/claims/settings';
export const CHECKLISTS_PATH = '/claims/checklists';
export const checklistPath = (code: string) => `/claims/checklists/${code}`;

const byDefault = (category_code: string, category_name: string): ClaimChecklist => ({
  category_code,
  category_name,
  documents: [...(DEFAULT_CLAIM_CHECKLISTS[category_code] ?? [])],
  customised: false,
});

export const MOTOR_CHECKLIST = byDefault('MOTOR', 'Motor');
export const FIRE_CHECKLIST: ClaimChecklist = {
  category_code: 'FIRE',
  category_name: 'Fire',
  documents: ['Completed claim form', 'Fire service report', 'Inventory of loss', 'Photographs of the damage', 'Audited accounts'],
  customised: true,
};
export const BURGLARY_CHECKLIST = byDefault('BURGLARY', 'Burglary');

export const CHECKLISTS: ClaimChecklist[] = [MOTOR_CHECKLIST, FIRE_CHECKLIST, BURGLARY_CHECKLIST];

export const checklistsAnswer = (checklists: ClaimChecklist[] = CHECKLISTS) => ({ success: true as const, data: checklists });
export const settingsAnswer = (days = DEFAULT_CLAIM_AGE_LIMIT_DAYS) => ({ success: true as const, data: { age_limit_days: days } });

/** By API path: the settings page's two reads. */
export const SETTINGS_ANSWERS: Record<string, unknown> = {
  [SETTINGS_PATH]: settingsAnswer(),
  [CHECKLISTS_PATH]: checklistsAnswer(),
};
