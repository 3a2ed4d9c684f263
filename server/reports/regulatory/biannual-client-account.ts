import { check } from '../../../domain/account-statements';
import { dayBefore } from '../../../domain/financial-statements';
import { koboToNaira } from '../../../domain/money';
import { debitBalancesAt, movementsBySource, premiumBankAccounts, type SourceMovement } from './ledger-movements';
import { sumOf } from './premium-positions';
import type { EntrySource } from '../../../domain/accounting';
import type { ReportColumn } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// The half-yearly statement of the dedicated client (premium) bank accounts: the premium accounts
// of Settings, each with its ledger account under 1000 Cash and Bank. Opening and closing balances
// come from the ledger's maintained totals; the movements between them from its totals by source
// (the event that posted them), kept apart, so that the two tie.

const COLUMNS: ReportColumn[] = [
  { key: 'code', header: 'Account code', kind: 'text' },
  { key: 'account', header: 'Account', kind: 'text' },
  { key: 'opening', header: 'Opening balance', kind: 'amount' },
  { key: 'received', header: 'Premium received', kind: 'amount' },
  { key: 'remitted', header: 'Remitted to insurers', kind: 'amount' },
  { key: 'refunds', header: 'Refunds paid', kind: 'amount' },
  { key: 'other', header: 'Other movements', kind: 'amount' },
  { key: 'closing', header: 'Closing balance', kind: 'amount' },
];

const FIGURES = ['opening', 'received', 'remitted', 'refunds', 'other', 'closing'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

const debitNet = (moved: Map<EntrySource, SourceMovement> | undefined, source?: EntrySource) =>
  [...(moved ?? [])].reduce(
    (total, [from, movement]) => (!source || from === source ? total + movement.debit - movement.credit : total),
    0,
  );

export const biannualClientAccount: ReportBuilder = async (tx, tenantId, { startDate, endDate }) => {
  const accounts = await premiumBankAccounts(tx, tenantId);
  const ids = accounts.map((account) => account.id);
  const opening = await debitBalancesAt(tx, tenantId, ids, dayBefore(startDate));
  const closing = await debitBalancesAt(tx, tenantId, ids, endDate);
  const during = await movementsBySource(tx, tenantId, ids, { from: startDate, to: endDate });
  const posted = await movementsBySource(tx, tenantId, ids, { from: null, to: endDate });

  const lines = accounts.map((account) => {
    const moved = during.get(account.id);
    const figures: Figures = {
      opening: opening.get(account.id) ?? 0,
      received: debitNet(moved, 'payment'),
      remitted: -debitNet(moved, 'premium_remittance'),
      refunds: -debitNet(moved, 'refund'),
      other: 0,
      closing: closing.get(account.id) ?? 0,
    };
    figures.other = debitNet(moved) - figures.received + figures.remitted + figures.refunds;
    return { account, figures };
  });
  const total = (key: keyof Figures) => sumOf(lines, (line) => line.figures[key]);
  const cells = (figure: (key: keyof Figures) => number) => Object.fromEntries(FIGURES.map((key) => [key, koboToNaira(figure(key))]));
  const moved = (figure: (key: keyof Figures) => number) =>
    figure('opening') + figure('received') - figure('remitted') - figure('refunds') + figure('other');

  return {
    tables: [
      {
        columns: COLUMNS,
        rows: lines.map((line) => ({
          cells: { code: line.account.code, account: line.account.name, ...cells((key) => line.figures[key]) },
        })),
        totals: { code: 'Total', account: null, ...cells(total) },
      },
    ],
    checks: [
      check('Opening balance plus the movements equals the closing balance', moved(total), total('closing')),
      ...lines.map((line) =>
        check(
          `${line.account.code} ${line.account.name}: opening plus movements equals closing`,
          moved((key) => line.figures[key]),
          line.figures.closing,
        ),
      ),
      check(
        `Closing balance equals the client accounts' movements by source to ${endDate}`,
        total('closing'),
        sumOf(ids, (id) => debitNet(posted.get(id))),
      ),
    ],
    notes: [
      'Premium received is what clients paid into the account (and return-premium shares insurers paid back); remitted is premium sent to insurers from it; refunds are return premiums paid out to clients.',
      'Other movements are every other posting to the account: VAT remitted, claims, bank charges, transfers and manual journals.',
    ],
  };
};
