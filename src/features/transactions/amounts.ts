import { ACCOUNT_TYPES } from '../../../domain/accounting';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import type { LedgerAccount } from '../../../domain/chart';

/** Minor units in the transaction's currency: ₦1,500.00 for naira, USD 100.01 for the others. */
export function formatIn(minor: number, currency: string): string {
  return currency === 'NGN' ? formatNaira(minor) : `${currency} ${formatNaira(minor, { symbol: false })}`;
}

/** An amount in the entry's currency as text from the API; blank when the line does not use that side. */
export const sideText = (text: string, currency: string) => {
  const minor = nairaToKobo(text);
  return minor === 0 ? '' : formatIn(minor, currency);
};

export interface AccountGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The accounts lines may post to (active, without sub-accounts), by class; a sub-account is named
 * with its main account: "1000 Cash and Bank › 1010 Cash in Hand".
 */
export function accountGroups(chart: readonly LedgerAccount[]): AccountGroup[] {
  const byId = new Map(chart.map((account) => [account.account_code_pk, account]));
  const labelOf = (account: LedgerAccount) => {
    const own = `${account.account_code} ${account.account_name}`;
    const main = account.parent_account_id ? byId.get(account.parent_account_id) : undefined;
    return main ? `${main.account_code} ${main.account_name} › ${own}` : own;
  };
  return ACCOUNT_TYPES.map((cls) => ({
    label: cls.name,
    options: chart
      .filter((account) => account.postable && account.account_class === cls.code)
      .map((account) => ({ value: account.account_code_pk, label: labelOf(account) })),
  })).filter((group) => group.options.length > 0);
}
