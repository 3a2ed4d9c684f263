import { ACCOUNT_TYPES, classOf, subTypeOf, type AccountClass, type AccountSubTypeCode } from './accounting';

// The chart as the statements see it: main accounts with their sub-accounts under them, each
// account's movements including its sub-accounts'. Everything here is in kobo.

/** An account of the chart, as the statements need it. */
export interface StatementAccount {
  id: string;
  code: string;
  name: string;
  account_type: AccountSubTypeCode;
  parent_id: string | null;
  active: boolean;
  /**
   * Sub-accounts whose figures the statements count in this main account's own movements without
   * listing them: a main account with more than SUB_ACCOUNTS_LISTED (thousands of client accounts).
   */
  unlisted?: number;
}

/**
 * The most sub-accounts a statement lists under one main account on screen; past it they are
 * summed into the main account and opened page by page.
 */
export const SUB_ACCOUNTS_LISTED = 100;

export interface Turnover {
  debit: number;
  credit: number;
}

/** Debits and credits by account id, over some stretch of days. */
export type Movements = ReadonlyMap<string, Turnover>;

export interface AccountNode {
  account: StatementAccount;
  level: number;
  children: AccountNode[];
  /**
   * The main account's sub-type: a sub-account is reported where its main account is, so a
   * statement's sections always add up to their main accounts.
   */
  reportedAs: AccountSubTypeCode;
}

// One collator for every comparison: localeCompare with options builds one per call, and sorting a
// chart with thousands of client sub-accounts that way took most of a trial balance's time.
const CODE_ORDER = new Intl.Collator('en', { numeric: true });
const byCode = (a: StatementAccount, b: StatementAccount) => CODE_ORDER.compare(a.code, b.code);

/** Main accounts by code, each with its sub-accounts (by code) under it. */
export function accountTree(chart: readonly StatementAccount[]): AccountNode[] {
  const ids = new Set(chart.map((account) => account.id));
  const childrenOf = new Map<string | null, StatementAccount[]>();
  for (const account of chart) {
    const parent = account.parent_id && ids.has(account.parent_id) && account.parent_id !== account.id ? account.parent_id : null;
    const siblings = childrenOf.get(parent);
    if (siblings) siblings.push(account);
    else childrenOf.set(parent, [account]);
  }
  const seen = new Set<string>();
  const build = (account: StatementAccount, level: number, reportedAs: AccountSubTypeCode): AccountNode => {
    seen.add(account.id);
    const children = [...(childrenOf.get(account.id) ?? [])]
      .filter((child) => !seen.has(child.id))
      .sort(byCode)
      .map((child) => build(child, level + 1, reportedAs));
    return { account, level, children, reportedAs };
  };
  return [...(childrenOf.get(null) ?? [])].sort(byCode).map((account) => build(account, 0, account.account_type));
}

// Each node's turnover, worked out once per set of movements: a main account with twenty thousand
// client sub-accounts is asked for its figures several times by every statement.
const turnoversOf = new WeakMap<Movements, WeakMap<AccountNode, Turnover>>();

/** An account's debits and credits, its sub-accounts' included. */
export function turnoverOf(node: AccountNode, movements: Movements): Turnover {
  let known = turnoversOf.get(movements);
  if (!known) turnoversOf.set(movements, (known = new WeakMap()));
  const kept = known.get(node);
  if (kept) return kept;
  const own = movements.get(node.account.id);
  let debit = own?.debit ?? 0;
  let credit = own?.credit ?? 0;
  for (const child of node.children) {
    const more = turnoverOf(child, movements);
    debit += more.debit;
    credit += more.credit;
  }
  const turnover = { debit, credit };
  known.set(node, turnover);
  return turnover;
}

/** All debits and all credits of a set of movements: equal whenever every entry balances. */
export function grandTotals(movements: Movements): Turnover {
  let debit = 0;
  let credit = 0;
  for (const turnover of movements.values()) {
    debit += turnover.debit;
    credit += turnover.credit;
  }
  return { debit, credit };
}

export const classOfNode = (node: AccountNode): AccountClass => classOf(node.reportedAs);

/** A balance on the side its class holds: debit for assets and expenses, credit for the rest. */
export function onNormalSide(accountClass: AccountClass, turnover: Turnover): number {
  const debitNormal = ACCOUNT_TYPES.find((type) => type.code === accountClass)!.normal_balance === 'debit';
  return debitNormal ? turnover.debit - turnover.credit : turnover.credit - turnover.debit;
}

export const cashFlowRoleOf = (node: AccountNode) => subTypeOf(node.reportedAs).cash_flow;

/** The nodes shown when only non-zero accounts count: a zero account still shows when one of its sub-accounts does. */
export function nonZero(nodes: readonly AccountNode[], amountOf: (node: AccountNode) => number): AccountNode[] {
  return nodes.flatMap((node) => {
    const below = nonZero(node.children, amountOf);
    return amountOf(node) !== 0 || below.length > 0 ? [node, ...below] : [];
  });
}
