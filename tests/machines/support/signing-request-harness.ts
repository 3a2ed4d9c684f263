import { createActor } from 'xstate';
import { signingRequestMachine } from '../../../machines/signing-request/signing-request.machine';
import { SIGNING_SUBJECT } from '../../support/signing-request-fixtures';
import { controlledActors, harnessOf } from './controlled-actors';
import type { SigningRequest, SigningRequestInput, SigningRequestPayload } from '../../../machines/signing-request/signing-request.types';
import type { SigningRequestActorName } from '../../../stories/machines/signing-request.model';

type Outputs = Record<SigningRequestActorName, SigningRequest>;

export { FAILURES, type SigningRequestActorName } from '../../../stories/machines/signing-request.model';

/** The signing request machine over calls that stay pending until the test settles them. */
export function createSigningRequestHarness(input: Partial<SigningRequestInput> = {}) {
  const stand = controlledActors<SigningRequestActorName, Outputs>();
  const { controlled } = stand;
  const machine = signingRequestMachine.provide({
    actors: {
      sendRequest: controlled<SigningRequest, SigningRequestPayload>('sendRequest'),
      cancelRequest: controlled<SigningRequest, { id: string }>('cancelRequest'),
      resendRequest: controlled<SigningRequest, { id: string }>('resendRequest'),
    },
  });
  const fullInput: SigningRequestInput = { ...SIGNING_SUBJECT, ...input };
  return harnessOf(machine, createActor(machine, { input: fullInput }), stand, { input: fullInput });
}

export type SigningRequestHarness = ReturnType<typeof createSigningRequestHarness>;
