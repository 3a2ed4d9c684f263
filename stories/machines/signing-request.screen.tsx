import { fromPromise, type ActorRefFrom } from 'xstate';
import { signingRequestMachine, type SigningRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { SigningRequestView } from '../../src/app/signing/signing-request-view';
import type { SigningRequest, SigningRequestPayload } from '../../machines/signing-request/signing-request.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
export const inertSigningRequestMachine = signingRequestMachine.provide({
  actors: {
    sendRequest: fromPromise<SigningRequest, SigningRequestPayload>(() => pending()),
    cancelRequest: fromPromise<SigningRequest, { id: string }>(() => pending()),
    resendRequest: fromPromise<SigningRequest, { id: string }>(() => pending()),
  },
});

/** A document's signing request over a signing request actor, as its state stories and the walker show it. */
export function SigningRequestScreen({ actor }: { actor: ActorRefFrom<SigningRequestMachine> }) {
  return (
    <div className="max-w-lg bg-white p-6">
      <SigningRequestView actor={actor} />
    </div>
  );
}
