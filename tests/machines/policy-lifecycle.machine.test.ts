import { describe, expect, it } from 'vitest';
import { coverRefusal, REASON_NEEDED } from '../../domain/policies';
import {
  selectCoverBlock,
  selectDialog,
  selectDialogStep,
  selectMayEdit,
  selectMayRenew,
  selectOffers,
  selectSlot,
} from '../../machines/policy-lifecycle/policy-lifecycle.selectors';
import {
  BROKER,
  createPolicyHarness,
  FAILURES,
  openedAs,
  POLICIES,
  POLICY_ID,
  READER,
  READY_FOR_COVER,
  BILLED,
  NOTIFIED,
  UNBILLED,
} from './support/policy-lifecycle-harness';

const offered = (harness: Awaited<ReturnType<typeof openedAs>>) =>
  Object.entries(selectOffers(harness.state()))
    .filter(([, offer]) => offer)
    .map(([type]) => type.replace('policy.', ''))
    .sort();

describe('policy lifecycle: loading', () => {
  it('loads the policy by its id and rests idle', async () => {
    const harness = createPolicyHarness().start();
    expect(selectSlot(harness.state())).toBe('loading');
    expect(harness.inputOf('loadPolicy')).toEqual({ policyId: POLICY_ID });
    await harness.resolve('loadPolicy', POLICIES.proposal);
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.state().context.policy?.policy_number).toBe('POL/2026/000017');
  });

  it('keeps why the load failed (404 is not found) and loads again on retry', async () => {
    const harness = createPolicyHarness().start();
    await harness.reject('loadPolicy', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.state().context.failure).toMatchObject({ status: 404, message: 'Policy not found' });
    harness.send({ type: 'policy.retry' });
    expect(harness.state().context.failure).toBeNull();
    await harness.resolve('loadPolicy', POLICIES.placed);
    expect(harness.state().value).toEqual({ loaded: 'idle' });
  });
});

describe('policy lifecycle: what is offered', () => {
  it('offers each move only from the statuses the domain allows, to a broker who holds the permissions', async () => {
    expect(offered(await openedAs(POLICIES.proposal))).toEqual(['cancel', 'lapse', 'sendPlacementSlip', 'upload']);
    expect(offered(await openedAs(POLICIES.placed))).toEqual([
      'activate',
      'cancel',
      'confirmPlacement',
      'lapse',
      'recordNumber',
      'sendPlacementSlip',
      'upload',
    ]);
    // Confirmed already: the insurer's acceptance is not asked again; the premium is in, so is the credit note.
    expect(offered(await openedAs(READY_FOR_COVER))).toEqual([
      'activate',
      'cancel',
      'lapse',
      'recordNumber',
      'sendCreditNote',
      'sendPlacementSlip',
      'upload',
    ]);
    // On cover until its end: marking it expired comes once the end is past.
    expect(offered(await openedAs(POLICIES.active))).toEqual(['recordNumber', 'sendCreditNote', 'sendRenewalNotice', 'upload']);
    expect(offered(await openedAs({ ...POLICIES.active, end_date: '2026-11-25' }))).toEqual([
      'markExpired',
      'recordNumber',
      'sendCreditNote',
      'sendRenewalNotice',
      'upload',
    ]);
    expect(offered(await openedAs(POLICIES.expired))).toEqual(['lapse', 'sendCreditNote', 'sendRenewalNotice', 'upload']);
    // Not billed yet: the proposal may raise its own invoice.
    expect(offered(await openedAs(UNBILLED))).toEqual(['bill', 'cancel', 'lapse', 'sendPlacementSlip', 'upload']);
    expect(offered(await openedAs({ ...UNBILLED, status: 'placed' }))).toContain('bill');
    expect(offered(await openedAs(POLICIES.renewed))).toEqual(['sendCreditNote', 'upload']);
    expect(offered(await openedAs(POLICIES.cancelled))).toEqual([]);
  });

  it('offers nothing to a reader, whatever the status, and ignores what they send', async () => {
    for (const policy of [POLICIES.proposal, POLICIES.placed, READY_FOR_COVER, POLICIES.active]) {
      const harness = await openedAs(policy, READER);
      expect(offered(harness)).toEqual([]);
      expect(selectMayEdit(harness.state())).toBe(false);
      harness.send({ type: 'policy.activate' });
      harness.send({ type: 'policy.lapse' });
      harness.send({ type: 'policy.sendPlacementSlip' });
      expect(harness.state().value).toEqual({ loaded: 'idle' });
      expect(harness.invocations.map((call) => call.id)).toEqual(['loadPolicy']);
    }
  });

  it('links Edit for a proposal or a placed policy only', async () => {
    expect(selectMayEdit((await openedAs(POLICIES.proposal)).state())).toBe(true);
    expect(selectMayEdit((await openedAs(POLICIES.placed)).state())).toBe(true);
    expect(selectMayEdit((await openedAs(POLICIES.active)).state())).toBe(false);
  });

  it('ignores a move the status does not allow, without a call', async () => {
    const harness = await openedAs(POLICIES.proposal);
    harness.send({ type: 'policy.markExpired' });
    harness.send({ type: 'policy.confirmPlacement' });
    harness.send({ type: 'policy.recordNumber' });
    harness.send({ type: 'policy.sendCreditNote' });
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.invocations).toHaveLength(1);
  });
});

