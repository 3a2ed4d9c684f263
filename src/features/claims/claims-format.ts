import { counted } from '../../../domain/format/counted';
import { formatDate } from '../../../domain/format/dates';

// Where the claim screens are, and how their amounts and dates read.

export const CLAIMS_PATH = '/claims/list';
export const REGISTER_CLAIM_PATH = '/claims/create';
export const CLAIM_SETTINGS_PATH = '/claims/settings';

export const claimPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;

/** A date from the API as yyyy-MM-dd. */
export const day = (date: string) => formatDate(date);

export const days = (count: number) => counted(count, 'days');
