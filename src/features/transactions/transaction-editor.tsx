import { type FormEvent } from 'react';
import { Link } from 'react-router';
import { DESCRIPTION_MAX, toKobo } from '../../../domain/journal';
import { formatNaira } from '../../../domain/money';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { LinesEditor } from './lines-editor';
import type { Currency } from '../../../domain/currencies';
import type { AccountGroup } from './amounts';
import type { TransactionState } from './use-transaction';

export interface PostingChoices {
  accounts: AccountGroup[];
  accountsNote?: string | null;
  currencies: Currency[];
  currenciesNote?: string | null;
}

function DescriptionField({ value, error, onChange }: { value: string; error?: string; onChange: (text: string) => void }) {
  return (
    <div className="md:col-span-2">
      <TextArea label="Description" value={value} onChange={onChange} limit={DESCRIPTION_MAX} error={error} required rows={2} stopAtLimit />
    </div>
  );
}

/** The rate as a person reads it: 1 USD = ₦1,530.25; nothing when it is not a rate. */
function rateText(code: string, rate: string): string | null {
  try {
    return `1 ${code} = ${formatNaira(toKobo(100, rate))}`;
  } catch {
    return null;
  }
}

/**
 * A manual transaction being entered: reference number (blank for the next JV number), date,
 * description, currency with its rate, and the lines. It may be sent once the lines balance;
 * what the server refuses shows against its field.
 */
export function TransactionEditor({ state, choices }: { state: TransactionState; choices: PostingChoices }) {
  const { draft, failure, busy } = state;
  const errors = failure?.fieldErrors ?? {};
  const foreign = draft.currency !== 'NGN';
  const known = choices.currencies.some((currency) => currency.code === draft.currency);
  const currencyOptions = [
    ...choices.currencies.map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` })),
    ...(known ? [] : [{ value: draft.currency, label: draft.currency }]),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.submit();
  };
  const chooseCurrency = (code: string) => {
    const chosen = choices.currencies.find((currency) => currency.code === code);
    state.edit({ currency: code, exchangeRate: chosen?.rate ?? '1' });
  };

  return (
    <form
      aria-label="Add transaction"
      onSubmit={submit}
      noValidate
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      <fieldset disabled={busy} className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Transaction</legend>
        <TextField
          label="Reference number"
          value={draft.refNo}
          maxLength={40}
          hint="Leave blank for the next number (JV-000001, …)"
          error={errors.refNo}
          onChange={(event) => state.edit({ refNo: event.target.value })}
        />
        <DateInput
          label="Transaction date"
          required
          value={draft.transactionDate}
          error={errors.transactionDate}
          onChange={(transactionDate) => state.edit({ transactionDate })}
        />
        <SelectInput
          label="Currency"
          value={draft.currency}
          options={currencyOptions}
          error={errors.currency ?? choices.currenciesNote}
          onChange={chooseCurrency}
        />
        {foreign ? (
          <TextField
            label={`Exchange rate (₦ per 1 ${draft.currency})`}
            inputMode="decimal"
            value={draft.exchangeRate}
            hint={rateText(draft.currency, draft.exchangeRate) ?? undefined}
            error={errors.exchangeRate}
            onChange={(event) => state.edit({ exchangeRate: event.target.value })}
          />
        ) : (
          <p className="self-end pb-2 text-sm text-slate-500">Amounts in naira (exchange rate 1)</p>
        )}
        <DescriptionField value={draft.description} error={errors.description} onChange={(description) => state.edit({ description })} />
      </fieldset>
      <LinesEditor state={state} accounts={choices.accounts} accountsNote={choices.accountsNote} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {!state.canSubmit && !busy && (
          <p className="text-sm text-slate-500">Submit becomes possible once every line has an account and the debits equal the credits.</p>
        )}
        <Link to="/account/transactions" className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          Cancel
        </Link>
        <Button type="submit" busy={state.slot === 'submitting'} disabled={!state.canSubmit}>
          Submit for approval
        </Button>
      </div>
    </form>
  );
}
