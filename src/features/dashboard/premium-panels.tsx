import { DateTime } from 'luxon';
import { lazy, Suspense, useMemo } from 'react';
import { formatNaira, formatNairaText, nairaToKobo } from '../../../domain/money';
import { FigureBars } from './figure-bars';
import { Panel } from './panel';
import type { DashboardPanels } from '../../../domain/reports/dashboard';

const PremiumChart = lazy(() => import('./premium-chart'));

// Month names in English whatever the browser's locale, as every other word on the screen.
const monthName = (month: string) => DateTime.fromISO(`${month}-01`).toFormat('LLL yyyy', { locale: 'en' });

type Months = NonNullable<DashboardPanels['premium_by_month']>;

export function PremiumByMonthPanel({ months }: { months: Months }) {
  const drawn = useMemo(
    () => ({
      labels: months.map((month) => monthName(month.month)),
      values: months.map((month) => nairaToKobo(month.premium) / 100),
      description: `Premium produced by month: ${months.map((month) => `${monthName(month.month)} ${formatNairaText(month.premium)}`).join(', ')}`,
    }),
    [months],
  );
  return (
    <Panel
      title="Premium produced by month"
      to="/account/invoices"
      linkLabel="View invoices"
      empty={months.length === 0 ? 'No debit note issued in this period.' : null}
      wide
    >
      <Suspense fallback={<div role="status" aria-label="Drawing the chart" className="h-56 animate-pulse rounded bg-slate-50" />}>
        <PremiumChart {...drawn} />
      </Suspense>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Premium produced by month</caption>
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col" className="font-medium">
              Month
            </th>
            <th scope="col" className="text-right font-medium">
              Debit notes
            </th>
            <th scope="col" className="text-right font-medium">
              Premium
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-normal text-slate-700">
                {monthName(month.month)}
              </th>
              <td className="py-1 text-right tabular-nums">{month.invoices}</td>
              <td className="py-1 text-right tabular-nums font-medium">{formatNairaText(month.premium)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/** A share of the period's premium: a name and its premium, largest first. */
interface PremiumShare {
  name: string;
  premium: string;
}

/** The first few by size; the rest added up under "Others". */
function topOf(rows: readonly PremiumShare[], shown = 6) {
  const bars = rows.slice(0, shown).map((row) => {
    const kobo = nairaToKobo(row.premium);
    return { label: row.name, shown: formatNaira(kobo), size: kobo };
  });
  const rest = rows.slice(shown).reduce((sum, row) => sum + nairaToKobo(row.premium), 0);
  return rows.length > shown ? [...bars, { label: 'Others', shown: formatNaira(rest), size: rest }] : bars;
}

function PremiumSharePanel(props: { title: string; to: string; linkLabel: string; empty: string; shares: PremiumShare[] }) {
  return (
    <Panel title={props.title} to={props.to} linkLabel={props.linkLabel} empty={props.shares.length === 0 ? props.empty : null}>
      <FigureBars label={props.title} bars={topOf(props.shares)} />
    </Panel>
  );
}

export function PremiumByInsurerPanel({ insurers }: { insurers: NonNullable<DashboardPanels['premium_by_insurer']> }) {
  return (
    <PremiumSharePanel
      title="Premium by insurer"
      to="/underwriters"
      linkLabel="View insurers"
      empty="No premium placed with an insurer in this period."
      shares={insurers.map((row) => ({ name: row.insurer_name, premium: row.premium }))}
    />
  );
}

export function PremiumByClassPanel({ classes }: { classes: NonNullable<DashboardPanels['premium_by_class']> }) {
  return (
    <PremiumSharePanel
      title="Premium by class of business"
      to="/products"
      linkLabel="View products"
      empty="No premium produced in this period."
      shares={classes.map((row) => ({ name: row.class_name, premium: row.premium }))}
    />
  );
}
