import { describe, expect, it } from 'vitest';
import { awaitsPremium, unpaidEndorsementRefusal } from '../../domain/policies';
import {
  selectApplyBlock,
  selectAwaitsPremium,
  selectDialog,
  selectDialogStep,
  selectDocument,
  selectOffers,
  selectReason,
  selectSlot,
} from '../../machines/endorsement-lifecycle/endorsement-lifecycle.selectors';
import {
  createEndorsementHarness,
  ENDORSED_POLICY,
  ENDORSEMENT_ID,
  ENDORSEMENT_PDF,
  ENDORSEMENTS,
  FAILURES,
  MANAGER,
  openedAs,
  POLICY_ID,
  READER,
} from './support/endorsement-lifecycle-harness';

const offered = (harness: Awaited<ReturnType<typeof openedAs>>) =>
  Object.entries(selectOffers(harness.state()))
    .filter(([, offer]) => offer)
    .map(([type]) => type.replace('endorsement.', ''))
    .sort();

const REASON = 'The valuation report is from 2024';

describe('endorsement lifecycle: loading', () => {
  it('loads the endorsement by its id and rests in the state its status says', async () => {
    const harness = createEndorsementHarness().start();
    expect(selectSlot(harness.state())).toBe('loading');
    expect(harness.inputOf('loadEndorsement')).toEqual({ endorsementId: ENDORSEMENT_ID });
    await harness.resolve('loadEndorsement', ENDORSEMENTS.pending);
    expect(harness.state().value).toEqual({ loaded: { idle: 'pending' } });
    expect(harness.state().context.endorsement?.endorsement_number).toBe('END/2026/000003');
  });

  it.each([
    ['pending', { idle: 'pending' }],
    ['awaitingPremium', { idle: { approved: 'awaitingPremium' } }],
    ['approved', { idle: { approved: 'ready' } }],
    ['deletion', { idle: { approved: 'ready' } }],
    ['applied', { idle: 'applied' }],
    ['cancellation', { idle: 'applied' }],
    ['rejected', { idle: 'rejected' }],
  ] as const)('rests a %s endorsement in %j', async (name, value) => {
    const harness = await openedAs(ENDORSEMENTS[name]);
    expect(harness.state().value).toEqual({ loaded: value });
  });

  it('shows a status the domain does not name as it is, offering nothing but its document', async () => {
    const harness = await openedAs({ ...ENDORSEMENTS.pending, status: 'withdrawn' });
    expect(harness.state().value).toEqual({ loaded: { idle: 'unknownStatus' } });
    expect(offered(harness)).toEqual(['viewDocument']);
  });

  it('awaits the premium only while an additional premium is not received in full, as the domain says', async () => {
    for (const endorsement of Object.values(ENDORSEMENTS)) {
      const harness = await openedAs(endorsement);
      const awaiting = endorsement.status === 'approved' && awaitsPremium(endorsement);
      expect(harness.state().matches({ loaded: { idle: { approved: 'awaitingPremium' } } }), endorsement.endorsement_number).toBe(awaiting);
      expect(selectAwaitsPremium(harness.state())).toBe(awaiting);
    }
  });

  it('keeps why the load failed (404 is not found) and loads again on retry', async () => {
    const harness = createEndorsementHarness().start();
    await harness.reject('loadEndorsement', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.state().context.failure).toMatchObject({ status: 404, message: 'Endorsement not found' });
    harness.send({ type: 'endorsement.retry' });
    expect(harness.state().context.failure).toBeNull();
    await harness.resolve('loadEndorsement', ENDORSEMENTS.approved);
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'ready' } } });
  });
});

