import { useCallback, type FormEvent } from 'react';
import { ProfilePayload, type UserDetails } from '../../../domain/profile';
import { saveOwnProfile } from '../../api/profile';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';

/** Name and phone; the username follows the name on the server. */
export function OwnProfileForm({ user, onSaved }: { user: UserDetails; onSaved: (user: UserDetails) => void }) {
  const { api } = useServices();
  const saving = useSending(useCallback((signal: AbortSignal, payload: ProfilePayload) => saveOwnProfile(api, payload, signal), [api]));
  const form = useCheckedForm(
    ProfilePayload,
    { firstName: user.basicDetails.firstname, lastName: user.basicDetails.lastname, phone: user.basicDetails.phone ?? '' },
    saving.failure?.fieldErrors,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload);
    if (!saved) return;
    onSaved(saved);
    notify.success('Your profile has been updated');
  };

  const failure = saving.failure;
  return (
    <form noValidate aria-label="Name and phone" onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      {failure && Object.keys(failure.fieldErrors).length === 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
          {failure.message}
        </p>
      )}
      <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      <TextField label="Phone" type="tel" autoComplete="tel" hint="A Nigerian mobile number, e.g. 0803 123 4567" {...form.field('phone')} />
      <div className="flex items-end sm:col-span-2">
        <Button type="submit" busy={saving.sending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
