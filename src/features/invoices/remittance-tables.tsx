import { useCallback } from 'react';
import { RECEIPT_PERMISSIONS } from '../../../domain/invoices';
import { fetchRemittanceHistory, fetchVatRemittances } from '../../api/invoices';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { useLoader, type Loaded } from '../../ui/use-loader';
import { day, naira, orDash } from './amounts';
import type { PremiumRemittance, VatRemittance } from '../../api/invoices';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const td = 'px-3 py-2 whitespace-nowrap text-slate-700';
const HEADERS = ['Date', 'Type', 'Amount', 'Mode', 'Bank name', 'Cheque number', 'Receipt number'];

interface Row {
  id: string;
  date: string | null | undefined;
  type: string | null | undefined;
  amount: string | null | undefined;
  mode: string;
  bank: string | null;
  cheque: string | null;
  receipts: string[];
}

function RemittanceTable({
  caption,
  loaded,
  rows,
  canUpload,
  onUpload,
}: {
  caption: string;
  loaded: Loaded<unknown>;
  rows: Row[];
  canUpload: boolean;
  onUpload: (id: string) => void;
}) {
  let body;
  if (loaded.status === 'loading') body = <Loading label={`Loading ${caption.toLowerCase()}`} />;
  else if (loaded.status === 'failed')
    body = (
      <p role="alert" className="text-sm text-red-700">
        {loaded.failure.message}
      </p>
    );
  else if (rows.length === 0) body = <p className="text-sm text-slate-500">Nothing remitted yet</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="bg-slate-50 px-3 py-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className={th}>
                {header}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {body ? (
            <tr>
              <td colSpan={HEADERS.length + 1} className="px-3 py-2">
                {body}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <td className={td}>{day(row.date)}</td>
                <td className={td}>{orDash(row.type)}</td>
                <td className={`${td} tabular-nums`}>{naira(row.amount)}</td>
                <td className={td}>{row.mode}</td>
                <td className={td}>{orDash(row.bank)}</td>
                <td className={td}>{orDash(row.cheque)}</td>
                <td className={td}>{orDash(row.receipts.join(', '))}</td>
                <td className={td}>
                  <Button variant="secondary" disabled={!canUpload} onClick={() => onUpload(row.id)}>
                    Upload receipt
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const premiumRows = (logs: PremiumRemittance[]): Row[] =>
  logs.map((log) => ({
    id: log.remittance_log_id,
    date: log.remittance_date,
    type: log.remittance_type,
    amount: log.amount,
    mode: log.remittance_mode,
    bank: log.remittance_bank_name,
    cheque: log.remittance_cheque_number,
    receipts: log.ModeOfRemittanceDocuments.map((document) => document.underwriter_receipt_number),
  }));

const vatRows = (logs: VatRemittance[]): Row[] =>
  logs.map((log) => ({
    id: log.vat_log_id,
    date: log.remittance_date,
    type: log.remittance_type,
    amount: log.amount,
    mode: log.vat_remittance_mode,
    bank: log.vat_bank_name,
    cheque: log.vat_cheque_number,
    receipts: log.VatRemittanceDocuments.map((document) => document.vat_receipt_number),
  }));

/** GET /invoice/remitHistory/{id}: loaded again whenever `round` changes. */
export function PremiumRemittanceTable({
  invoiceId,
  round,
  canUpload,
  onUpload,
}: {
  invoiceId: string;
  round: number;
  canUpload: boolean;
  onUpload: (remittanceId: string) => void;
}) {
  const { api } = useServices();
  const mayUpload = useGrants().has(RECEIPT_PERMISSIONS.premium);
  // A new round (a remittance or a receipt went through) loads the history again.
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchRemittanceHistory(api, invoiceId, signal), [api, invoiceId]),
    { version: round },
  );
  return (
    <RemittanceTable
      caption="Premium Remittance"
      loaded={state}
      rows={state.status === 'ready' ? premiumRows(state.data) : []}
      canUpload={canUpload && mayUpload}
      onUpload={onUpload}
    />
  );
}

/** GET /invoice/allVatRemitted/{id}. */
export function VatRemittanceTable({
  invoiceId,
  round,
  canUpload,
  onUpload,
}: {
  invoiceId: string;
  round: number;
  canUpload: boolean;
  onUpload: (vatRemitId: string) => void;
}) {
  const { api } = useServices();
  const mayUpload = useGrants().has(RECEIPT_PERMISSIONS.vat);
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchVatRemittances(api, invoiceId, signal), [api, invoiceId]),
    {
      version: round,
    },
  );
  return (
    <RemittanceTable
      caption="VAT Remittance"
      loaded={state}
      rows={state.status === 'ready' ? vatRows(state.data) : []}
      canUpload={canUpload && mayUpload}
      onUpload={onUpload}
    />
  );
}
