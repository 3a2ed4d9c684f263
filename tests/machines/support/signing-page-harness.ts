import { createActor } from 'xstate';
import { signingPageMachine } from '../../../machines/signing-page/signing-page.machine';
import { SIGNING_KEY } from '../../support/signing-page-fixtures';
import { controlledActors, harnessOf } from './controlled-actors';
import type { PublicSigningRequest, SigningPageLoaded, SignInput } from '../../../machines/signing-page/signing-page.types';
import type { SigningPageActorName } from '../../../stories/machines/signing-page.model';

type Outputs = { openSigning: SigningPageLoaded; signDocument: PublicSigningRequest };

export { FAILURES, type SigningPageActorName } from '../../../stories/machines/signing-page.model';

/** The public signing page's machine over calls that stay pending until the test settles them. */
export function createSigningPageHarness() {
  const stand = controlledActors<SigningPageActorName, Outputs>();
  const { controlled } = stand;
  const machine = signingPageMachine.provide({
    actors: {
      openSigning: controlled<SigningPageLoaded, { key: string }>('openSigning'),
      signDocument: controlled<PublicSigningRequest, SignInput>('signDocument'),
    },
  });
  const input = { key: SIGNING_KEY };
  return harnessOf(machine, createActor(machine, { input }), stand, { input });
}

export type SigningPageHarness = ReturnType<typeof createSigningPageHarness>;
