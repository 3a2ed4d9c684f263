import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { signingRequestMachine, type SigningRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { SENT_REQUEST, SIGNING_SUBJECT, withStatus } from '../../tests/support/signing-request-fixtures';
import { leafStates, toStateValue } from '../support/leaf-states';
import { inertSigningRequestMachine as inertMachine, SigningRequestScreen } from './signing-request.screen';
import type { SigningRequestContext } from '../../machines/signing-request/signing-request.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The context each leaf state holds, as its own transitions would have left it. */
function signingContextFor(state: string): SigningRequestContext {
  const base: SigningRequestContext = {
    ...SIGNING_SUBJECT,
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
  return createActor(inertMachine, { snapshot, input: SIGNING_SUBJECT });
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
  return actor ? <SigningRequestScreen actor={actor} /> : null;
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
