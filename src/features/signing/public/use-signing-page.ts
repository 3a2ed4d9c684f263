import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { signingPageMachine, type SigningPageMachine } from '../../../../machines/signing-page/signing-page.machine';
import { useServices } from '../../../app/session/session-context';
import { createSigningPageActors } from './signing-page-actors';
import type { SignatureMethod } from '../../../../machines/signing-page/signing-page.types';
import type { ActorRefFrom } from 'xstate';

export type SigningPageActor = ActorRefFrom<SigningPageMachine>;

/** The page's signing actor for the mailed link's key, with the real API. */
export function useSigningPageActor(key: string): SigningPageActor {
  const { api } = useServices();
  return useActorRef(signingPageMachine.provide({ actors: createSigningPageActors(api) }), { input: { key } });
}

/** What the signer can do, as named commands. */
export function useSigningCommands(actor: SigningPageActor) {
  return useMemo(
    () => ({
      choose: (method: SignatureMethod) => actor.send({ type: 'signature.choose', method }),
      draw: (image: string | null) => actor.send({ type: 'signature.draw', image }),
      type: (name: string) => actor.send({ type: 'signature.type', name }),
      consent: (value: boolean) => actor.send({ type: 'signature.consent', value }),
      sign: () => actor.send({ type: 'signature.sign' }),
      retry: () => actor.send({ type: 'signature.retry' }),
    }),
    [actor],
  );
}
