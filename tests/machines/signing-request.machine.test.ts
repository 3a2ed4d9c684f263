import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { signingRequestMachine } from '../../machines/signing-request/signing-request.machine';
import { ApiFailure } from '../../src/api/errors';
import { SENT_REQUEST, SIGNING_SUBJECT, withStatus } from '../support/signing-request-fixtures';
import type { SigningRequest, SigningRequestInput, SigningRequestPayload } from '../../machines/signing-request/signing-request.types';

function start(input: Partial<SigningRequestInput> = {}, send: () => Promise<SigningRequest> = async () => SENT_REQUEST) {
  const sent: SigningRequestPayload[] = [];
  const actor = createActor(
    signingRequestMachine.provide({
      actors: {
        sendRequest: fromPromise<SigningRequest, SigningRequestPayload>(async ({ input: payload }) => {
          sent.push(payload);
          return send();
        }),
        cancelRequest: fromPromise<SigningRequest, { id: string }>(async () => withStatus('cancelled')),
        resendRequest: fromPromise<SigningRequest, { id: string }>(async () => withStatus('opened')),
      },
    }),
    { input: { subjectKind: 'proposal_form', subjectId: '2d6f0a8b-35c4-4c1e-8f7a-9a0b1c2d3e4f', ...input } },
  );
  actor.start();
  return { actor, sent };
}

describe('the signing request machine', () => {
  it('starts as a draft, shows the signer’s problems, and sends a checked request', async () => {
    const { actor, sent } = start();
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'signing.send' });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ signerName: 'This field is required' });
    actor.send({ type: 'signing.edit', field: 'signerName', value: 'Adaeze Okafor' });
    actor.send({ type: 'signing.edit', field: 'signerEmail', value: 'Adaeze@Example.ng' });
    actor.send({ type: 'signing.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([
      {
        ...SIGNING_SUBJECT,
        signerName: 'Adaeze Okafor',
        signerEmail: 'adaeze@example.ng',
      },
    ]);
  });

  it('follows the live status of its own request only', () => {
    const { actor } = start({ request: SENT_REQUEST });
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'signing.statusChanged', id: 'another', status: 'signed' });
    expect(actor.getSnapshot().value).toBe('sent');
    actor.send({ type: 'signing.statusChanged', id: SENT_REQUEST.id, status: 'opened' });
    expect(actor.getSnapshot().value).toBe('opened');
    actor.send({ type: 'signing.statusChanged', id: SENT_REQUEST.id, status: 'signed' });
    expect(actor.getSnapshot().value).toBe('signed');
    expect(actor.getSnapshot().can({ type: 'signing.cancel' })).toBe(false);
  });

  it('cancels, and a cancelled or expired request may be sent again', async () => {
    const { actor } = start({ request: SENT_REQUEST });
    actor.send({ type: 'signing.cancel' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('cancelled'));
    actor.send({ type: 'signing.anew' });
    expect(actor.getSnapshot().value).toBe('draft');
    expect(
      start({ request: withStatus('expired') })
        .actor.getSnapshot()
        .can({ type: 'signing.anew' }),
    ).toBe(true);
  });

  it('resends and lands where the request now stands', async () => {
    const { actor } = start({ request: withStatus('opened') });
    actor.send({ type: 'signing.resend' });
    await waitFor(actor, (s) => s.matches('opened') && !s.hasTag('busy'));
    expect(actor.getSnapshot().context.request?.status).toBe('opened');
  });

  it('fails with the server’s words and keeps the form', async () => {
    const { actor } = start({ signer: { signerName: 'Adaeze Okafor', signerEmail: 'adaeze@example.ng' } }, async () => {
      throw new ApiFailure('You are not allowed to do this', 403, 'FORBIDDEN');
    });
    actor.send({ type: 'signing.send' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('You are not allowed to do this');
    expect(actor.getSnapshot().context.form.signerName).toBe('Adaeze Okafor');
  });
});