describe('policy lifecycle: the placement slip', () => {
  it('asks, mails the slip, announces the policy placed and reads it again', async () => {
    const harness = await openedAs(POLICIES.proposal);
    harness.send({ type: 'policy.sendPlacementSlip' });
    expect(harness.state().value).toEqual({ loaded: { placing: 'confirming' } });
    expect(harness.invocations).toHaveLength(1);
    harness.send({ type: 'policy.confirm' });
    expect(selectDialogStep(harness.state())).toBe('busy');
    expect(harness.inputOf('sendPlacementSlip')).toEqual({ policyId: POLICY_ID, confirmed: false });
    await harness.resolve('sendPlacementSlip', POLICIES.placed);
    expect(harness.announced).toEqual([{ move: 'placed', status: 'placed' }]);
    expect(harness.state().value).toEqual({ loaded: 'reloading' });
    expect(harness.inputOf('reloadPolicy')).toEqual({ policyId: POLICY_ID });
    await harness.resolve('reloadPolicy', POLICIES.placed);
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.state().context.policy?.status).toBe('placed');
  });

  it('shows a network failure in the dialog and sends again on retry; a 409 may only be closed', async () => {
    const harness = await openedAs(POLICIES.proposal);
    harness.send({ type: 'policy.sendPlacementSlip' });
    harness.send({ type: 'policy.confirm' });
    await harness.reject('sendPlacementSlip', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: { placing: 'failed' } });
    expect(selectDialog(harness.state())).toBe('placing');
    expect(selectDialogStep(harness.state())).toBe('failed');
    harness.send({ type: 'policy.retry' });
    expect(harness.isRunning('sendPlacementSlip')).toBe(true);
    await harness.reject('sendPlacementSlip', FAILURES.notPlaceable);
    expect(harness.state().context.failure?.message).toBe(FAILURES.notPlaceable.message);
    harness.send({ type: 'policy.retry' });
    expect(harness.state().value).toEqual({ loaded: { placing: 'failed' } });
    harness.send({ type: 'policy.close' });
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.state().context.failure).toBeNull();
    expect(harness.invocations.filter((call) => call.id === 'sendPlacementSlip')).toHaveLength(2);
  });

  it('records the insurer’s acceptance through the same call, confirmed', async () => {
    const harness = await openedAs(POLICIES.placed);
    harness.send({ type: 'policy.confirmPlacement' });
    harness.send({ type: 'policy.confirm' });
    expect(harness.inputOf('confirmPlacement')).toEqual({ policyId: POLICY_ID, confirmed: true });
    await harness.resolve('confirmPlacement', { ...POLICIES.placed, placement_confirmed_at: '2026-03-23T11:00:00.000Z' });
    expect(harness.announced).toEqual([{ move: 'placementConfirmed', status: 'placed' }]);
  });

  it('leaves the dialog without a call when the user says no', async () => {
    const harness = await openedAs(POLICIES.placed);
    harness.send({ type: 'policy.confirmPlacement' });
    harness.send({ type: 'policy.close' });
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.invocations).toHaveLength(1);
  });
});

