import { MemoryRouter } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { signingPageMachine, type SigningPageMachine } from '../../machines/signing-page/signing-page.machine';
import { SigningFrame } from '../../src/features/signing/public/signing-page';
import type { PublicSigningRequest, SigningPageLoaded, SignInput } from '../../machines/signing-page/signing-page.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
export const inertSigningPageMachine = signingPageMachine.provide({
  actors: {
    openSigning: fromPromise<SigningPageLoaded, { key: string }>(() => pending()),
    signDocument: fromPromise<PublicSigningRequest, SignInput>(() => pending()),
  },
});

/** The public signing page over a signing page actor, as its state stories and the walker show it (its links need a router). */
export function SigningPageScreen({ actor }: { actor: ActorRefFrom<SigningPageMachine> }) {
  return (
    <MemoryRouter>
      <SigningFrame actor={actor} />
    </MemoryRouter>
  );
}
