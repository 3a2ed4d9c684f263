import { useCallback, useRef, type FormEvent } from 'react';
import { SignatoryChanges, SignatoryPayload, type Signatory } from '../../../domain/brokerage';
import { IMAGE_KINDS } from '../../../domain/upload';
import { addSignatory, updateSignatory } from '../../api/signatories';
import { useServices } from '../../app/session/session-context';
import { useUploadWizard } from '../../app/uploads/use-upload-wizard';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { SignatureInput } from './signature-input';
import type { UploadTransfer } from '../../api/uploads';
import type { Struct } from 'superstruct';

type SignatoryFormProps = { signatory: Signatory | null; onSaved: (signatory: Signatory) => void; onClose: () => void };
type Fields = SignatoryPayload | SignatoryChanges;

const initialValues = (signatory: Signatory | null): Record<string, string> => ({
  name: signatory?.name ?? '',
  designation: signatory?.designation ?? '',
  email: signatory?.email ?? '',
  phone: signatory?.phone ?? '',
  ...(signatory ? { removeSignature: 'false' } : {}),
});

/**
 * Adds or edits a signatory; the person and their signature image are sent in one request. With
 * an image the upload wizard sends that request (its checks, progress and Retry), reading the
 * fields submitted last; without one the fields go as JSON.
 */
export function SignatoryForm({ signatory, onSaved, onClose }: SignatoryFormProps) {
  const { api } = useServices();
  const save = useCallback(
    (payload: Fields, file: File | null, transfer: UploadTransfer) =>
      signatory
        ? updateSignatory(api, signatory.signatory_id, payload, file, transfer)
        : addSignatory(api, payload as SignatoryPayload, file, transfer),
    [api, signatory],
  );
  const submitted = useRef<Fields | null>(null);
  const signature = useUploadWizard({
    accept: IMAGE_KINDS,
    confirm: true,
    send: (file, transfer) => save(submitted.current!, file, transfer),
    onUploaded: onSaved,
  });
  const saving = useSending(useCallback((signal: AbortSignal, payload: Fields) => save(payload, null, { signal }), [save]));
  const struct = (signatory ? SignatoryChanges : SignatoryPayload) as unknown as Struct<Fields, unknown>;
  const form = useCheckedForm(struct, initialValues(signatory), (saving.failure ?? signature.failureDetail)?.fieldErrors);
  const title = signatory ? `Edit ${signatory.name}` : 'Add signatory';
  const busy = saving.sending || signature.slot === 'uploading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    if (signature.file) {
      submitted.current = payload;
      saving.clearFailure();
      signature.send();
      return;
    }
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  const failure = saving.failure;
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={title}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {failure && Object.keys(failure.fieldErrors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {failure.message}
          </p>
        )}
        <TextField label="Name" required {...form.field('name')} />
        <TextField label="Designation" required hint="e.g. Managing Director" {...form.field('designation')} />
        <TextField label="Email" type="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" {...form.field('phone')} />
        <SignatureInput current={signatory?.signature_url ?? null} wizard={signature} />
        {signatory?.signature_file && !signature.file && (
          <Checkbox
            label="Remove the signature"
            checked={form.values.removeSignature === 'true'}
            onChange={(checked) => form.set('removeSignature', String(checked))}
            className="sm:col-span-2"
          />
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {signatory ? 'Save signatory' : 'Add signatory'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
