import { commissionTypeOptions } from '../../../domain/invoices';
import { selectFailure, selectInvoice, selectUpdateForm } from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { DateInput } from '../../ui/date-input';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useInvoiceSelector } from './invoice-context';
import { InvoiceModalFrame } from './invoice-modal-frame';
import { useInvoiceCommands } from './use-invoice';

const NO_ERRORS: Record<string, string> = {};

/** Update Invoice: narration, premium, sum insured, commission and period of an invoice not yet paid. */
export function UpdateInvoiceModal() {
  const invoice = useInvoiceSelector(selectInvoice);
  const form = useInvoiceSelector(selectUpdateForm);
  const errors = useInvoiceSelector(selectFailure)?.fieldErrors ?? NO_ERRORS;
  const { editUpdate } = useInvoiceCommands();
  if (!invoice || !form) return null;
  const types = commissionTypeOptions(invoice.commission_type).map((value) => ({ value, label: value }));
  // The type as the options spell it, whatever case the invoice carries.
  const type =
    types.find((option) => option.value.toLowerCase() === form.commissionType.trim().toLowerCase())?.value ?? form.commissionType;
  return (
    <InvoiceModalFrame
      title={`Update Invoice · ${invoice.invoice_no}`}
      submitLabel="Update invoice"
      doneText={`${invoice.invoice_no} is updated.`}
      size="lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput label="Amount" required value={form.amount} error={errors.amount} onChange={(amount) => editUpdate({ amount })} />
        <MoneyInput
          label="Sum insured"
          required
          value={form.sumInsured}
          error={errors.sumInsured}
          onChange={(sumInsured) => editUpdate({ sumInsured })}
        />
        <SelectInput
          label="Commission type"
          required
          value={type}
          options={types}
          error={errors.commissionType}
          onChange={(commissionType) => editUpdate({ commissionType })}
        />
        <TextField
          label="Commission rate"
          required
          inputMode="decimal"
          value={form.commissionRate}
          error={errors.commissionRate}
          onChange={(event) => editUpdate({ commissionRate: event.target.value })}
        />
        <DateInput
          label="Start date"
          required
          value={form.startDate}
          error={errors.startDate}
          onChange={(startDate) => editUpdate({ startDate })}
        />
        <DateInput label="End date" required value={form.endDate} error={errors.endDate} onChange={(endDate) => editUpdate({ endDate })} />
      </div>
      <TextArea
        label="Narration"
        required
        value={form.narration}
        error={errors.narration}
        onChange={(narration) => editUpdate({ narration })}
      />
    </InvoiceModalFrame>
  );
}