describe('policy lifecycle: the insurer’s policy number', () => {
  it('refuses a blank or too long number without a call, naming the field', async () => {
    const harness = await openedAs(POLICIES.placed);
    harness.send({ type: 'policy.recordNumber' });
    expect(harness.state().value).toEqual({ loaded: { recordingNumber: 'editing' } });
    harness.send({ type: 'policy.saveNumber', insurerPolicyNumber: '   ' });
    expect(harness.state().value).toEqual({ loaded: { recordingNumber: 'failed' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ insurerPolicyNumber: 'This field is required' });
    harness.send({ type: 'policy.saveNumber', insurerPolicyNumber: 'X'.repeat(61) });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ insurerPolicyNumber: 'Must be at most 60 characters' });
    expect(harness.invocations).toHaveLength(1);
  });

  it('patches the trimmed number, and shows the server’s field error when it refuses', async () => {
    const harness = await openedAs(POLICIES.placed);
    harness.send({ type: 'policy.recordNumber' });
    harness.send({ type: 'policy.saveNumber', insurerPolicyNumber: ' LAG/MTR/26/004411 ' });
    expect(harness.inputOf('recordNumber')).toEqual({ policyId: POLICY_ID, patch: { insurerPolicyNumber: 'LAG/MTR/26/004411' } });
    await harness.reject('recordNumber', FAILURES.numberTaken);
    expect(harness.state().value).toEqual({ loaded: { recordingNumber: 'failed' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ insurerPolicyNumber: 'Another policy carries this number' });
    harness.send({ type: 'policy.saveNumber', insurerPolicyNumber: 'LAG/MTR/26/004412' });
    expect(harness.state().context.failure).toBeNull();
    await harness.resolve('recordNumber', { ...POLICIES.placed, insurer_policy_number: 'LAG/MTR/26/004412' });
    expect(harness.announced).toEqual([{ move: 'numberRecorded', status: 'placed' }]);
    await harness.resolve('reloadPolicy', { ...POLICIES.placed, insurer_policy_number: 'LAG/MTR/26/004412' });
    expect(harness.state().context.insurerPolicyNumber).toBe('');
  });
});

