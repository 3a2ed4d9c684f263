import { counted } from '../../../domain/format/counted';
import { formatDate } from '../../../domain/format/dates';
import { formatNaira, nairaToKobo } from '../../../domain/money';

// Where the claim screens are, and how their amounts and dates read.

export const CLAIMS_PATH = '/claims/list';
export const REGISTER_CLAIM_PATH = '/claims/create';
export const CLAIM_SETTINGS_PATH = '/claims/settings';

export const claimPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;

/** Naira text from the API ('1500.00') as the screens show it: ₦1,500.00; none as a dash. */
export const naira = (amount: string | null) => (amount === null ? '—' : formatNaira(nairaToKobo(amount)));

/** A date from the API as yyyy-MM-dd. */
export const day = (date: string) => formatDate(date);

export const days = (count: number) => counted(count, 'days');
