import { shallowEqual } from '@xstate/react';
import { MAIL_SECURITIES, MAIL_SECURITY_LABELS } from '../../../domain/mail-connection';
import {
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectIsSaving,
  selectIsTesting,
  selectSendToMe,
  selectSettings,
} from '../../../machines/mail-connection/mail-connection.selectors';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useMailConnectionSelector } from './mail-connection-context';
import { useMailConnectionCommands } from './use-mail-connection';
import type { MailSecurity } from '../../../domain/mail-connection';
import type { ConnectionField } from '../../../machines/mail-connection/mail-connection.types';

const SECURITY_OPTIONS = MAIL_SECURITIES.map((value) => ({ value, label: MAIL_SECURITY_LABELS[value] }));

const TEXT_FIELDS: { field: ConnectionField; label: string; type?: string; hint?: string; required?: boolean }[] = [
  { field: 'host', label: 'Mail server', hint: 'e.g. smtp.example.ng', required: true },
  { field: 'port', label: 'Port', type: 'number', hint: '587 for STARTTLS, 465 for TLS, 25 for none', required: true },
  { field: 'username', label: 'User name', hint: 'Blank when the server takes mail without signing in' },
  { field: 'senderName', label: 'Sender name', hint: 'The name clients see the mail come from', required: true },
  { field: 'senderAddress', label: 'Sender address', type: 'email', required: true },
  { field: 'replyTo', label: 'Reply-to address', type: 'email', hint: 'Where replies go, when not to the sender' },
];

/** The connection's fields, the password shown as set without revealing it, and Save / Test connection. */
export function ConnectionFields() {
  const form = useMailConnectionSelector(selectForm, shallowEqual);
  const errors = useMailConnectionSelector(selectFieldErrors, shallowEqual);
  const settings = useMailConnectionSelector(selectSettings);
  const sendToMe = useMailConnectionSelector(selectSendToMe);
  const busy = useMailConnectionSelector(selectIsBusy);
  const saving = useMailConnectionSelector(selectIsSaving);
  const testing = useMailConnectionSelector(selectIsTesting);
  const { edit, chooseSendToMe, save, test } = useMailConnectionCommands();
  const passwordSet = settings?.password_set === true;
  const field = ({ field: name, label, type, hint, required }: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name}
      label={label}
      type={type ?? 'text'}
      hint={hint}
      required={required}
      value={form[name]}
      error={errors[name]}
      disabled={busy}
      onChange={(event) => edit(name, event.target.value)}
    />
  );
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.slice(0, 2).map(field)}
        <SelectInput<MailSecurity>
          label="Security"
          value={form.security}
          options={SECURITY_OPTIONS}
          error={errors.security}
          disabled={busy}
          required
          onChange={(value) => edit('security', value)}
        />
        {field(TEXT_FIELDS[2]!)}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          placeholder={passwordSet ? '•••••••• (set)' : ''}
          hint={passwordSet ? 'A password is set: leave this blank to keep it' : 'No password is set'}
          error={errors.password}
          disabled={busy}
          onChange={(event) => edit('password', event.target.value)}
        />
        {TEXT_FIELDS.slice(3).map(field)}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} disabled={busy}>
          Save
        </Button>
        <Button type="button" variant="secondary" busy={testing} disabled={busy} onClick={test}>
          Test connection
        </Button>
        <Checkbox label="Send me a test mail" checked={sendToMe} disabled={busy} onChange={chooseSendToMe} />
      </div>
    </form>
  );
}
