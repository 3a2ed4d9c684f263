import { MailConnectionPayload, type MailConnectionSettings } from '../../domain/mail-connection';
import { validatePayload } from '../../domain/validation';
import type { ConnectionForm, ConnectionSave, MailConnectionTestPayload, RequestFailure } from './mail-connection.types';

// The form of the mail connection, checked with the struct the server checks it with.

const INVALID_FORM = 'Please correct the highlighted fields';

/** The saved connection as the form shows it (its password never comes back: the field starts blank). */
export function formOf(settings: MailConnectionSettings | null): ConnectionForm {
  return {
    host: settings?.host ?? '',
    port: settings?.port ? String(settings.port) : '587',
    security: settings?.security ?? 'starttls',
    username: settings?.username ?? '',
    password: '',
    senderName: settings?.sender_name ?? '',
    senderAddress: settings?.sender_address ?? '',
    replyTo: settings?.reply_to ?? '',
  };
}

type Checked<T> = { value: T; failure: null } | { value: null; failure: RequestFailure };

/** The form as a payload (a blank password left out, so the stored one stays), or each field's problem. */
export function checkedConnection(form: ConnectionForm): Checked<MailConnectionPayload> {
  const { password, ...rest } = form;
  const result = validatePayload(MailConnectionPayload, password ? form : rest);
  if (result.ok) return { value: result.value, failure: null };
  const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
  return { value: null, failure: { message: INVALID_FORM, status: 400, fieldErrors } };
}

/** A first connection is saved; a saved one is changed. */
export function checkedSave(form: ConnectionForm, settings: MailConnectionSettings | null): Checked<ConnectionSave> {
  const checked = checkedConnection(form);
  if (!checked.value) return checked;
  return {
    value: settings?.configured ? { kind: 'modify', change: checked.value } : { kind: 'save', payload: checked.value },
    failure: null,
  };
}

export function checkedTest(form: ConnectionForm, sendToMe: boolean): Checked<MailConnectionTestPayload> {
  const checked = checkedConnection(form);
  if (!checked.value) return checked;
  return { value: { connection: checked.value, sendToMe }, failure: null };
}