describe('endorsement lifecycle: what is offered', () => {
  it('offers each move only from the statuses the domain allows, to a holder of Manage Endorsements', async () => {
    expect(offered(await openedAs(ENDORSEMENTS.pending))).toEqual(['approve', 'reject', 'upload', 'viewDocument']);
    expect(offered(await openedAs(ENDORSEMENTS.awaitingPremium))).toEqual(['apply', 'upload', 'viewDocument']);
    expect(offered(await openedAs(ENDORSEMENTS.approved))).toEqual(['apply', 'upload', 'viewDocument']);
    expect(offered(await openedAs(ENDORSEMENTS.applied))).toEqual(['upload', 'viewDocument']);
    expect(offered(await openedAs(ENDORSEMENTS.rejected))).toEqual(['viewDocument']);
  });

  it('offers a reader only the document, whatever the status, and ignores what they send', async () => {
    for (const endorsement of Object.values(ENDORSEMENTS)) {
      const harness = await openedAs(endorsement, READER);
      expect(offered(harness)).toEqual(['viewDocument']);
      const resting = harness.state().value;
      for (const type of ['endorsement.approve', 'endorsement.reject', 'endorsement.apply', 'endorsement.upload'] as const)
        harness.send({ type });
      expect(harness.state().value).toEqual(resting);
      expect(harness.invocations.map((call) => call.id)).toEqual(['loadEndorsement']);
    }
  });

  it('ignores a move the status does not allow, without a call', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.apply' });
    expect(harness.state().value).toEqual({ loaded: { idle: 'pending' } });
    const applied = await openedAs(ENDORSEMENTS.applied);
    applied.send({ type: 'endorsement.approve' });
    applied.send({ type: 'endorsement.reject' });
    applied.send({ type: 'endorsement.apply' });
    expect(applied.state().value).toEqual({ loaded: { idle: 'applied' } });
    expect([...harness.invocations, ...applied.invocations].map((call) => call.id)).toEqual(['loadEndorsement', 'loadEndorsement']);
  });
});

describe('endorsement lifecycle: the decision', () => {
  it('asks, approves, announces it and reads the endorsement again, resting where its status says', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.approve' });
    expect(harness.state().value).toEqual({ loaded: { approving: 'confirming' } });
    expect(harness.invocations).toHaveLength(1);
    harness.send({ type: 'endorsement.confirm' });
    expect(selectDialogStep(harness.state())).toBe('busy');
    expect(harness.inputOf('approveEndorsement')).toEqual({ endorsementId: ENDORSEMENT_ID, decision: { status: 'approved' } });
    await harness.resolve('approveEndorsement', ENDORSEMENTS.awaitingPremium);
    expect(harness.announced).toEqual([{ move: 'approved', status: 'approved' }]);
    expect(harness.state().value).toEqual({ loaded: 'reloading' });
    expect(harness.inputOf('reloadEndorsement')).toEqual({ endorsementId: ENDORSEMENT_ID });
    await harness.resolve('reloadEndorsement', ENDORSEMENTS.awaitingPremium);
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'awaitingPremium' } } });
  });

  it('shows a network failure in the dialog and sends again on retry; a 409 may only be closed', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.approve' });
    harness.send({ type: 'endorsement.confirm' });
    await harness.reject('approveEndorsement', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: { approving: 'failed' } });
    expect(selectDialog(harness.state())).toBe('approving');
    expect(selectDialogStep(harness.state())).toBe('failed');
    harness.send({ type: 'endorsement.retry' });
    expect(harness.isRunning('approveEndorsement')).toBe(true);
    await harness.reject('approveEndorsement', FAILURES.decided);
    expect(harness.state().context.failure).toMatchObject({
      status: 409,
      message: 'Only a pending endorsement can be approved; this one is rejected',
    });
    harness.send({ type: 'endorsement.retry' });
    expect(harness.state().value).toEqual({ loaded: { approving: 'failed' } });
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: 'pending' } });
    expect(harness.state().context.failure).toBeNull();
    expect(harness.invocations.filter((call) => call.id === 'approveEndorsement')).toHaveLength(2);
  });

  it('refuses a blank or too long reason without a call, keeping what was typed', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.reject' });
    expect(harness.state().value).toEqual({ loaded: { rejecting: 'editing' } });
    harness.send({ type: 'endorsement.giveReason', reason: '   ' });
    expect(harness.state().value).toEqual({ loaded: { rejecting: 'failed' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ reason: 'Say why' });
    const long = 'x'.repeat(501);
    harness.send({ type: 'endorsement.giveReason', reason: long });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ reason: 'Must be at most 500 characters' });
    expect(selectReason(harness.state())).toBe(long);
    expect(harness.invocations).toHaveLength(1);
  });

  it('rejects with the trimmed reason, keeping it through a network failure for the retry', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.reject' });
    harness.send({ type: 'endorsement.giveReason', reason: ` ${REASON} ` });
    expect(harness.inputOf('rejectEndorsement')).toEqual({
      endorsementId: ENDORSEMENT_ID,
      decision: { status: 'rejected', reason: REASON },
    });
    await harness.reject('rejectEndorsement', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: { rejecting: 'failed' } });
    expect(selectReason(harness.state())).toBe(` ${REASON} `);
    harness.send({ type: 'endorsement.retry' });
    expect(harness.inputOf('rejectEndorsement')).toEqual({
      endorsementId: ENDORSEMENT_ID,
      decision: { status: 'rejected', reason: REASON },
    });
    await harness.resolve('rejectEndorsement', ENDORSEMENTS.rejected);
    expect(harness.announced).toEqual([{ move: 'rejected', status: 'rejected' }]);
    await harness.resolve('reloadEndorsement', ENDORSEMENTS.rejected);
    expect(harness.state().value).toEqual({ loaded: { idle: 'rejected' } });
    expect(selectReason(harness.state())).toBe('');
  });

  it('shows the server’s field error for the reason, and sends again what is typed next', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.reject' });
    harness.send({ type: 'endorsement.giveReason', reason: REASON });
    await harness.reject('rejectEndorsement', FAILURES.reasonTooLong);
    expect(harness.state().context.failure?.fieldErrors).toEqual({ reason: 'Must be at most 500 characters' });
    expect(harness.state().can({ type: 'endorsement.retry' })).toBe(false);
    harness.send({ type: 'endorsement.giveReason', reason: 'Too short a valuation' });
    expect(harness.state().context.failure).toBeNull();
    expect(harness.isRunning('rejectEndorsement')).toBe(true);
  });
});

