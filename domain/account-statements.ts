import { ACCOUNT_TYPES, subTypeOf } from './accounting';
import {
  CHECK_NAMES,
  type StatementCheck,
  type SummaryAccount,
  type SummaryOfAccounts,
  type TrialBalance,
  type TrialBalanceAccount,
} from './financial-statements';
import { koboToNaira, nairaToKobo } from './money';
import {
  accountTree,
  classOfNode,
  grandTotals,
  nonZero,
  turnoverOf,
  type AccountNode,
  type Movements,
  type StatementAccount,
} from './statement-accounts';

// The two statements that list accounts one by one: the summary of accounts and the trial balance.

export function check(name: string, left: number, right: number): StatementCheck {
  return { name, holds: left === right, left: koboToNaira(left), right: koboToNaira(right) };
}

export function debitsEqualCredits(movements: Movements): StatementCheck {
  const { debit, credit } = grandTotals(movements);
  return check(CHECK_NAMES.debitsEqualCredits, debit, credit);
}

function accountFields(node: AccountNode) {
  const { account } = node;
  const accountClass = classOfNode(node);
  return {
    account_code_pk: account.id,
    account_code: account.code,
    account_name: account.name,
    account_type: account.account_type,
    account_type_name: subTypeOf(account.account_type).name,
    account_class: accountClass,
    parent_account_id: account.parent_id,
    level: node.level,
    unlisted_sub_accounts: account.unlisted ?? 0,
    normal_balance: ACCOUNT_TYPES.find((type) => type.code === accountClass)!.normal_balance,
  };
}

/** An account's line of the summary: balances on its normal side, its sub-accounts' figures included. */
function summaryLine(node: AccountNode, movements: { opening: Movements; period: Movements }) {
  const fields = accountFields(node);
  const normal = (t: { debit: number; credit: number }) => (fields.normal_balance === 'debit' ? t.debit - t.credit : t.credit - t.debit);
  const opening = normal(turnoverOf(node, movements.opening));
  const period = turnoverOf(node, movements.period);
  const account: SummaryAccount = {
    ...fields,
    opening_balance: koboToNaira(opening),
    debit: koboToNaira(period.debit),
    credit: koboToNaira(period.credit),
    closing_balance: koboToNaira(opening + normal(period)),
  };
  return { account, period, quiet: opening === 0 && period.debit === 0 && period.credit === 0 };
}

/**
 * Each account's opening balance (before the start date), its debits and credits in the period and
 * its closing balance, balances on the account's normal side. `search` keeps the accounts whose
 * code or name holds it, with their sub-accounts; an inactive account with nothing to show is left out.
 */
export function summaryOfAccounts(
  chart: readonly StatementAccount[],
  movements: { opening: Movements; period: Movements },
  query: { startDate: string; endDate: string; search?: string },
): SummaryOfAccounts {
  const words = (query.search ?? '').trim().toLowerCase();
  const matches = (account: StatementAccount) =>
    words === '' || account.code.toLowerCase().includes(words) || account.name.toLowerCase().includes(words);
  const accounts: SummaryAccount[] = [];
  const totals = { debit: 0, credit: 0 };

  const visit = (node: AccountNode, underShown: boolean) => {
    const { account, period, quiet } = summaryLine(node, movements);
    const shown = (underShown || matches(node.account)) && !(quiet && !node.account.active);
    if (shown) {
      accounts.push(account);
      // A main account's figures already hold its sub-accounts': count each posting once.
      if (!underShown) {
        totals.debit += period.debit;
        totals.credit += period.credit;
      }
    }
    for (const child of node.children) visit(child, underShown || shown);
  };
  for (const root of accountTree(chart)) visit(root, false);

  return {
    start_date: query.startDate,
    end_date: query.endDate,
    search: (query.search ?? '').trim(),
    accounts,
    totals: { debit: koboToNaira(totals.debit), credit: koboToNaira(totals.credit) },
    checks: [debitsEqualCredits(movements.period)],
  };
}

/** The summary's lines of some of a main account's sub-accounts, in the order given, quiet ones included. */
export function subAccountLines(
  main: StatementAccount,
  subAccounts: readonly StatementAccount[],
  movements: { opening: Movements; period: Movements },
): SummaryAccount[] {
  return subAccounts.map((account) => summaryLine({ account, level: 1, children: [], reportedAs: main.account_type }, movements).account);
}

/** A balance on the account's normal side as the trial balance shows it: in the Debit or the Credit column. */
export function trialSides(line: Pick<SummaryAccount, 'normal_balance' | 'closing_balance'>): {
  debit: string | null;
  credit: string | null;
} {
  const balance = nairaToKobo(line.closing_balance) * (line.normal_balance === 'debit' ? 1 : -1);
  return { debit: balance > 0 ? koboToNaira(balance) : null, credit: balance < 0 ? koboToNaira(-balance) : null };
}

/**
 * Every account with a balance at the end of `asOf`, in the Debit column when its debits exceed
 * its credits and in the Credit column otherwise, whatever its class. The totals add the main
 * accounts (each already holding its sub-accounts), so the two columns are equal.
 */
export function trialBalance(chart: readonly StatementAccount[], balances: Movements, asOf: string): TrialBalance {
  const roots = accountTree(chart);
  const net = (node: AccountNode) => {
    const { debit, credit } = turnoverOf(node, balances);
    return debit - credit;
  };
  const accounts: TrialBalanceAccount[] = nonZero(roots, net).map((node) => {
    const { normal_balance: _side, ...fields } = accountFields(node);
    const balance = net(node);
    return {
      ...fields,
      debit: balance > 0 ? koboToNaira(balance) : null,
      credit: balance < 0 ? koboToNaira(-balance) : null,
    };
  });
  let debit = 0;
  let credit = 0;
  for (const root of roots) {
    const balance = net(root);
    if (balance > 0) debit += balance;
    else credit -= balance;
  }
  return {
    as_of: asOf,
    accounts,
    totals: { debit: koboToNaira(debit), credit: koboToNaira(credit) },
    checks: [check(CHECK_NAMES.debitsEqualCredits, debit, credit)],
  };
}
