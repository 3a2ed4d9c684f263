import { useCallback } from 'react';
import { RECEIPT_PERMISSIONS } from '../../../domain/invoices';
import { fetchRemittanceHistory, fetchVatRemittances } from '../../api/invoices';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ListTable, type ListColumn } from '../../ui/list-table';
import { Loading } from '../../ui/loading';
import { useLoader, type Loaded } from '../../ui/use-loader';
import { day, naira, orDash } from './amounts';
import type { PremiumRemittance, VatRemittance } from '../../api/invoices';

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

const columns = (canUpload: boolean, onUpload: (id: string) => void): ListColumn<Row>[] => [
  { key: 'date', header: 'Date', render: (row) => day(row.date) },
  { key: 'type', header: 'Type', render: (row) => orDash(row.type) },
  { key: 'amount', header: 'Amount', render: (row) => <span className="tabular-nums">{naira(row.amount)}</span> },
  { key: 'mode', header: 'Mode', render: (row) => row.mode },
  { key: 'bank', header: 'Bank name', render: (row) => orDash(row.bank) },
  { key: 'cheque', header: 'Cheque number', render: (row) => orDash(row.cheque) },
  { key: 'receipts', header: 'Receipt number', render: (row) => orDash(row.receipts.join(', ')) },
  {
    key: 'upload',
    header: 'Receipt',
    headerHidden: true,
    render: (row) => (
      <Button variant="secondary" disabled={!canUpload} onClick={() => onUpload(row.id)}>
        Upload receipt
      </Button>
    ),
  },
];

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
  let slot;
  if (loaded.status === 'loading') slot = <Loading label={`Loading ${caption.toLowerCase()}`} />;
  else if (loaded.status === 'failed')
    slot = (
      <p role="alert" className="text-sm text-red-700">
        {loaded.failure.message}
      </p>
    );
  else if (rows.length === 0) slot = <p className="text-sm text-slate-500">Nothing remitted yet</p>;
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <ListTable caption={caption} captionShown columns={columns(canUpload, onUpload)} rows={rows} rowKey={(row) => row.id} slot={slot} />
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
