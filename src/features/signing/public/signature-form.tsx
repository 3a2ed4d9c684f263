import { shallowEqual, useSelector } from '@xstate/react';
import { selectFailure, selectFieldErrors, selectForm, selectIsSigning } from '../../../../machines/signing-page/signing-page.selectors';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { FailureNote } from '../../../ui/failure-note';
import { TextField } from '../../../ui/text-field';
import { DrawingPad } from './drawing-pad';
import { useSigningCommands, type SigningPageActor } from './use-signing-page';
import type { SignatureMethod } from '../../../../machines/signing-page/signing-page.types';

const METHODS: { method: SignatureMethod; label: string }[] = [
  { method: 'drawn', label: 'Draw' },
  { method: 'typed', label: 'Type' },
];

/** Draw or type a signature, agree to sign electronically, and sign. */
export function SignatureForm({ actor, documentTitle }: { actor: SigningPageActor; documentTitle: string }) {
  const form = useSelector(actor, selectForm, shallowEqual);
  const problems = useSelector(actor, selectFieldErrors);
  const failure = useSelector(actor, selectFailure);
  const signing = useSelector(actor, selectIsSigning);
  const { choose, draw, type, consent, sign } = useSigningCommands(actor);
  return (
    <form
      noValidate
      aria-label="Your signature"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        sign();
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">How would you like to sign?</legend>
        <div className="mt-2 flex gap-4">
          {METHODS.map(({ method, label }) => (
            <label key={method} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="signature-method"
                checked={form.method === method}
                onChange={() => choose(method)}
                className="size-4 border-slate-300 text-brand-600 focus:ring-brand-500"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Both stay on the page, so a drawing survives a look at the other way. */}
      <div hidden={form.method !== 'drawn'}>
        <DrawingPad onDraw={draw} error={problems.image} />
      </div>
      <div hidden={form.method !== 'typed'} className="space-y-3">
        <TextField
          label="Type your full name"
          autoComplete="name"
          value={form.typedName}
          onChange={(event) => type(event.target.value)}
          error={problems.typedName}
        />
        {form.typedName.trim() && (
          <figure aria-label="Your typed signature" className="rounded-lg border border-slate-200 bg-white px-4 py-3">
            <p className="font-serif text-3xl italic text-slate-900">{form.typedName}</p>
          </figure>
        )}
      </div>
      <Checkbox
        label={`I have read “${documentTitle}” and sign it electronically`}
        checked={form.consent}
        onChange={consent}
        error={problems.consent}
      />
      <FailureNote failure={failure} />
      <Button type="submit" busy={signing}>
        Sign
      </Button>
    </form>
  );
}