describe('endorsement lifecycle: No Premium, No Cover', () => {
  it('refuses to apply with the domain’s reason and makes no call while the additional premium is not in', async () => {
    const harness = await openedAs(ENDORSEMENTS.awaitingPremium);
    const reason = unpaidEndorsementRefusal('INV/2026/000214');
    expect(selectApplyBlock(harness.state())).toBe(reason);
    expect(selectOffers(harness.state())['endorsement.apply']).toBe(true);
    harness.send({ type: 'endorsement.apply' });
    expect(harness.state().value).toEqual({ loaded: 'applyRefused' });
    expect(harness.state().context.applyRefusal).toBe(reason);
    harness.send({ type: 'endorsement.confirm' });
    expect(harness.state().value).toEqual({ loaded: 'applyRefused' });
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'awaitingPremium' } } });
    expect(harness.state().context.applyRefusal).toBeNull();
    expect(harness.invocations.map((call) => call.id)).toEqual(['loadEndorsement']);
  });

  it('does not hold back a return premium, nor an additional one paid in full', async () => {
    expect(selectApplyBlock((await openedAs(ENDORSEMENTS.deletion)).state())).toBeNull();
    expect(selectApplyBlock((await openedAs(ENDORSEMENTS.approved)).state())).toBeNull();
  });

  it('applies a paid change to its policy, reads the endorsement again, and shows the server’s 409 in its words', async () => {
    const harness = await openedAs(ENDORSEMENTS.approved);
    harness.send({ type: 'endorsement.apply' });
    expect(harness.state().value).toEqual({ loaded: { applying: 'confirming' } });
    harness.send({ type: 'endorsement.confirm' });
    expect(harness.inputOf('applyEndorsement')).toEqual({ endorsementId: ENDORSEMENT_ID, policyId: POLICY_ID });
    await harness.reject('applyEndorsement', FAILURES.unpaid);
    expect(harness.state().value).toEqual({ loaded: { applying: 'failed' } });
    expect(harness.state().context.failure).toMatchObject({ status: 409, message: FAILURES.unpaid.message });
    expect(harness.state().can({ type: 'endorsement.retry' })).toBe(false);
    harness.send({ type: 'endorsement.close' });
    harness.send({ type: 'endorsement.apply' });
    harness.send({ type: 'endorsement.confirm' });
    await harness.resolve('applyEndorsement', ENDORSED_POLICY);
    // The policy is the answer: the endorsement shown stays until it is read again.
    expect(harness.announced).toEqual([{ move: 'applied', status: 'approved' }]);
    expect(harness.state().context.endorsement?.status).toBe('approved');
    await harness.resolve('reloadEndorsement', ENDORSEMENTS.applied);
    expect(harness.state().value).toEqual({ loaded: { idle: 'applied' } });
  });
});

