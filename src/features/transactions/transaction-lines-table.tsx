import { Link } from 'react-router';
import { nairaToKobo } from '../../../domain/money';
import { formatIn, sideText } from './amounts';
import type { TransactionDetails } from '../../../domain/transactions';

const num = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';

/** A transaction's lines in naira (and in its own currency when another), with the totals. */
export function TransactionLinesTable({ transaction }: { transaction: TransactionDetails }) {
  const foreign = transaction.currency !== 'NGN';
  const sum = (side: 'debit' | 'credit') => transaction.lines.reduce((total, line) => total + nairaToKobo(line[side]), 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Lines of {transaction.ref_no}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 text-left">
              #
            </th>
            <th scope="col" className="px-4 py-3 text-left">
              Account
            </th>
            <th scope="col" className="px-4 py-3 text-left">
              Description
            </th>
            {foreign && (
              <>
                <th scope="col" className="px-4 py-3 text-right">
                  Debit ({transaction.currency})
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Credit ({transaction.currency})
                </th>
              </>
            )}
            <th scope="col" className="px-4 py-3 text-right">
              Debit
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Credit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {transaction.lines.map((line) => (
            <tr key={line.line_no}>
              <td className="px-4 py-3 text-slate-500">{line.line_no}</td>
              <td className="px-4 py-3">
                <Link to={`/account/transaction/${line.account_id}`} className="font-medium text-brand-700 hover:underline">
                  {line.account_code} {line.account_name}
                </Link>
                {line.parent_account_name && <span className="block text-xs text-slate-500">under {line.parent_account_name}</span>}
              </td>
              <td className="px-4 py-3">{line.description ?? ''}</td>
              {foreign && (
                <>
                  <td className={num}>{sideText(line.debit_in_currency, transaction.currency)}</td>
                  <td className={num}>{sideText(line.credit_in_currency, transaction.currency)}</td>
                </>
              )}
              <td className={num}>{sideText(line.debit, 'NGN')}</td>
              <td className={num}>{sideText(line.credit, 'NGN')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={3} className="px-4 py-3 text-right">
              Totals
            </th>
            {foreign && (
              <>
                <td className={num}>{formatIn(nairaToKobo(transaction.total_in_currency), transaction.currency)}</td>
                <td className={num}>{formatIn(nairaToKobo(transaction.total_in_currency), transaction.currency)}</td>
              </>
            )}
            <td className={num}>{formatIn(sum('debit'), 'NGN')}</td>
            <td className={num}>{formatIn(sum('credit'), 'NGN')}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
