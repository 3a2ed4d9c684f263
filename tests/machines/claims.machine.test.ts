import { describe, expect, it } from 'vitest';
import { documentsMissingRefusal, EXCESS_ABOVE_OFFER, REASON_NEEDED } from '../../domain/claims';
import {
  selectCommentStep,
  selectDialog,
  selectDialogStep,
  selectMoves,
  selectOffers,
  selectSlot,
  selectStale,
} from '../../machines/claims/claims.selectors';
import { blankMoveForm } from '../../machines/claims/move-form';
import { CLAIM_ID, CLAIMS, COMMENT, createClaimsHarness, FAILURES, MAIL_SENT, openedAs, READER } from './support/claims-harness';
import type { MoveForm } from '../../machines/claims/claims.types';

const form = (typed: Partial<MoveForm>): MoveForm => ({ ...blankMoveForm(), ...typed });
const OFFER = form({ offerAmount: '425,000', excess: '25,000' });
const OFFERED = { ...CLAIMS.underAdjustment, ...CLAIMS.offerReceived, updated_at: '2026-11-26T10:00:00.000Z' };
const calls = (harness: Awaited<ReturnType<typeof openedAs>>) => harness.invocations.map((call) => call.id);

describe('claims machine: loading', () => {
  it('loads the claim by its id and rests, current', async () => {
    const harness = createClaimsHarness().start();
    expect(selectSlot(harness.state())).toBe('loading');
    expect(harness.inputOf('loadClaim')).toEqual({ claimId: CLAIM_ID });
    await harness.resolve('loadClaim', CLAIMS.registered);
    expect(harness.state().value).toEqual({ ready: { work: 'idle', live: 'current' } });
    expect(harness.state().context.claim?.claim_number).toBe('CLM/2026/000004');
  });

  it('keeps why the load failed (404 is not found) and loads again on retry', async () => {
    const harness = createClaimsHarness().start();
    await harness.reject('loadClaim', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.state().context.failure).toMatchObject({ status: 404, message: 'Claim not found' });
    harness.send({ type: 'claim.retry' });
    await harness.resolve('loadClaim', CLAIMS.settled);
    expect(selectSlot(harness.state())).toBe('ready');
  });
});

describe('claims machine: what is offered', () => {
  it('offers the moves the domain allows from the status, to a holder of Update Claim', async () => {
    expect(selectMoves((await openedAs(CLAIMS.registered)).state())).toEqual(['documents_pending', 'submitted', 'withdrawn']);
    expect(selectMoves((await openedAs(CLAIMS.underAdjustment)).state())).toEqual(['offer_received', 'declined', 'withdrawn']);
    expect(selectMoves((await openedAs(CLAIMS.settled)).state())).toEqual(['closed']);
    expect(selectOffers((await openedAs(CLAIMS.registered)).state())).toEqual({ edit: true, notify: true, upload: true, comment: true });
    expect(selectOffers((await openedAs(CLAIMS.underAdjustment)).state()).edit).toBe(false);
  });

  it('offers a reader nothing and ignores what they send', async () => {
    const harness = await openedAs(CLAIMS.registered, READER);
    expect(selectMoves(harness.state())).toEqual([]);
    expect(Object.values(selectOffers(harness.state()))).toEqual([false, false, false, false]);
    harness.send({ type: 'claim.move', to: 'submitted' });
    harness.send({ type: 'claim.edit' });
    harness.send({ type: 'claim.comment', comment: 'Hello' });
    harness.send({ type: 'claim.notify' });
    harness.send({ type: 'claim.upload', documentName: null });
    expect(harness.state().value).toEqual({ ready: { work: 'idle', live: 'current' } });
    expect(calls(harness)).toEqual(['loadClaim']);
  });

  it('lets whoever registers claims upload and comment, but not move, edit or mail', async () => {
    const harness = await openedAs(CLAIMS.registered, { mayUpdate: false, mayContribute: true });
    expect(selectMoves(harness.state())).toEqual([]);
    expect(selectOffers(harness.state())).toEqual({ edit: false, notify: false, upload: true, comment: true });
    harness.send({ type: 'claim.move', to: 'submitted' });
    expect(selectDialog(harness.state())).toBeNull();
  });

  it('ignores a move the status does not allow', async () => {
    const harness = await openedAs(CLAIMS.registered);
    harness.send({ type: 'claim.move', to: 'settled' });
    expect(selectDialog(harness.state())).toBeNull();
  });
});

