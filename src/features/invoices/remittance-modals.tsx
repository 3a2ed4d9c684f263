import { useCallback, type ReactNode } from 'react';
import {
  PREMIUM_REMITTANCE_MODES,
  REMITTANCE_TYPES,
  remittanceDueDate,
  unremittedPremiumKobo,
  unremittedVatKobo,
  VAT_REMITTANCE_MODES,
} from '../../../domain/invoices';
import { PREMIUM_REMITTANCE_HINT } from '../../../domain/messages';
import { formatNaira } from '../../../domain/money';
import {
  selectFailure,
  selectInvoice,
  selectPremiumForm,
  selectVatForm,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { fetchPremiumToRemit, fetchVatToRemit } from '../../api/invoices';
import { fetchPremiumAccounts } from '../../api/premium-accounts';
import { useServices } from '../../app/session/session-context';
import { DateInput } from '../../ui/date-input';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useLoader } from '../../ui/use-loader';
import { day, naira } from './amounts';
import { Fact, Note } from './form-parts';
import { useInvoiceSelector } from './invoice-context';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands } from './use-invoice';

const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value }));
const TYPE_OPTIONS = options(REMITTANCE_TYPES);
const NO_ERRORS: Record<string, string> = {};

function Figures({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">{children}</dl>;
}

/** What the insurer is owed on this invoice and when (GET /invoice/getRemitted/{id}). */
function PremiumFigures({ invoiceId }: { invoiceId: string }) {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchPremiumToRemit(api, invoiceId, signal), [api, invoiceId]));
  if (state.status !== 'ready') return null;
  const figures = state.data;
  const remitBy = figures.remit_by ?? (figures.paid_on ? remittanceDueDate(day(figures.paid_on)) : null);
  return (
    <Figures>
      <Fact term="Net premium">{naira(figures.net_premium)}</Fact>
      <Fact term="Collected">{naira(figures.collected)}</Fact>
      <Fact term="Remitted">{naira(figures.remitted)}</Fact>
      <Fact term="Unremitted">{naira(figures.amount_unremitted)}</Fact>
      <Fact term="Paid on">{day(figures.paid_on)}</Fact>
      <Fact term="Remit by">{day(remitBy)}</Fact>
    </Figures>
  );
}

function VatFigures({ invoiceId }: { invoiceId: string }) {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchVatToRemit(api, invoiceId, signal), [api, invoiceId]));
  if (state.status !== 'ready') return null;
  return (
    <Figures>
      <Fact term="VAT on commission">{naira(state.data.vat)}</Fact>
      <Fact term="VAT collected">{naira(state.data.vat_paid)}</Fact>
      <Fact term="VAT remitted">{naira(state.data.vat_remitted)}</Fact>
      <Fact term="VAT to remit">{naira(state.data.vat_to_remit)}</Fact>
    </Figures>
  );
}

/** The brokerage's premium account the money leaves from (its bank and account number), from the broker profile. */
function PremiumAccountField({ value, error, onChange }: { value: string; error?: string; onChange: (bank: string) => void }) {
  const { api } = useServices();
  const { state } = useLoader(useCallback((signal: AbortSignal) => fetchPremiumAccounts(api, signal), [api]));
  const accounts = state.status === 'ready' ? state.data : [];
  const choices = accounts.map((account) => `${account.bank_name} ${account.account_number}`);
  const none = state.status === 'ready' && accounts.length === 0 ? 'No premium account yet: add one in Settings, Premium accounts.' : null;
  return (
    <SelectInput
      label="Premium account"
      required
      value={choices.includes(value) ? value : ''}
      options={options(choices)}
      placeholder={state.status === 'loading' ? 'Loading premium accounts…' : 'Choose the account'}
      disabled={state.status !== 'ready' || accounts.length === 0}
      error={error ?? (state.status === 'failed' ? state.failure.message : none)}
      onChange={onChange}
    />
  );
}

/** The bank, cheque number and description each mode needs. */
function ModeDetails({
  mode,
  values,
  errors,
  onChange,
}: {
  mode: string;
  values: { remittanceBankName: string; remittanceChequeNumber: string; otherRemitDescription?: string };
  errors: Record<string, string>;
  onChange: (changes: { remittanceBankName?: string; remittanceChequeNumber?: string; otherRemitDescription?: string }) => void;
}) {
  return (
    <>
      {(mode === 'Cheque' || mode === 'Bank Transfer') && (
        <PremiumAccountField
          value={values.remittanceBankName}
          error={errors.remittanceBankName}
          onChange={(remittanceBankName) => onChange({ remittanceBankName })}
        />
      )}
      {mode === 'Cheque' && (
        <TextField
          label="Cheque number"
          required
          value={values.remittanceChequeNumber}
          error={errors.remittanceChequeNumber}
          onChange={(event) => onChange({ remittanceChequeNumber: event.target.value })}
        />
      )}
      {mode === 'Other' && (
        <TextField
          label="Description of the mode of remittance"
          required
          value={values.otherRemitDescription ?? ''}
          error={errors.otherRemitDescription}
          onChange={(event) => onChange({ otherRemitDescription: event.target.value })}
          className="sm:col-span-2"
        />
      )}
    </>
  );
}

