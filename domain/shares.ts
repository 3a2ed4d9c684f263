import { coerce, number, refine, string, type } from 'superstruct';
import { FIELD_REQUIRED, LISTED_TWICE, percentagesAboveHundred } from './common-messages';
import { CHOOSE_INSURER } from './insurers';
import { type Problems } from './invoices/fields';
import { exactDecimal, PERCENTAGE_RULE } from './products';

// The co-brokers and co-insurers who share a risk's premium, as invoices and quotes carry them.

const percentOk = (value: string | null | undefined) => !!value && exactDecimal(value, 2, 100) !== null;
const hundredths = (value: string) => Number((exactDecimal(value, 2, 100) ?? '0').replace('.', ''));

type Share = { percentageOfPremium?: string | null };

/** Each share a percentage with 2 decimals at most; each party once; the list adding up to at most 100. */
function shareProblems(problems: Problems, list: string, who: string, shares: Share[] | undefined, idOf: (share: never) => unknown) {
  const seen = new Set<unknown>();
  for (const [index, share] of (shares ?? []).entries()) {
    const id = idOf(share as never);
    problems.add(`${list}.${index}.${list === 'coBrokers' ? 'coBrokerId' : 'insurerId'}`, seen.has(id) && LISTED_TWICE);
    seen.add(id);
    problems.add(`${list}.${index}.percentageOfPremium`, !percentOk(share.percentageOfPremium) && PERCENTAGE_RULE);
  }
  const valid = (shares ?? []).every((share) => percentOk(share.percentageOfPremium));
  const total = (shares ?? []).reduce((sum, share) => sum + hundredths(share.percentageOfPremium ?? '0'), 0);
  if (valid) problems.add(list, total > 10_000 && percentagesAboveHundred(who));
}

const percentText = () => coerce(string(), number(), (value) => String(value));

export const CoBrokerShare = type({
  coBrokerId: refine(string(), 'coBrokerId', (id) => id.trim() !== '' || FIELD_REQUIRED),
  percentageOfPremium: percentText(),
});
export const CoInsurerShare = type({
  insurerId: coerce(
    refine(number(), 'insurerId', (id) => (Number.isInteger(id) && id > 0) || CHOOSE_INSURER),
    string(),
    (value) => Number(value.trim() || 'NaN'),
  ),
  percentageOfPremium: percentText(),
});

/** The problems of a payload's co-broker and co-insurer shares. */
export function sharesProblems(
  problems: Problems,
  shares: {
    coBrokers?: { coBrokerId: string; percentageOfPremium: string }[];
    coInsurers?: { insurerId: number; percentageOfPremium: string }[];
  },
): void {
  shareProblems(problems, 'coBrokers', 'co-brokers', shares.coBrokers, (share: { coBrokerId: string }) => share.coBrokerId.trim());
  shareProblems(problems, 'coInsurers', 'co-insurers', shares.coInsurers, (share: { insurerId: number }) => share.insurerId);
}
