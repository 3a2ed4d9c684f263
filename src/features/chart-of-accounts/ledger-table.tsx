import { Link } from 'react-router';
import { nairaShown, type AccountLedger, type LedgerLine } from '../../../domain/chart';
import { formatNaira, nairaToKobo } from '../../../domain/money';

type LedgerTableProps = {
  ledger: AccountLedger;
  page: number;
  pages: number;
};

const HEADERS = [
  { label: 'Date', right: false },
  { label: 'Ref no', right: false },
  { label: 'Description', right: false },
  { label: 'Debit (₦)', right: true },
  { label: 'Credit (₦)', right: true },
  { label: 'Balance (₦)', right: true },
];

/** The balance before a line: its own balance less what it moved, on the account's normal side. */
function balanceBefore(line: LedgerLine, normal: 'debit' | 'credit'): string {
  const moved = nairaToKobo(line.debit) - nairaToKobo(line.credit);
  return formatNaira(nairaToKobo(line.balance) - (normal === 'debit' ? moved : -moved));
}

function BalanceRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr className="bg-slate-50 font-medium text-slate-800">
      <td colSpan={5} className="px-4 py-2">
        {label}
      </td>
      <td className="px-4 py-2 text-right font-mono whitespace-nowrap">{amount}</td>
    </tr>
  );
}

/** The page's lines between the balance they start from and the one they end at. */
export function LedgerTable({ ledger, page, pages }: LedgerTableProps) {
  const { lines } = ledger;
  const normal = ledger.account.normal_balance;
  const first = lines[0];
  const last = lines.at(-1);
  const opening =
    page === 1 || !first
      ? { label: 'Opening balance', amount: nairaShown(ledger.opening_balance) }
      : { label: 'Brought forward', amount: balanceBefore(first, normal) };
  const closing =
    page >= pages || !last
      ? { label: 'Closing balance', amount: nairaShown(ledger.closing_balance) }
      : { label: 'Carried forward', amount: nairaShown(last.balance) };
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Ledger lines</caption>
          <thead className="bg-slate-50">
            <tr>
              {HEADERS.map((header) => (
                <th
                  key={header.label}
                  scope="col"
                  className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${header.right ? 'text-right' : 'text-left'}`}
                >
                  {header.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <BalanceRow {...opening} />
            {lines.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-6 text-center text-slate-500">
                  No transactions in this period
                </td>
              </tr>
            )}
            {lines.map((line) => (
              <tr key={line.line_id} className="hover:bg-slate-50">
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">{line.transaction_date}</td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <Link
                    to={`/account/transactions/${encodeURIComponent(line.ref_no)}/details`}
                    className="font-mono text-brand-700 hover:underline"
                  >
                    {line.ref_no}
                  </Link>
                </td>
                <td className="px-4 py-2 text-slate-700">
                  {line.description}
                  {line.currency !== 'NGN' && (
                    <span className="block text-xs text-slate-500">{`${line.currency} ${line.currency_amount}`}</span>
                  )}
                </td>
                <td className="px-4 py-2 text-right font-mono whitespace-nowrap">
                  {nairaToKobo(line.debit) > 0 ? nairaShown(line.debit) : ''}
                </td>
                <td className="px-4 py-2 text-right font-mono whitespace-nowrap">
                  {nairaToKobo(line.credit) > 0 ? nairaShown(line.credit) : ''}
                </td>
                <td className="px-4 py-2 text-right font-mono whitespace-nowrap text-slate-900">{nairaShown(line.balance)}</td>
              </tr>
            ))}
            <BalanceRow {...closing} />
          </tbody>
        </table>
      </div>
    </div>
  );
}
