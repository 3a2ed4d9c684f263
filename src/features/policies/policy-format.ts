import { formatDate } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { trimRate } from '../../../domain/products';

/** A rate from the API ('2.5000') as a percentage: 2.5%. */
export const percent = (rate: string) => `${trimRate(rate)}%`;

/** A flat commission is an amount, not a rate. */
export const commissionRate = (type: string, rate: string) =>
  type.trim().toLowerCase() === 'flat' ? formatNairaText(rate) : percent(rate);

/** A period from the API as yyyy-MM-dd to yyyy-MM-dd. */
export const period = (start: string, end: string) => `${formatDate(start)} to ${formatDate(end)}`;

export { moment } from '../../ui/moment';

export { clientPath, policyPath } from '../../app/record-paths';

/** The renewal proposal's page, starting from the policy's terms. */
export const renewalPath = (policyId: string) => `/policy/new?renewalOf=${encodeURIComponent(policyId)}`;