describe('claims machine: a move', () => {
  it('refuses an excess above the offer with the domain’s message, without a call, keeping what was typed', async () => {
    const harness = await openedAs(CLAIMS.underAdjustment);
    harness.send({ type: 'claim.move', to: 'offer_received' });
    expect(harness.state().matches({ ready: { work: { moving: 'filling' } } })).toBe(true);
    harness.send({ type: 'claim.submitMove', form: form({ offerAmount: '425,000', excess: '450,000' }) });
    expect(harness.state().matches({ ready: { work: { moving: 'refused' } } })).toBe(true);
    expect(harness.state().context.failure?.fieldErrors).toEqual({ excess: EXCESS_ABOVE_OFFER });
    expect(harness.state().context.moveForm.excess).toBe('450,000');
    expect(calls(harness)).toEqual(['loadClaim']);
  });

  it('sends the offer with a fresh key, adopts the answer and announces the move', async () => {
    const harness = await openedAs(CLAIMS.underAdjustment);
    harness.send({ type: 'claim.move', to: 'offer_received' });
    harness.send({ type: 'claim.submitMove', form: { ...OFFER, reason: 'not this move’s field' } });
    expect(selectDialogStep(harness.state())).toBe('busy');
    expect(harness.inputOf('moveClaim')).toEqual({
      claimId: CLAIM_ID,
      patch: { status: 'offer_received', offerAmount: '425000.00', excess: '25000.00' },
      idempotencyKey: 'key-1',
    });
    await harness.resolve('moveClaim', OFFERED);
    expect(harness.state().value).toEqual({ ready: { work: 'idle', live: 'current' } });
    expect(harness.state().context.claim?.status).toBe('offer_received');
    expect(harness.announced).toEqual([{ kind: 'moved', to: 'offer_received' }]);
  });

  it('refuses submission while documents are missing, and a decline without a reason', async () => {
    const harness = await openedAs(CLAIMS.registered);
    harness.send({ type: 'claim.move', to: 'submitted' });
    harness.send({ type: 'claim.submitMove', form: blankMoveForm() });
    expect(harness.state().context.failure?.message).toBe(documentsMissingRefusal(CLAIMS.registered.missing_documents));
    harness.send({ type: 'claim.close' });
    const offered = await openedAs(CLAIMS.offerReceived);
    offered.send({ type: 'claim.move', to: 'declined' });
    offered.send({ type: 'claim.submitMove', form: form({ reason: '  ' }) });
    expect(offered.state().context.failure?.fieldErrors).toEqual({ reason: REASON_NEEDED });
    expect([...calls(harness), ...calls(offered)]).toEqual(['loadClaim', 'loadClaim']);
  });

  it('keeps the form through a network failure and retries with the same key; a 409 may only be resubmitted or closed', async () => {
    const harness = await openedAs(CLAIMS.underAdjustment);
    harness.send({ type: 'claim.move', to: 'offer_received' });
    harness.send({ type: 'claim.submitMove', form: OFFER });
    await harness.reject('moveClaim', FAILURES.network);
    expect(harness.state().matches({ ready: { work: { moving: 'failed' } } })).toBe(true);
    expect(harness.state().context.moveForm).toEqual(OFFER);
    harness.send({ type: 'claim.retry' });
    expect(harness.inputOf('moveClaim')).toMatchObject({ idempotencyKey: 'key-1' });
    await harness.reject('moveClaim', FAILURES.moved);
    expect(harness.state().context.failure).toMatchObject({ status: 409, message: FAILURES.moved.message });
    harness.send({ type: 'claim.retry' });
    expect(harness.isRunning('moveClaim')).toBe(false);
    harness.send({ type: 'claim.submitMove', form: OFFER });
    expect(harness.inputOf('moveClaim')).toMatchObject({ idempotencyKey: 'key-2' });
    await harness.reject('moveClaim', FAILURES.network);
    harness.send({ type: 'claim.close' });
    expect(harness.state().context).toMatchObject({ moveTo: null, failure: null });
  });

  it('shows the server’s field errors, such as an adjuster’s email it refuses', async () => {
    const harness = await openedAs(CLAIMS.submitted);
    harness.send({ type: 'claim.move', to: 'under_adjustment' });
    harness.send({ type: 'claim.submitMove', form: form({ adjusterName: 'Tunde Bakare', adjusterEmail: 'tunde@crawford.ng' }) });
    await harness.reject('moveClaim', FAILURES.invalid);
    expect(harness.state().context.failure?.fieldErrors).toEqual({ adjusterEmail: 'Enter a valid email address' });
  });
});