describe('endorsement lifecycle: documents and reloads', () => {
  it('takes the wizard’s answer for this endorsement only, then reads it again', async () => {
    const harness = await openedAs(ENDORSEMENTS.applied);
    harness.send({ type: 'endorsement.upload' });
    expect(harness.state().value).toEqual({ loaded: 'uploading' });
    harness.send({ type: 'endorsement.documentUploaded', endorsement: ENDORSEMENTS.deletion });
    expect(harness.state().value).toEqual({ loaded: 'uploading' });
    harness.send({ type: 'endorsement.documentUploaded', endorsement: ENDORSEMENTS.applied });
    expect(harness.announced).toEqual([{ move: 'documentUploaded', status: 'applied' }]);
    expect(harness.state().value).toEqual({ loaded: 'reloading' });
    expect(harness.isRunning('reloadEndorsement')).toBe(true);
  });

  it('closes the upload dialog back to where the endorsement rests', async () => {
    const harness = await openedAs(ENDORSEMENTS.awaitingPremium);
    harness.send({ type: 'endorsement.upload' });
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'awaitingPremium' } } });
  });

  it('fetches the PDF for anyone who may read the endorsement, shows it, and forgets it on close', async () => {
    const harness = await openedAs(ENDORSEMENTS.rejected, READER);
    harness.send({ type: 'endorsement.viewDocument' });
    expect(harness.state().value).toEqual({ loaded: { viewingDocument: 'fetching' } });
    expect(selectDialogStep(harness.state())).toBe('busy');
    expect(harness.inputOf('loadDocument')).toEqual({ endorsementId: ENDORSEMENT_ID });
    await harness.resolve('loadDocument', ENDORSEMENT_PDF);
    expect(harness.state().value).toEqual({ loaded: { viewingDocument: 'showing' } });
    expect(selectDocument(harness.state())).toBe(ENDORSEMENT_PDF);
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: 'rejected' } });
    expect(selectDocument(harness.state())).toBeNull();
  });

  it('says why the PDF could not be read and asks again, whatever the failure', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.viewDocument' });
    await harness.reject('loadDocument', FAILURES.notFound);
    expect(harness.state().value).toEqual({ loaded: { viewingDocument: 'failed' } });
    expect(selectDialogStep(harness.state())).toBe('failed');
    harness.send({ type: 'endorsement.retry' });
    expect(harness.state().context.failure).toBeNull();
    await harness.reject('loadDocument', FAILURES.server);
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: 'pending' } });
    expect(harness.state().context.failure).toBeNull();
    expect(harness.invocations.filter((call) => call.id === 'loadDocument')).toHaveLength(2);
  });

  it('keeps showing the endorsement when the reload fails, and reads it again on retry', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending, MANAGER);
    harness.send({ type: 'endorsement.approve' });
    harness.send({ type: 'endorsement.confirm' });
    await harness.resolve('approveEndorsement', ENDORSEMENTS.approved);
    await harness.reject('reloadEndorsement', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: 'reloadFailed' });
    expect(harness.state().context.endorsement?.status).toBe('approved');
    harness.send({ type: 'endorsement.retry' });
    await harness.resolve('reloadEndorsement', ENDORSEMENTS.approved);
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'ready' } } });
  });

  it('closes a failed reload back to the status the call answered', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending, MANAGER);
    harness.send({ type: 'endorsement.approve' });
    harness.send({ type: 'endorsement.confirm' });
    await harness.resolve('approveEndorsement', ENDORSEMENTS.awaitingPremium);
    await harness.reject('reloadEndorsement', FAILURES.network);
    harness.send({ type: 'endorsement.close' });
    expect(harness.state().value).toEqual({ loaded: { idle: { approved: 'awaitingPremium' } } });
  });

  it('aborts the call when the page is left (the actor stops)', async () => {
    const harness = await openedAs(ENDORSEMENTS.pending);
    harness.send({ type: 'endorsement.approve' });
    harness.send({ type: 'endorsement.confirm' });
    const call = harness.invocations.find((invocation) => invocation.id === 'approveEndorsement')!;
    harness.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});