describe('policy lifecycle: No Premium, No Cover', () => {
  it('refuses with the domain’s reason and makes no call while the premium is not in', async () => {
    const harness = await openedAs(POLICIES.placed);
    const reason = coverRefusal(POLICIES.placed);
    expect(reason).toMatch(/^No Premium, No Cover/);
    expect(selectCoverBlock(harness.state())).toBe(reason);
    harness.send({ type: 'policy.activate' });
    expect(harness.state().value).toEqual({ loaded: 'coverRefused' });
    expect(harness.state().context.coverRefusal).toBe(reason);
    harness.send({ type: 'policy.confirm' });
    expect(harness.state().value).toEqual({ loaded: 'coverRefused' });
    harness.send({ type: 'policy.close' });
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.state().context.coverRefusal).toBeNull();
    expect(harness.invocations.map((call) => call.id)).toEqual(['loadPolicy']);
  });

  it('refuses a paid policy the insurer has not confirmed yet', async () => {
    const harness = await openedAs(POLICIES.placedPaid);
    harness.send({ type: 'policy.activate' });
    expect(harness.state().context.coverRefusal).toBe('The insurer has not confirmed the placement yet');
    expect(harness.invocations).toHaveLength(1);
  });

  it('puts a ready policy on cover, and shows the server’s 409 in its words', async () => {
    const harness = await openedAs(READY_FOR_COVER);
    expect(selectCoverBlock(harness.state())).toBeNull();
    harness.send({ type: 'policy.activate' });
    expect(harness.state().value).toEqual({ loaded: { activating: 'confirming' } });
    harness.send({ type: 'policy.confirm' });
    expect(harness.inputOf('activatePolicy')).toEqual({ policyId: POLICY_ID, patch: { status: 'active' } });
    await harness.reject('activatePolicy', FAILURES.noCover);
    expect(harness.state().value).toEqual({ loaded: { activating: 'failed' } });
    expect(harness.state().context.failure).toMatchObject({ status: 409, message: FAILURES.noCover.message });
    harness.send({ type: 'policy.close' });
    harness.send({ type: 'policy.activate' });
    harness.send({ type: 'policy.confirm' });
    await harness.resolve('activatePolicy', POLICIES.active);
    expect(harness.announced).toEqual([{ move: 'activated', status: 'active' }]);
  });
});

