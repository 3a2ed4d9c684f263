import { useCallback } from 'react';
import { fetchAccounts } from '../../api/chart-of-accounts';
import { SelectInput } from '../../ui/select-input';
import { useLoader } from '../../ui/use-loader';
import { useServices } from '../session/session-context';

const THE_DEFAULT = 'Cash in Hand, or the first bank account';
const DEFAULT_IS_USED = (theDefault: string) => `${theDefault} is used`;

/**
 * The brokerage's cash and bank accounts (account_code_pk) a payment goes into or out of; left blank,
 * the books' default. Without the list, it says so and the default applies.
 */
export function CashAndBankSelect({
  label,
  value,
  error,
  disabled,
  whenUnread = DEFAULT_IS_USED,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  /** What happens without the list, said of the default. */
  whenUnread?: (theDefault: string) => string;
  onChange: (account: string) => void;
}) {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchAccounts(api, { accountType: 'cash_and_bank', postable: true }, signal), [api]),
  );
  if (state.status === 'failed')
    return (
      <p className="text-sm text-slate-600 sm:col-span-2">
        The cash and bank accounts could not be read ({state.failure.message}): {whenUnread(THE_DEFAULT.toLowerCase())}.
      </p>
    );
  const options =
    state.status === 'ready'
      ? state.data.map((account) => ({ value: account.account_code_pk, label: `${account.account_code} ${account.account_name}` }))
      : [];
  return (
    <SelectInput
      label={label}
      value={value}
      options={options}
      placeholder={state.status === 'loading' ? 'Loading accounts…' : THE_DEFAULT}
      error={error}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
