import { formatDate } from '../../../domain/format/dates';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import { trimRate } from '../../../domain/products';

/** Naira text from the API ('1500.00') as the screens show it: ₦1,500.00. */
export const naira = (amount: string) => formatNaira(nairaToKobo(amount));

/** A rate from the API ('2.5000') as a percentage: 2.5%. */
export const percent = (rate: string) => `${trimRate(rate)}%`;

/** A flat commission is an amount, not a rate. */
export const commissionRate = (type: string, rate: string) => (type.trim().toLowerCase() === 'flat' ? naira(rate) : percent(rate));

/** A period from the API as yyyy-MM-dd to yyyy-MM-dd. */
export const period = (start: string, end: string) => `${formatDate(start)} to ${formatDate(end)}`;

export { moment } from '../../ui/moment';

export { clientPath, policyPath } from '../../app/record-paths';

/** The renewal proposal's page, starting from the policy's terms. */
export const renewalPath = (policyId: string) => `/policy/new?renewalOf=${encodeURIComponent(policyId)}`;
