import { useEffect, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { signingRequestMachine, type SigningRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { SigningRequestView } from '../../src/features/signing/signing-request-view';
import { leafStates, toStateValue } from '../support/leaf-states';
import type {
  SigningRequest,
  SigningRequestContext,
  SigningRequestPayload,
  SigningStatus,
} from '../../machines/signing-request/signing-request.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A proposal form sent to the client, as the server answers it. */
const SENT_REQUEST: SigningRequest = {
  id: '7f1c2b9e-4a57-4d8e-9b61-0c3f3e2a1d10',
  subject_kind: 'proposal_form',
  subject_id: '2d6f0a8b-35c4-4c1e-8f7a-9a0b1c2d3e4f',
  document_title: 'Proposal form motor proposal.pdf (QR/2026/000014)',
  signer_name: 'Adaeze Okafor',
  signer_email: 'adaeze.okafor@example.ng',
  status: 'sent',
  expires_at: '2026-12-06T09:00:00.000Z',
  sent_at: '2026-11-29T09:00:00.000Z',
  opened_at: null,
  signed_at: null,
  cancelled_at: null,
  reminded_at: null,
  signer_ip: null,
  signed_sha256: null,
  original_sha256: 'a3f5c0d2e1b4a6978c5d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b',
  created_at: '2026-11-29T09:00:00.000Z',
};

const withStatus = (status: SigningStatus, overrides: Partial<SigningRequest> = {}): SigningRequest => ({
  ...SENT_REQUEST,
  status,
  ...overrides,
});

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
const inertMachine = signingRequestMachine.provide({
  actors: {
    sendRequest: fromPromise<SigningRequest, SigningRequestPayload>(() => pending()),
    cancelRequest: fromPromise<SigningRequest, { id: string }>(() => pending()),
    resendRequest: fromPromise<SigningRequest, { id: string }>(() => pending()),
  },
});

/** The context each leaf state holds, as its own transitions would have left it. */
function signingContextFor(state: string): SigningRequestContext {
  const base: SigningRequestContext = {
    subjectKind: 'proposal_form',
    subjectId: SENT_REQUEST.subject_id,
    form: { signerName: 'Adaeze Okafor', signerEmail: 'adaeze.okafor@example.ng' },
    fieldErrors: {},
    request: null,
    failure: null,
  };
  switch (state) {
    case 'draft':
      return { ...base, form: { signerName: '', signerEmail: '' } };
    case 'failed':
      return { ...base, failure: { message: 'You are not allowed to do this', status: 403, fieldErrors: {} } };
    case 'sent':
    case 'cancelling':
    case 'resending':
      return { ...base, request: SENT_REQUEST };
    case 'opened':
      return { ...base, request: withStatus('opened', { opened_at: '2026-11-29T10:12:00.000Z' }) };
    case 'signed':
      return {
        ...base,
        request: withStatus('signed', {
          opened_at: '2026-11-29T10:12:00.000Z',
          signed_at: '2026-11-29T10:15:00.000Z',
          signer_ip: '102.89.33.7',
          signed_sha256: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
        }),
      };
    case 'expired':
      return { ...base, request: withStatus('expired') };
    case 'cancelled':
      return { ...base, request: withStatus('cancelled', { cancelled_at: '2026-11-29T11:00:00.000Z' }) };
    default:
      return base;
  }
}

function actorIn(state: string): ActorRefFrom<SigningRequestMachine> {
  if (!leafStates(signingRequestMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the signing request machine`);
  const snapshot = inertMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<SigningRequestMachine>['value'],
    context: signingContextFor(state),
  });
  return createActor(inertMachine, { snapshot, input: { subjectKind: 'proposal_form', subjectId: SENT_REQUEST.subject_id } });
}

/** A document's signing request over an actor resolved into the state. */
function SigningRequestStory({ state }: { state: string }) {
  const [actor, setActor] = useState<ActorRefFrom<SigningRequestMachine> | null>(null);
  useEffect(() => {
    const started = actorIn(state);
    started.start();
    setActor(started);
    return () => started.stop();
  }, [state]);
  if (!actor) return null;
  return (
    <div className="max-w-lg bg-white p-6">
      <SigningRequestView actor={actor} />
    </div>
  );
}

/** A proposal form sent for signature, one story per state of the signing request machine. */
const meta = {
  title: 'Machines/Signing request',
  parameters: { layout: 'padded' },
  render: (_args, { parameters }) => <SigningRequestStory state={(parameters as MachineStoryParameters).state} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (state: string, name = state): Story => ({ name, parameters: { machine: 'signing-request', state } });

export const Draft = story('draft', 'draft: who is to sign');
export const Sending = story('sending');
export const Failed = story('failed', 'failed: the request was refused');
export const Sent = story('sent', 'sent: mailed to the client');
export const Opened = story('opened', 'opened: the client is looking at it');
export const Cancelling = story('cancelling');
export const Resending = story('resending');
export const Signed = story('signed', 'signed: stamped and hashed');
export const Expired = story('expired', 'expired: the link ran out');
export const Cancelled = story('cancelled', 'cancelled by the broker');
