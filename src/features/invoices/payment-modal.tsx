import { shallowEqual } from '@xstate/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  actionLabel,
  CAPTURE_COMMISSION_LABEL,
  DIRECT_TO_INSURER,
  MAX_TRANSACTION_DESCRIPTION,
  PAYMENT_MODES,
  type AddPaymentForm,
} from '../../../domain/invoices';
import { paymentModeFixed } from '../../../domain/messages';
import { formatNaira } from '../../../domain/money';
import {
  selectClientAccountBanner,
  selectFailure,
  selectFixedPaymentMode,
  selectIsEditable,
  selectInvoice,
  selectOffersCommissionCapture,
  selectOutstandingKobo,
  selectPaymentForm,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { fetchAccounts } from '../../api/chart-of-accounts';
import { useServices } from '../../app/session/session-context';
import { Checkbox } from '../../ui/checkbox';
import { DateInput } from '../../ui/date-input';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useLoader } from '../../ui/use-loader';
import { linkClass } from './form-parts';
import { useInvoiceSelector } from './invoice-context';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands } from './use-invoice';

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ value: mode, label: mode }));
const NO_ERRORS: Record<string, string> = {};

/** The accounts the commission is posted between: postable accounts of the chart. */
function CommissionCapture({
  form,
  errors,
  onChange,
}: {
  form: AddPaymentForm;
  errors: Record<string, string>;
  onChange: (changes: Partial<AddPaymentForm>) => void;
}) {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchAccounts(api, { postable: true }, signal), [api]));
  const options =
    state.status === 'ready'
      ? state.data.map((account) => ({ value: account.account_code_pk, label: `${account.account_code} ${account.account_name}` }))
      : [];
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          The accounts could not be loaded: {state.failure.message}
        </p>
      )}
      <SelectInput
        label="Debit account"
        required
        value={form.debitAccount}
        options={options}
        placeholder={state.status === 'loading' ? 'Loading accounts…' : 'Choose an account'}
        error={errors.debitAccount}
        onChange={(debitAccount) => onChange({ debitAccount })}
      />
      <SelectInput
        label="Credit account"
        required
        value={form.creditAccount}
        options={options}
        placeholder={state.status === 'loading' ? 'Loading accounts…' : 'Choose an account'}
        error={errors.creditAccount}
        onChange={(creditAccount) => onChange({ creditAccount })}
      />
      <MoneyInput
        label="Commission amount"
        required
        value={form.commissionAmount}
        error={errors.commissionAmount}
        onChange={(commissionAmount) => onChange({ commissionAmount })}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** "Client account has not been created", with the link that opens one. */
function ClientAccountBanner() {
  const banner = useInvoiceSelector(selectClientAccountBanner, shallowEqual);
  if (!banner) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {banner.message}.{' '}
      <Link to={banner.to} className={linkClass}>
        {banner.link}
      </Link>
    </div>
  );
}

/**
 * Add payment (Receive payment on endorsement remittances): the outstanding balance by default, the
 * mode fixed to the earlier one while partly paid, Direct to Insurer with its optional commission.
 */
export function PaymentModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const form = useInvoiceSelector(selectPaymentForm);
  const fixedMode = useInvoiceSelector(selectFixedPaymentMode);
  const offersCapture = useInvoiceSelector(selectOffersCommissionCapture);
  const outstanding = useInvoiceSelector(selectOutstandingKobo);
  const editable = useInvoiceSelector(selectIsEditable);
  const errors = useInvoiceSelector(selectFailure)?.fieldErrors ?? NO_ERRORS;
  const { editPayment, choosePaymentMode } = useInvoiceCommands();
  if (!invoice || !form) return null;
  const label = actionLabel('addPayment', invoice);
  const mode = form.modeOfPayment;
  const direct = mode === DIRECT_TO_INSURER;
  return (
    <InvoiceModalFrame
      title={`${label} · ${invoice.invoice_no}`}
      submitLabel={label}
      doneText={`The payment is recorded on ${invoice.invoice_no}.`}
    >
      <ClientAccountBanner />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <SelectInput
            label="Mode of payment"
            required
            value={mode}
            options={MODE_OPTIONS}
            placeholder="Choose a mode"
            disabled={!!fixedMode}
            error={errors.modeOfPayment}
            onChange={choosePaymentMode}
          />
          {fixedMode && <p className="text-xs text-slate-500">{paymentModeFixed(fixedMode)}</p>}
        </div>
        <MoneyInput
          label="Amount"
          required={!direct}
          value={form.amount}
          hint={`Outstanding balance ${formatNaira(outstanding)}`}
          error={errors.amount}
          onChange={(amount) => editPayment({ amount })}
        />
        <DateInput
          label="Date of actual payment"
          required
          value={form.dateOfActualPayment}
          error={errors.dateOfActualPayment}
          onChange={(dateOfActualPayment) => editPayment({ dateOfActualPayment })}
        />
        {(mode === 'Cheque' || mode === 'Bank Transfer') && (
          <TextField
            label="Bank name"
            required={mode === 'Cheque'}
            value={form.bankName}
            error={errors.bankName}
            onChange={(event) => editPayment({ bankName: event.target.value })}
          />
        )}
        {mode === 'Cheque' && (
          <TextField
            label="Cheque number"
            required
            value={form.chequeNumber}
            error={errors.chequeNumber}
            onChange={(event) => editPayment({ chequeNumber: event.target.value })}
          />
        )}
      </div>
      <TextArea
        label="Transaction description"
        value={form.transactionDescription}
        limit={MAX_TRANSACTION_DESCRIPTION}
        error={errors.transactionDescription}
        onChange={(transactionDescription) => editPayment({ transactionDescription })}
      />
      {offersCapture && (
        <div className="space-y-3">
          <Checkbox
            label={CAPTURE_COMMISSION_LABEL}
            checked={form.captureCommission}
            disabled={!editable}
            onChange={(captureCommission) => editPayment({ captureCommission })}
          />
          {form.captureCommission && <CommissionCapture form={form} errors={errors} onChange={editPayment} />}
        </div>
      )}
    </InvoiceModalFrame>
  );
}