describe('policy lifecycle: lapse, cancel and expiry', () => {
  it('asks why a policy lapses, refusing a blank reason without a call', async () => {
    const harness = await openedAs(POLICIES.placed);
    harness.send({ type: 'policy.lapse' });
    harness.send({ type: 'policy.giveReason', reason: ' ' });
    expect(harness.state().value).toEqual({ loaded: { lapsing: 'failed' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ reason: REASON_NEEDED });
    expect(harness.invocations).toHaveLength(1);
    harness.send({ type: 'policy.giveReason', reason: 'No premium after 30 days ' });
    expect(harness.inputOf('lapsePolicy')).toEqual({
      policyId: POLICY_ID,
      patch: { status: 'lapsed', reason: 'No premium after 30 days' },
    });
    await harness.resolve('lapsePolicy', POLICIES.lapsed);
    expect(harness.announced).toEqual([{ move: 'lapsed', status: 'lapsed' }]);
  });

  it('cancels a proposal with a reason, retrying after a network failure with what was typed', async () => {
    const harness = await openedAs(POLICIES.proposal);
    harness.send({ type: 'policy.cancel' });
    expect(harness.state().value).toEqual({ loaded: { cancelling: 'editing' } });
    harness.send({ type: 'policy.giveReason', reason: 'Bought elsewhere' });
    await harness.reject('cancelPolicy', FAILURES.network);
    harness.send({ type: 'policy.retry' });
    expect(harness.inputOf('cancelPolicy')).toEqual({ policyId: POLICY_ID, patch: { status: 'cancelled', reason: 'Bought elsewhere' } });
    await harness.resolve('cancelPolicy', POLICIES.cancelled);
    expect(harness.announced).toEqual([{ move: 'cancelled', status: 'cancelled' }]);
  });

  it('marks an active policy expired once it has ended, showing the server’s 409 should it disagree', async () => {
    const harness = await openedAs({ ...POLICIES.active, end_date: '2026-11-25' });
    harness.send({ type: 'policy.markExpired' });
    harness.send({ type: 'policy.confirm' });
    expect(harness.inputOf('expirePolicy')).toEqual({ policyId: POLICY_ID, patch: { status: 'expired' } });
    await harness.reject('expirePolicy', FAILURES.endsLater);
    expect(harness.state().value).toEqual({ loaded: { expiring: 'failed' } });
    expect(harness.state().context.failure?.message).toBe('The policy has not reached its end date yet');
  });
});

describe('policy lifecycle: credit note, documents and reloads', () => {
  it('mails the credit note once the premium is in', async () => {
    const harness = await openedAs(POLICIES.overdue);
    harness.send({ type: 'policy.sendCreditNote' });
    harness.send({ type: 'policy.confirm' });
    expect(harness.inputOf('sendCreditNote')).toEqual({ policyId: POLICY_ID });
    await harness.resolve('sendCreditNote', {
      ...POLICIES.overdue,
      credit_note_overdue: false,
      credit_note_sent_at: '2026-03-27T08:00:00Z',
    });
    expect(harness.announced).toEqual([{ move: 'creditNoteSent', status: 'placed' }]);
  });

  it('takes the wizard’s answer for this policy only, then reads the policy again', async () => {
    const harness = await openedAs(POLICIES.active);
    harness.send({ type: 'policy.upload' });
    expect(harness.state().value).toEqual({ loaded: 'uploading' });
    harness.send({ type: 'policy.documentUploaded', policy: { ...POLICIES.active, policy_id: 'another' } });
    expect(harness.state().value).toEqual({ loaded: 'uploading' });
    const withDocument = { ...POLICIES.active, documents: [...POLICIES.active.documents, ...READY_FOR_COVER.documents] };
    harness.send({ type: 'policy.documentUploaded', policy: withDocument });
    expect(harness.announced).toEqual([{ move: 'documentUploaded', status: 'active' }]);
    expect(harness.state().value).toEqual({ loaded: 'reloading' });
    expect(harness.isRunning('reloadPolicy')).toBe(true);
  });

  it('keeps showing the policy when the reload fails, and reads it again on retry', async () => {
    const harness = await openedAs(READY_FOR_COVER, BROKER);
    harness.send({ type: 'policy.activate' });
    harness.send({ type: 'policy.confirm' });
    await harness.resolve('activatePolicy', POLICIES.active);
    await harness.reject('reloadPolicy', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: 'reloadFailed' });
    expect(harness.state().context.policy?.status).toBe('active');
    harness.send({ type: 'policy.retry' });
    await harness.resolve('reloadPolicy', POLICIES.active);
    expect(harness.state().value).toEqual({ loaded: 'idle' });
  });

  it('aborts the call when its dialog is left (the actor stops)', async () => {
    const harness = await openedAs(POLICIES.proposal);
    harness.send({ type: 'policy.sendPlacementSlip' });
    harness.send({ type: 'policy.confirm' });
    const call = harness.invocations.find((invocation) => invocation.id === 'sendPlacementSlip')!;
    harness.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});

describe('policy lifecycle: the proposal’s invoice', () => {
  it('raises the invoice of a proposal not billed yet, announces it and reads the policy again', async () => {
    const harness = await openedAs(UNBILLED);
    harness.send({ type: 'policy.bill' });
    expect(harness.state().value).toEqual({ loaded: { billing: 'confirming' } });
    expect(selectDialog(harness.state())).toBe('billing');
    expect(harness.invocations).toHaveLength(1);
    harness.send({ type: 'policy.confirm' });
    expect(selectDialogStep(harness.state())).toBe('busy');
    expect(harness.inputOf('billPolicy')).toEqual({ policyId: POLICY_ID });
    await harness.resolve('billPolicy', BILLED);
    expect(harness.announced).toEqual([{ move: 'billed', status: 'proposal' }]);
    expect(harness.state().value).toEqual({ loaded: 'reloading' });
    await harness.resolve('reloadPolicy', BILLED);
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(selectOffers(harness.state())['policy.bill']).toBe(false);
  });

  it('is not offered once the policy has an invoice, nor without Create Invoice', async () => {
    const billed = await openedAs(POLICIES.proposal);
    billed.send({ type: 'policy.bill' });
    expect(billed.state().value).toEqual({ loaded: 'idle' });
    const withoutGrant = await openedAs(UNBILLED, { ...BROKER, mayBill: false });
    withoutGrant.send({ type: 'policy.bill' });
    expect(withoutGrant.state().value).toEqual({ loaded: 'idle' });
    expect([...billed.invocations, ...withoutGrant.invocations].map((call) => call.id)).toEqual(['loadPolicy', 'loadPolicy']);
  });

  it('retries after a network failure; a 409 shows in the server’s words and may only be closed', async () => {
    const harness = await openedAs(UNBILLED);
    harness.send({ type: 'policy.bill' });
    harness.send({ type: 'policy.confirm' });
    await harness.reject('billPolicy', FAILURES.network);
    expect(harness.state().value).toEqual({ loaded: { billing: 'failed' } });
    harness.send({ type: 'policy.retry' });
    expect(harness.isRunning('billPolicy')).toBe(true);
    await harness.reject('billPolicy', FAILURES.notBillable);
    expect(harness.state().context.failure).toMatchObject({ status: 409, message: FAILURES.notBillable.message });
    harness.send({ type: 'policy.retry' });
    expect(harness.state().value).toEqual({ loaded: { billing: 'failed' } });
    harness.send({ type: 'policy.close' });
    expect(harness.state().value).toEqual({ loaded: 'idle' });
    expect(harness.invocations.filter((call) => call.id === 'billPolicy')).toHaveLength(2);
  });
});

describe('policy lifecycle: the renewal notice and the renewal', () => {
  it('mails the client a renewal notice for a policy on cover, and reads the policy again', async () => {
    const harness = await openedAs(POLICIES.active);
    harness.send({ type: 'policy.sendRenewalNotice' });
    expect(harness.state().value).toEqual({ loaded: { sendingRenewalNotice: 'confirming' } });
    harness.send({ type: 'policy.confirm' });
    expect(harness.inputOf('sendRenewalNotice')).toEqual({ policyId: POLICY_ID });
    await harness.resolve('sendRenewalNotice', NOTIFIED);
    expect(harness.announced).toEqual([{ move: 'renewalNoticeSent', status: 'active' }]);
    await harness.resolve('reloadPolicy', NOTIFIED);
    expect(harness.state().context.policy?.renewal_notice_sent_at).toBe(NOTIFIED.renewal_notice_sent_at);
  });

  it('shows the server’s 409 for a client with no email address, without a retry', async () => {
    const harness = await openedAs(POLICIES.expired);
    harness.send({ type: 'policy.sendRenewalNotice' });
    harness.send({ type: 'policy.confirm' });
    await harness.reject('sendRenewalNotice', FAILURES.noEmail);
    expect(harness.state().value).toEqual({ loaded: { sendingRenewalNotice: 'failed' } });
    expect(harness.state().context.failure?.message).toBe('The client has no email address');
    expect(harness.state().can({ type: 'policy.retry' })).toBe(false);
  });

  it('sends no notice for a proposal, nor for a holder without Send Documents', async () => {
    for (const [policy, viewer] of [
      [POLICIES.proposal, BROKER],
      [POLICIES.active, { ...BROKER, maySend: false }],
    ] as const) {
      const harness = await openedAs(policy, viewer);
      harness.send({ type: 'policy.sendRenewalNotice' });
      expect(harness.state().value).toEqual({ loaded: 'idle' });
      expect(harness.invocations).toHaveLength(1);
    }
  });

  it('offers Renew to a holder of Create Policy for an active or expired policy nothing renews yet', async () => {
    expect(selectMayRenew((await openedAs(POLICIES.active)).state())).toBe(true);
    expect(selectMayRenew((await openedAs(POLICIES.expired)).state())).toBe(true);
    expect(selectMayRenew((await openedAs({ ...POLICIES.expired, renewed_by: 'another' })).state())).toBe(false);
    expect(selectMayRenew((await openedAs(POLICIES.renewed)).state())).toBe(false);
    expect(selectMayRenew((await openedAs(POLICIES.placed)).state())).toBe(false);
    expect(selectMayRenew((await openedAs(POLICIES.active, { ...BROKER, mayPropose: false })).state())).toBe(false);
  });
});
