import { check } from '../../../domain/account-statements';
import { dayBefore } from '../../../domain/financial-statements';
import { koboToNaira } from '../../../domain/money';
import { debitBalancesAt, insurerPayableAccounts, movementsBySource, netCredit } from './ledger-movements';
import { positionTotals, sumOf, type PositionTotals } from './premium-positions';
import type { EntrySource } from '../../../domain/accounting';
import type { ReportColumn, ReportTable } from '../../../domain/reports/report';
import type { ReportBuilder } from '../report-routes';

// The register of premium by insurer: what the brokerage owed each insurer at the start, what it
// billed, collected and remitted in the period, and what it owes at the end, split into premium
// collected and still to remit and premium not yet collected. The owed figures are the insurer's
// payable account, told apart by the event that moved it, so they add up to 2000 exactly.

const COLUMNS: ReportColumn[] = [
  { key: 'insurer', header: 'Insurer', kind: 'text' },
  { key: 'opening', header: 'Opening payable', kind: 'amount' },
  { key: 'billed', header: 'Net premium billed', kind: 'amount' },
  { key: 'collected', header: 'Collected from clients', kind: 'amount' },
  { key: 'remitted', header: 'Remitted to insurer', kind: 'amount' },
  { key: 'direct', header: 'Paid direct to insurer', kind: 'amount' },
  { key: 'other', header: 'Other entries', kind: 'amount' },
  { key: 'closing', header: 'Closing to remit', kind: 'amount' },
  { key: 'to_remit', header: 'Collected, still to remit', kind: 'amount' },
  { key: 'uncollected', header: 'Not yet collected', kind: 'amount' },
];

const FIGURES = ['opening', 'billed', 'collected', 'remitted', 'direct', 'other', 'closing', 'to_remit', 'uncollected'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

const BILLING: EntrySource[] = ['invoice', 'invoice_deletion'];
const EVENTS: EntrySource[] = [...BILLING, 'premium_remittance', 'payment'];

export const crrPremium: ReportBuilder = async (tx, tenantId, { startDate, endDate }) => {
  const accounts = await insurerPayableAccounts(tx, tenantId);
  const ids = accounts.map((account) => account.id);
  const before = await movementsBySource(tx, tenantId, ids, { from: null, to: dayBefore(startDate) });
  const during = await movementsBySource(tx, tenantId, ids, { from: startDate, to: endDate });
  const ledger = await debitBalancesAt(tx, tenantId, ids, endDate);
  const atEnd = await positionTotals(tx, tenantId, endDate);
  const atStart = await positionTotals(tx, tenantId, dayBefore(startDate));
  const billedBy = (totals: PositionTotals[], insurerId: number | null) =>
    totals.find((row) => row.insurerId === insurerId && !row.returned);

  const lines = accounts.map((account) => {
    const moved = during.get(account.id);
    const group = billedBy(atEnd, account.insuranceProviderId);
    const figures: Figures = {
      opening: netCredit(before.get(account.id)),
      billed: netCredit(moved, BILLING),
      collected: (group?.collectedKobo ?? 0) - (billedBy(atStart, account.insuranceProviderId)?.collectedKobo ?? 0),
      remitted: -netCredit(moved, ['premium_remittance']),
      direct: -netCredit(moved, ['payment']),
      other: netCredit(moved) - netCredit(moved, EVENTS),
      closing: 0,
      to_remit: group?.unremittedKobo ?? 0,
      uncollected: 0,
    };
    figures.closing = figures.opening + figures.billed - figures.remitted - figures.direct + figures.other;
    figures.uncollected = figures.closing - figures.to_remit;
    return { account, insurer: group?.insurer ?? account.name.replace(/^Premium payable: /, ''), figures };
  });

  const total = (key: keyof Figures) => sumOf(lines, (line) => line.figures[key]);
  const cells = (figures: (key: keyof Figures) => number) => Object.fromEntries(FIGURES.map((key) => [key, koboToNaira(figures(key))]));
  const table: ReportTable = {
    columns: COLUMNS,
    rows: lines.map((line) => ({ cells: { insurer: line.insurer, ...cells((key) => line.figures[key]) } })),
    totals: { insurer: 'Total', ...cells(total) },
  };
  const ledgerTotal = sumOf(ids, (id) => -(ledger.get(id) ?? 0));
  // Manual journals and opening balances on the payables since the books began: no invoice explains them.
  const otherEver = sumOf(ids, (id) => netCredit(before.get(id)) - netCredit(before.get(id), EVENTS)) + total('other');
  const owed = sumOf(atEnd, (row) => row.owedKobo);
  return {
    tables: [table],
    checks: [
      check(`Closing to remit equals Premium Payable to Insurers (2000) at ${endDate}`, total('closing'), ledgerTotal),
      ...lines.map((line) =>
        check(
          `${line.insurer}: closing to remit equals ${line.account.code} ${line.account.name}`,
          line.figures.closing,
          -(ledger.get(line.account.id) ?? 0),
        ),
      ),
      check(
        "The invoices' net premium billed less remitted and paid direct equals Premium Payable to Insurers (2000) less other entries",
        owed,
        ledgerTotal - otherEver,
      ),
    ],
    notes: NOTES,
  };
};

const NOTES = [
  "Net premium billed is the premium less the brokerage's commission and the VAT on it, credited to the insurer's payable when the invoice is issued, paid or not; return premiums and deleted or re-billed invoices reduce it.",
  'Closing to remit is what the ledger owes the insurer: the premium collected and still to remit (the 30-day premium of section 41) plus the net premium billed and not yet collected from the client.',
  "Paid direct to insurer is what clients paid the insurer themselves, in full (the insurer then holds the brokerage's commission), less the return-premium shares insurers paid back.",
  "Collected from clients is the net premium share of the clients' payments in the period; other entries are manual journals and opening balances on the insurers' payable accounts.",
];
