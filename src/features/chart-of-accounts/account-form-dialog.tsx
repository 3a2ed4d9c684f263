import { useCallback, useState, type FormEvent } from 'react';
import { ACCOUNT_TYPES, type AccountSubTypeCode } from '../../../domain/accounting';
import { AccountChanges, accountPayloadErrors, AccountPayload, ACCOUNT_CODE_RULE, type LedgerAccount } from '../../../domain/chart';
import { createAccount, fetchAccounts, updateAccount } from '../../api/chart-of-accounts';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useLoader } from '../../ui/use-loader';
import { useSending } from '../../ui/use-sending';
import { accountLabel } from './chart-table';
import type { Struct } from 'superstruct';

type AccountFormDialogProps = {
  /** The account to edit; null to add one. */
  account: LedgerAccount | null;
  onSaved: (account: LedgerAccount) => void;
  onClose: () => void;
};

const TYPE_OPTIONS = ACCOUNT_TYPES.flatMap((cls) => cls.sub_types.map((sub) => ({ value: sub.code, label: `${cls.name}: ${sub.name}` })));

type Values = {
  level: 'main' | 'sub';
  accountCode: string;
  accountName: string;
  accountType: AccountSubTypeCode | '';
  parentAccountId: string;
  description: string;
  active: boolean;
};

const initialValues = (account: LedgerAccount | null): Values => ({
  level: account && !account.is_main_account ? 'sub' : 'main',
  accountCode: account?.account_code ?? '',
  accountName: account?.account_name ?? '',
  accountType: account?.account_type ?? '',
  parentAccountId: account?.parent_account_id ?? '',
  description: account?.description ?? '',
  active: account?.active ?? true,
});

/**
 * Adds a main account or a sub-account (under an active main account), or edits one:
 * name, code, description, type (main accounts the system does not use) and whether it is in use.
 */
export function AccountFormDialog({ account, onSaved, onClose }: AccountFormDialogProps) {
  const { api } = useServices();
  const mains = useLoader(
    useCallback((signal: AbortSignal) => (account ? Promise.resolve([]) : fetchAccounts(api, {}, signal)), [api, account]),
  ).state;
  const mainAccounts = mains.status === 'ready' ? mains.data.filter((one) => one.is_main_account) : [];
  const [values, setValues] = useState(() => initialValues(account));
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: AccountPayload | AccountChanges) =>
        account
          ? updateAccount(api, account.account_code_pk, payload as AccountChanges, signal)
          : createAccount(api, payload as AccountPayload, signal),
      [api, account],
    ),
  );
  const struct = (account ? AccountChanges : AccountPayload) as unknown as Struct<AccountPayload | AccountChanges, unknown>;
  const form = useCheckedForm(struct, {}, saving.failure?.fieldErrors);
  const title = account ? `Edit ${accountLabel(account)}` : 'Add account';
  const sub = values.level === 'sub';
  const typeFixed = account ? !account.is_main_account || account.system_key !== null : sub;
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.touch(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = { accountCode: values.accountCode, accountName: values.accountName, description: values.description };
    const payload = account
      ? form.check({ ...common, active: values.active, ...(typeFixed ? {} : { accountType: values.accountType }) })
      : form.check(
          { ...common, accountType: sub ? null : values.accountType || null, parentAccountId: sub ? values.parentAccountId || null : null },
          (entered) =>
            sub && !entered.parentAccountId
              ? [{ field: 'parentAccountId', message: 'Choose a main account' }]
              : accountPayloadErrors(entered),
        );
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title} size="lg">
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FailureNote failure={saving.failure} className="sm:col-span-2" />
        {!account && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium text-slate-700">Level</legend>
            <div className="mt-1 flex gap-6 text-sm">
              {(['main', 'sub'] as const).map((level) => (
                <label key={level} className="flex items-center gap-2">
                  <input type="radio" name="level" value={level} checked={values.level === level} onChange={() => set('level', level)} />
                  {level === 'main' ? 'Main account' : 'Sub-account'}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <TextField
          label="Code"
          required
          hint={ACCOUNT_CODE_RULE}
          value={values.accountCode}
          error={form.errorOf('accountCode')}
          onChange={(event) => set('accountCode', event.target.value)}
        />
        <TextField
          label="Name"
          required
          value={values.accountName}
          error={form.errorOf('accountName')}
          onChange={(event) => set('accountName', event.target.value)}
        />
        {sub && !account ? (
          <SelectInput<string>
            label="Main account"
            required
            value={values.parentAccountId}
            placeholder={mains.status === 'loading' ? 'Loading the main accounts…' : 'Choose the main account'}
            error={form.errorOf('parentAccountId') ?? (mains.status === 'failed' ? mains.failure.message : undefined)}
            options={mainAccounts.map((main) => ({ value: main.account_code_pk, label: accountLabel(main) }))}
            onChange={(value) => set('parentAccountId', value)}
          />
        ) : (
          <SelectInput<AccountSubTypeCode>
            label="Type"
            required
            disabled={typeFixed}
            value={values.accountType}
            placeholder="Choose the account type"
            options={TYPE_OPTIONS}
            error={form.errorOf('accountType')}
            onChange={(value) => set('accountType', value)}
          />
        )}
        <TextField
          label="Description"
          value={values.description}
          error={form.errorOf('description')}
          onChange={(event) => set('description', event.target.value)}
        />
        {typeFixed && account && (
          <p className="text-xs text-slate-500 sm:col-span-2">
            {account.system_key
              ? 'The system posts to this account itself, so its type stays.'
              : 'A sub-account takes the type of its main account.'}
          </p>
        )}
        {sub && !account && <p className="text-xs text-slate-500 sm:col-span-2">A sub-account takes the type of its main account.</p>}
        {account && (
          <Checkbox
            label="Active: transactions and payments may use it"
            checked={values.active}
            disabled={account.system_key !== null}
            onChange={(active) => set('active', active)}
            className="sm:col-span-2"
          />
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
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