describe('claims machine: the facts, a comment, a mail, a document', () => {
  it('corrects the facts only before submission, refusing a blank one without a call', async () => {
    const harness = await openedAs(CLAIMS.registered);
    harness.send({ type: 'claim.edit' });
    const facts = harness.state().context.factsForm;
    expect(facts.lossPlace).toBe('Third Mainland Bridge, Lagos');
    harness.send({ type: 'claim.saveFacts', facts: { ...facts, lossPlace: '' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ lossPlace: 'This field is required' });
    harness.send({ type: 'claim.saveFacts', facts: { ...facts, lossPlace: 'Carter Bridge, Lagos' } });
    expect(harness.inputOf('saveFacts')).toMatchObject({ patch: { lossPlace: 'Carter Bridge, Lagos', estimatedLoss: '480000.00' } });
    await harness.resolve('saveFacts', { ...CLAIMS.registered, loss_place: 'Carter Bridge, Lagos' });
    expect(harness.announced).toEqual([{ kind: 'factsSaved' }]);
    expect(selectDialog(harness.state())).toBeNull();
  });

  it('appends a comment; an empty one is refused and a failed one kept for Try again', async () => {
    const harness = await openedAs(CLAIMS.offerReceived);
    harness.send({ type: 'claim.comment', comment: '   ' });
    expect(selectCommentStep(harness.state())).toBe('refused');
    harness.send({ type: 'claim.comment', comment: COMMENT.comment });
    expect(harness.inputOf('commentOnClaim')).toEqual({ claimId: CLAIM_ID, comment: COMMENT.comment });
    await harness.reject('commentOnClaim', FAILURES.network);
    expect(selectCommentStep(harness.state())).toBe('failed');
    expect(harness.state().context.comment).toBe(COMMENT.comment);
    harness.send({ type: 'claim.retry' });
    await harness.resolve('commentOnClaim', COMMENT);
    expect(harness.state().context.claim?.comments.at(-1)).toEqual(COMMENT);
    expect(harness.state().context.comment).toBe('');
    expect(selectCommentStep(harness.state())).toBe('idle');
  });

  it('sends a mail, chosen or the status’s own, and shows who it went to', async () => {
    const harness = await openedAs(CLAIMS.offerReceived);
    harness.send({ type: 'claim.notify' });
    harness.send({ type: 'claim.sendMail', event: null });
    expect(harness.inputOf('sendMail')).toEqual({ claimId: CLAIM_ID, event: null });
    await harness.reject('sendMail', FAILURES.network);
    harness.send({ type: 'claim.sendMail', event: 'offer_received' });
    await harness.resolve('sendMail', MAIL_SENT);
    expect(selectDialogStep(harness.state())).toBe('done');
    expect(harness.state().context.mailSent?.sent_to).toEqual(['chinedu.okafor@example.ng']);
    harness.send({ type: 'claim.close' });
    expect(harness.state().context.mailSent).toBeNull();
  });

  it('takes an uploaded document of this claim only', async () => {
    const harness = await openedAs(CLAIMS.registered);
    harness.send({ type: 'claim.upload', documentName: 'Police report' });
    expect(harness.state().context.uploadName).toBe('Police report');
    harness.send({ type: 'claim.documentUploaded', claim: { ...CLAIMS.submitted, claim_id: 'another' } });
    expect(selectDialog(harness.state())).toBe('uploading');
    harness.send({ type: 'claim.documentUploaded', claim: CLAIMS.submitted });
    expect(harness.state().context.claim?.missing_documents).toEqual([]);
    expect(harness.announced).toEqual([{ kind: 'documentUploaded' }]);
  });
});

describe('claims machine: live changes', () => {
  it('reads the claim again in the background, keeping a half-filled form where it is', async () => {
    const harness = await openedAs(CLAIMS.underAdjustment);
    harness.send({ type: 'claim.move', to: 'offer_received' });
    const half = form({ offerAmount: '425,000', excess: '450,000' });
    harness.send({ type: 'claim.submitMove', form: half });
    harness.send({ type: 'claim.changed' });
    expect(harness.state().value).toEqual({ ready: { work: { moving: 'refused' }, live: 'refreshing' } });
    const commented = {
      ...CLAIMS.underAdjustment,
      comments: [...CLAIMS.underAdjustment.comments, COMMENT],
      updated_at: '2026-11-26T10:00:00.000Z',
    };
    await harness.resolve('refreshClaim', commented);
    expect(harness.state().value).toEqual({ ready: { work: { moving: 'refused' }, live: 'current' } });
    expect(harness.state().context).toMatchObject({ moveTo: 'offer_received', moveForm: half });
    expect(harness.state().context.claim?.comments).toHaveLength(2);
  });

  it('never lets a slower background read undo a move just made', async () => {
    const harness = await openedAs(CLAIMS.underAdjustment);
    harness.send({ type: 'claim.changed' });
    harness.send({ type: 'claim.move', to: 'offer_received' });
    harness.send({ type: 'claim.submitMove', form: OFFER });
    await harness.resolve('moveClaim', OFFERED);
    await harness.resolve('refreshClaim', CLAIMS.underAdjustment);
    expect(harness.state().context.claim?.status).toBe('offer_received');
  });

  it('says when the claim could not be read again, and reads it on Read again', async () => {
    const harness = await openedAs(CLAIMS.offerReceived);
    harness.send({ type: 'claim.changed' });
    await harness.reject('refreshClaim', FAILURES.network);
    expect(selectStale(harness.state())?.message).toBe('Network error, please try again');
    harness.send({ type: 'claim.reload' });
    expect(harness.isRunning('refreshClaim')).toBe(true);
    await harness.resolve('refreshClaim', CLAIMS.offerReceived);
    expect(selectStale(harness.state())).toBeNull();
  });
});
