import { useCallback, useMemo, type FormEvent } from 'react';
import { premiumAccountPayload, type PremiumAccount, type PremiumAccountPayload } from '../../../domain/banks';
import { fetchBanks } from '../../api/banks';
import { fetchBranches } from '../../api/branches';
import { addPremiumAccount, updatePremiumAccount } from '../../api/premium-accounts';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';

type PremiumAccountFormProps = {
  account: PremiumAccount | null;
  onSaved: (account: PremiumAccount) => void;
  onClose: () => void;
};

const initialValues = (account: PremiumAccount | null) => ({
  bankId: account ? String(account.bank_id) : '',
  accountNumber: account?.account_number ?? '',
  accountName: account?.account_name ?? '',
  branchId: account?.branch_id ?? '',
});

/** Adds or edits a premium account; the NUBAN is checked here with the server's own rule for the chosen bank. */
export function PremiumAccountForm({ account, onSaved, onClose }: PremiumAccountFormProps) {
  const { api } = useServices();
  const banks = useLoader(useCallback((signal: AbortSignal) => fetchBanks(api, signal), [api])).state;
  const branches = useLoader(useCallback((signal: AbortSignal) => fetchBranches(api, signal), [api])).state;
  const bankList = useMemo(() => (banks.status === 'ready' ? banks.data : []), [banks]);
  const struct = useMemo(() => premiumAccountPayload((id) => bankList.find((bank) => bank.bank_id === id)?.code), [bankList]);
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: PremiumAccountPayload) =>
        account ? updatePremiumAccount(api, account.premium_account_id, payload, signal) : addPremiumAccount(api, payload, signal),
      [api, account],
    ),
  );
  const form = useCheckedForm(struct, initialValues(account), saving.failure?.fieldErrors);
  const title = account ? `Edit account ${account.account_number}` : 'Add premium account';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  const failure = saving.failure;
  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {failure && Object.keys(failure.fieldErrors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {failure.message}
          </p>
        )}
        <SelectInput
          label="Bank"
          required
          value={form.values.bankId ?? ''}
          options={bankList.map((bank) => ({ value: String(bank.bank_id), label: bank.name }))}
          onChange={(value) => form.set('bankId', value)}
          placeholder={banks.status === 'loading' ? 'Loading banks…' : 'Choose a bank'}
          disabled={banks.status !== 'ready'}
          error={
            form.errorOf('bankId') ??
            (banks.status === 'failed' ? `The list of banks could not be loaded: ${banks.failure.message}` : undefined)
          }
        />
        <TextField
          label="Account number"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="10-digit NUBAN"
          {...form.field('accountNumber')}
        />
        <TextField label="Account name" required autoComplete="off" className="sm:col-span-2" {...form.field('accountName')} />
        <SelectInput
          label="Branch"
          value={form.values.branchId ?? ''}
          options={branches.status === 'ready' ? branches.data.map((branch) => ({ value: branch.branch_id, label: branch.name })) : []}
          onChange={(value) => form.set('branchId', value)}
          placeholder="Any branch"
          error={form.errorOf('branchId')}
        />
        <div className="flex items-end justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            {account ? 'Save account' : 'Add account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