/** Remit premium: Full Remittance (the whole unremitted premium) or Partial Remittance with the date for the balance. */
export function RemitPremiumModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const form = useInvoiceSelector(selectPremiumForm);
  const errors = useInvoiceSelector(selectFailure)?.fieldErrors ?? NO_ERRORS;
  const { editPremium } = useInvoiceCommands();
  if (!invoice || !form) return null;
  const partial = form.remittanceType === 'Partial Remittance';
  const full = form.remittanceType === 'Full Remittance';
  return (
    <InvoiceModalFrame
      title={`Remit Premium · ${invoice.invoice_no}`}
      submitLabel="Remit premium"
      doneText={`The premium remittance on ${invoice.invoice_no} is recorded.`}
      size="lg"
    >
      <Note>{PREMIUM_REMITTANCE_HINT}.</Note>
      <PremiumFigures invoiceId={invoice.invoice_id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label="Remittance type"
          required
          value={form.remittanceType}
          options={TYPE_OPTIONS}
          placeholder="Choose a type"
          error={errors.remittanceType}
          onChange={(remittanceType) => editPremium({ remittanceType })}
        />
        <DateInput label="Remittance date" required value={form.date} error={errors.date} onChange={(date) => editPremium({ date })} />
        {full && (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">Amount to remit</span>
            <span className="py-2 text-sm text-slate-900">{formatNaira(unremittedPremiumKobo(invoice))}</span>
            {errors.amountToRemit && <p className="text-xs text-red-600">{errors.amountToRemit}</p>}
          </div>
        )}
        {partial && (
          <>
            <MoneyInput
              label="Amount to remit"
              required
              value={form.amountToRemit}
              hint={`Unremitted ${formatNaira(unremittedPremiumKobo(invoice))}`}
              error={errors.amountToRemit}
              onChange={(amountToRemit) => editPremium({ amountToRemit })}
            />
            <DateInput
              label="Date to remit the balance"
              required
              value={form.dateToRemitBalance}
              error={errors.dateToRemitBalance}
              onChange={(dateToRemitBalance) => editPremium({ dateToRemitBalance })}
            />
          </>
        )}
        <SelectInput
          label="Remittance mode"
          required
          value={form.remittanceMode}
          options={options(PREMIUM_REMITTANCE_MODES)}
          placeholder="Choose a mode"
          error={errors.remittanceMode}
          onChange={(remittanceMode) => editPremium({ remittanceMode })}
        />
        <ModeDetails mode={form.remittanceMode} values={form} errors={errors} onChange={editPremium} />
      </div>
      <TextArea label="Remark" value={form.remark} error={errors.remark} onChange={(remark) => editPremium({ remark })} />
    </InvoiceModalFrame>
  );
}

/** Remit VAT: as premium, but Cheque or Bank Transfer only and no balance date. */
export function RemitVatModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const form = useInvoiceSelector(selectVatForm);
  const errors = useInvoiceSelector(selectFailure)?.fieldErrors ?? NO_ERRORS;
  const { editVat } = useInvoiceCommands();
  if (!invoice || !form) return null;
  return (
    <InvoiceModalFrame
      title={`Remit VAT · ${invoice.invoice_no}`}
      submitLabel="Remit VAT"
      doneText={`The VAT remittance on ${invoice.invoice_no} is recorded.`}
      size="lg"
    >
      <VatFigures invoiceId={invoice.invoice_id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label="Remittance type"
          required
          value={form.remittanceType}
          options={TYPE_OPTIONS}
          placeholder="Choose a type"
          error={errors.remittanceType}
          onChange={(remittanceType) => editVat({ remittanceType })}
        />
        <DateInput label="Remittance date" required value={form.date} error={errors.date} onChange={(date) => editVat({ date })} />
        {form.remittanceType === 'Full Remittance' && (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">VAT to remit</span>
            <span className="py-2 text-sm text-slate-900">{formatNaira(unremittedVatKobo(invoice))}</span>
            {errors.vatAmountToRemit && <p className="text-xs text-red-600">{errors.vatAmountToRemit}</p>}
          </div>
        )}
        {form.remittanceType === 'Partial Remittance' && (
          <MoneyInput
            label="VAT to remit"
            required
            value={form.vatAmountToRemit}
            hint={`Unremitted VAT ${formatNaira(unremittedVatKobo(invoice))}`}
            error={errors.vatAmountToRemit}
            onChange={(vatAmountToRemit) => editVat({ vatAmountToRemit })}
          />
        )}
        <SelectInput
          label="Remittance mode"
          required
          value={form.remittanceMode}
          options={options(VAT_REMITTANCE_MODES)}
          placeholder="Choose a mode"
          error={errors.remittanceMode}
          onChange={(remittanceMode) => editVat({ remittanceMode })}
        />
        <ModeDetails mode={form.remittanceMode} values={form} errors={errors} onChange={editVat} />
      </div>
    </InvoiceModalFrame>
  );
}
