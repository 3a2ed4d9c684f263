import { describe, expect, it } from 'vitest';
import {
  selectCanApprove,
  selectCanConvert,
  selectCanCopy,
  selectPremiumPreview,
  selectSlot,
} from '../../machines/quote-approval/quote-approval.selectors';
import {
  AXA_QUOTE,
  CHECKER,
  COMPARISON,
  createQuoteHarness,
  FAILURES,
  MAKER,
  MOTOR_FORM,
  NEW_QUOTE,
  openedAs,
  QUOTE_ID,
  QUOTES,
} from './support/quote-approval-harness';

describe('quote approval: drafting', () => {
  it('previews the premium as the form is typed, with the same priceQuote the server runs', () => {
    const harness = createQuoteHarness().start();
    expect(harness.state().value).toEqual({ drafting: 'editing' });
    const preview = () => selectPremiumPreview(harness.state());
    // ₦12,500,000 at 2.5 % is ₦312,500; 10 % commission and 7.5 % VAT on it.
    expect(preview()).toMatchObject({ ok: true, breakdown: { premiumKobo: 31_250_000, commissionKobo: 3_125_000 } });
    harness.send({ type: 'quote.edit', changes: { sumInsured: '100000' } });
    // 2.5 % of ₦100,000 is ₦2,500, topped up to the ₦15,000 minimum.
    expect(preview()).toMatchObject({ ok: true, breakdown: { premiumKobo: 1_500_000, minimumTopUpKobo: 1_250_000 } });
    harness.send({ type: 'quote.priceFrom', terms: null });
    expect(preview()).toBeNull();
    expect(harness.invocations).toEqual([]);
  });

  it('names the fields the form refuses without calling, and keeps what was typed', () => {
    const harness = createQuoteHarness({ ...NEW_QUOTE, form: { ...MOTOR_FORM, nameOfInsured: '' } }).start();
    harness.send({ type: 'quote.submit' });
    expect(harness.state().value).toEqual({ drafting: 'failed' });
    expect(harness.state().context.failure?.fieldErrors).toHaveProperty('nameOfInsured');
    expect(harness.invocations).toEqual([]);
    harness.send({ type: 'quote.edit', changes: { nameOfInsured: 'Chinedu Okafor' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({});
    expect(harness.state().context.form.sumInsured).toBe(MOTOR_FORM.sumInsured);
  });

  it('drafts the quote on its first save, then submits it for approval', async () => {
    const harness = createQuoteHarness().start();
    harness.send({ type: 'quote.submit' });
    expect(harness.inputOf('saveQuote')).toMatchObject({ kind: 'motor', quoteId: null });
    await harness.resolve('saveQuote', QUOTES.draft);
    expect(harness.state().value).toBe('submitting');
    expect(harness.inputOf('submitQuote')).toEqual({ quoteId: QUOTE_ID });
    await harness.resolve('submitQuote', QUOTES.pending);
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    expect(harness.announced).toEqual([{ move: 'submitted', status: 'pending approval' }]);
  });

  it('keeps the form with the server’s field errors, and retries a network failure', async () => {
    const harness = createQuoteHarness().start();
    harness.send({ type: 'quote.edit', changes: { narration: 'Garaged in Ikeja' } });
    harness.send({ type: 'quote.save' });
    await harness.reject('saveQuote', FAILURES.invalid);
    expect(harness.state().value).toEqual({ drafting: 'failed' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ rate: 'The premium works out at nothing' });
    expect(harness.state().can({ type: 'quote.retry' })).toBe(false);
    harness.send({ type: 'quote.save' });
    await harness.reject('saveQuote', FAILURES.network);
    expect(harness.state().context.form.narration).toBe('Garaged in Ikeja');
    harness.send({ type: 'quote.retry' });
    expect(harness.state().value).toBe('saving');
    expect(harness.inputOf('saveQuote')).toMatchObject({ payload: { narration: 'Garaged in Ikeja' } });
  });
});

describe('quote approval: comparing', () => {
  it('compares only what was saved, and follows the quote kept', async () => {
    const harness = createQuoteHarness().start();
    harness.send({ type: 'quote.compare', productIds: ['product-axa-motor'] });
    expect(harness.state().value).toEqual({ drafting: 'editing' });
    harness.send({ type: 'quote.save' });
    await harness.resolve('saveQuote', QUOTES.draft);
    harness.send({ type: 'quote.compare', productIds: [] });
    expect(harness.invocations.map((call) => call.id)).toEqual(['saveQuote']);
    harness.send({ type: 'quote.compare', productIds: ['product-axa-motor'] });
    expect(harness.inputOf('compareQuote')).toEqual({ quoteId: QUOTE_ID, productIds: ['product-axa-motor'] });
    await harness.resolve('compareQuote', COMPARISON);
    expect(selectSlot(harness.state())).toBe('choosing');
    harness.send({ type: 'quote.choose', quoteId: 'not-in-the-comparison' });
    expect(harness.state().value).toEqual({ comparing: 'choosing' });
    harness.send({ type: 'quote.choose', quoteId: AXA_QUOTE.quote_id });
    await harness.resolve('chooseQuote', AXA_QUOTE);
    expect(harness.state().value).toEqual({ drafting: 'editing' });
    expect(harness.state().context.quoteId).toBe(AXA_QUOTE.quote_id);
    expect(harness.state().context.form.productId).toBe('product-axa-motor');
  });
});

describe('quote approval: the checker', () => {
  it('lets the maker not approve or reject the quote they prepared', async () => {
    const harness = await openedAs(QUOTES.pending, MAKER);
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    expect(selectCanApprove(harness.state())).toBe(false);
    harness.send({ type: 'quote.approve' });
    harness.send({ type: 'quote.reject', reason: 'Wrong rate' });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    expect(harness.invocations.map((call) => call.id)).toEqual(['loadQuote']);
  });

  it('lets only a holder of Approve Quote decide', async () => {
    const clerk = await openedAs(QUOTES.pending, { userId: 'user-tunde', mayApprove: false, mayPrepare: false });
    expect(selectCanApprove(clerk.state())).toBe(false);
    const checker = await openedAs(QUOTES.pending, CHECKER);
    expect(selectCanApprove(checker.state())).toBe(true);
    checker.send({ type: 'quote.reject', reason: '  ' });
    expect(checker.state().value).toEqual({ pendingApproval: 'idle' });
    checker.send({ type: 'quote.reject', reason: ' The client wants third party only ' });
    expect(checker.inputOf('rejectQuote')).toEqual({ quoteId: QUOTE_ID, decision: 'reject', reason: 'The client wants third party only' });
    await checker.resolve('rejectQuote', QUOTES.rejected);
    expect(checker.state().value).toBe('rejected');
  });

  it('stays pending with the server’s words when the decision is refused, and reloads when someone else decided first', async () => {
    const harness = await openedAs(QUOTES.pending);
    harness.send({ type: 'quote.approve' });
    await harness.reject('approveQuote', FAILURES.makerApproves);
    expect(harness.state().value).toEqual({ pendingApproval: 'failed' });
    expect(harness.state().context.failure).toMatchObject({ status: 403, message: FAILURES.makerApproves.message });
    harness.send({ type: 'quote.approve' });
    await harness.reject('approveQuote', FAILURES.decided);
    expect(harness.state().value).toBe('loading');
    await harness.resolve('loadQuote', QUOTES.approved);
    expect(harness.state().value).toEqual({ approved: 'idle' });
  });

  it('moves the maker’s open page from pending to approved on a live response for this quote, reading the quote again', async () => {
    const harness = await openedAs(QUOTES.pending, MAKER);
    harness.send({ type: 'quote.approvalAnswered', quoteId: AXA_QUOTE.quote_id });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    harness.send({ type: 'quote.approvalAnswered', quoteId: QUOTE_ID });
    expect(harness.state().value).toBe('loading');
    await harness.resolve('loadQuote', QUOTES.approved);
    expect(harness.state().value).toEqual({ approved: 'idle' });
    expect(harness.invocations.filter((call) => call.id === 'loadQuote')).toHaveLength(2);
  });

  it('lets the maker edit a rejected quote back into a draft; a checker may not', async () => {
    const checker = await openedAs(QUOTES.rejected, CHECKER);
    checker.send({ type: 'quote.revise' });
    expect(checker.state().value).toBe('rejected');
    const maker = await openedAs(QUOTES.rejected, MAKER);
    maker.send({ type: 'quote.revise' });
    expect(maker.state().value).toEqual({ drafting: 'editing' });
    maker.send({ type: 'quote.save' });
    expect(maker.inputOf('saveQuote')).toMatchObject({ quoteId: QUOTE_ID, payload: { nameOfInsured: 'Chinedu Okafor' } });
  });
});

describe('quote approval: the client', () => {
  it('sends the slip only from a start date, and keeps the state with the server’s message when the send is refused', async () => {
    const harness = await openedAs(QUOTES.approved, MAKER);
    harness.send({ type: 'quote.send', startDate: '01/04/2026' });
    expect(harness.state().value).toEqual({ approved: 'idle' });
    harness.send({ type: 'quote.send', startDate: '2026-04-01' });
    expect(harness.inputOf('sendQuote')).toEqual({ quoteId: QUOTE_ID, startDate: '2026-04-01' });
    await harness.reject('sendQuote', FAILURES.notSendable);
    expect(harness.state().value).toEqual({ approved: 'failed' });
    expect(harness.state().context.failure?.message).toBe(FAILURES.notSendable.message);
    harness.send({ type: 'quote.send', startDate: '2026-04-01' });
    await harness.resolve('sendQuote', QUOTES.sent);
    harness.send({ type: 'quote.send', startDate: '2026-04-02' });
    await harness.reject('sendQuote', FAILURES.network);
    expect(harness.state().value).toEqual({ sent: 'failed' });
  });

  it('records the client’s answer only for an approved or sent quote', async () => {
    const harness = await openedAs(QUOTES.sent, MAKER);
    harness.send({ type: 'quote.decline', reason: ' Too dear ' });
    expect(harness.inputOf('respondToQuote')).toEqual({ quoteId: QUOTE_ID, decision: 'decline', reason: 'Too dear' });
    await harness.resolve('respondToQuote', QUOTES.declined);
    expect(harness.state().value).toBe('declined');
    harness.send({ type: 'quote.accept' });
    harness.send({ type: 'quote.send', startDate: '2026-04-01' });
    expect(harness.state().value).toBe('declined');
    const pending = await openedAs(QUOTES.pending, MAKER);
    expect(pending.state().can({ type: 'quote.accept' })).toBe(false);
  });

  it('converts an accepted quote into an invoice once', async () => {
    const harness = await openedAs(QUOTES.accepted, MAKER);
    harness.send({ type: 'quote.convert' });
    harness.send({ type: 'quote.convert' });
    expect(harness.invocations.filter((call) => call.id === 'convertQuote')).toHaveLength(1);
    await harness.resolve('convertQuote', QUOTES.converted);
    expect(harness.state().value).toBe('converted');
    expect(harness.state().context.quote?.invoice_id).toBe('INV/2026/000108');
    expect(selectCanConvert(harness.state())).toBe(false);
    harness.send({ type: 'quote.convert' });
    expect(harness.invocations.filter((call) => call.id === 'convertQuote')).toHaveLength(1);
    expect(harness.announced).toEqual([{ move: 'converted', status: 'converted' }]);
  });

  it('keeps an accepted quote with the message when the conversion is refused, and converts nothing else', async () => {
    const harness = await openedAs(QUOTES.accepted, MAKER);
    harness.send({ type: 'quote.convert' });
    await harness.reject('convertQuote', FAILURES.converted);
    expect(harness.state().value).toEqual({ accepted: 'failed' });
    expect(harness.state().context.failure?.message).toBe(FAILURES.converted.message);
    const approved = await openedAs(QUOTES.approved, MAKER);
    expect(selectCanConvert(approved.state())).toBe(false);
  });
});

describe('quote approval: copying an ended quote', () => {
  const COPY = { ...QUOTES.draft, quote_id: '0c0c0c0c-1111-4222-8333-444444444444', quote_number: 'QT/2026/000050' };

  it('copies an expired, declined or not taken quote into a new draft, announced, and leaves the quote as it was', async () => {
    for (const ended of [QUOTES.expired, QUOTES.declined, QUOTES.notTaken]) {
      const harness = await openedAs(ended, MAKER);
      const before = harness.state().value;
      expect(selectCanCopy(harness.state())).toBe(true);
      harness.send({ type: 'quote.copy' });
      harness.send({ type: 'quote.copy' });
      expect(harness.state().value).toBe('copying');
      expect(harness.invocations.filter((call) => call.id === 'copyQuote').map((call) => call.input)).toEqual([
        { kind: 'motor', quoteId: QUOTE_ID },
      ]);
      await harness.resolve('copyQuote', COPY);
      expect(harness.state().value).toBe(before);
      expect(harness.state().context.quote?.quote_id).toBe(QUOTE_ID);
      expect(harness.announced).toEqual([{ move: 'copied', status: 'draft' }]);
    }
  });

  it('keeps the quote with why when the copy fails, tries again after a network failure, and is dismissed', async () => {
    const harness = await openedAs(QUOTES.expired, MAKER);
    harness.send({ type: 'quote.copy' });
    await harness.reject('copyQuote', FAILURES.network);
    expect(harness.state().value).toBe('copyFailed');
    expect(harness.state().context.failure?.code).toBe('NETWORK_ERROR');
    harness.send({ type: 'quote.retry' });
    expect(harness.state().value).toBe('copying');
    await harness.reject('copyQuote', FAILURES.invalid);
    expect(harness.state().can({ type: 'quote.retry' })).toBe(false);
    harness.send({ type: 'quote.dismiss' });
    expect(harness.state().value).toBe('expired');
    expect(harness.state().context.failure).toBeNull();
  });

  it('offers no copy to a person who may not prepare quotes, nor of a quote still alive', async () => {
    const clerk = await openedAs(QUOTES.expired, { userId: 'user-tunde', mayApprove: false, mayPrepare: false });
    expect(selectCanCopy(clerk.state())).toBe(false);
    for (const alive of [QUOTES.draft, QUOTES.pending, QUOTES.approved, QUOTES.sent, QUOTES.accepted, QUOTES.converted]) {
      expect(selectCanCopy((await openedAs(alive, MAKER)).state())).toBe(false);
    }
  });
});

describe('quote approval: opening', () => {
  it.each([
    [QUOTES.draft, { drafting: 'editing' }],
    [QUOTES.expired, 'expired'],
    [QUOTES.notTaken, 'notTaken'],
    [QUOTES.converted, 'converted'],
  ])('lands where its status says (%#)', async (quote, value) => {
    expect((await openedAs(quote)).state().value).toEqual(value);
  });

  it('says why it could not load, and tries again', async () => {
    const harness = createQuoteHarness({ viewer: CHECKER, quoteId: QUOTE_ID }).start();
    await harness.reject('loadQuote', FAILURES.network);
    expect(harness.state().value).toBe('loadFailed');
    harness.send({ type: 'quote.retry' });
    expect(harness.isRunning('loadQuote')).toBe(true);
  });
});
