import { useCallback } from 'react';
import { fetchInvoiceTransactions, type InvoiceEntry } from '../../api/invoices';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { useLoader } from '../../ui/use-loader';
import { day, nonZeroNaira } from './amounts';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-1.5 text-slate-700';

function EntryTable({ entry }: { entry: InvoiceEntry }) {
  return (
    <table className="min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
      <caption className="px-3 py-2 text-left">
        <span className="font-semibold text-slate-900">{entry.ref_no}</span> · {day(entry.entry_date)} · {entry.description}
      </caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={th}>
            Account
          </th>
          <th scope="col" className={`${th} text-right`}>
            Debit
          </th>
          <th scope="col" className={`${th} text-right`}>
            Credit
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entry.lines.map((line, index) => (
          <tr key={`${line.account_code_pk}-${index}`}>
            <td className={td}>
              {line.account_code} {line.account_name}
            </td>
            <td className={`${td} text-right tabular-nums`}>{nonZeroNaira(line.debit)}</td>
            <td className={`${td} text-right tabular-nums`}>{nonZeroNaira(line.credit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** View Transactions: the journal entries the invoice posted (issue, payments, remittances, deletion), oldest first. */
export function TransactionsModal({ invoiceId, invoiceNo, onClose }: { invoiceId: string; invoiceNo: string; onClose: () => void }) {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchInvoiceTransactions(api, invoiceId, signal), [api, invoiceId]));
  return (
    <Modal open onClose={onClose} title={`Transactions · ${invoiceNo}`} size="lg" footer={<Button onClick={onClose}>Close</Button>}>
      {state.status === 'loading' && <Loading label="Loading transactions" />}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {state.failure.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="text-sm text-slate-500">No transactions yet</p>
        ) : (
          <div className="space-y-4">
            {state.data.map((entry) => (
              <EntryTable key={entry.ref_no} entry={entry} />
            ))}
          </div>
        ))}
    </Modal>
  );
}
