import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { ENDORSEMENT_INVOICE_KEPT } from '../../domain/invoices/deletion';
import {
  EFFECTIVE_OUTSIDE_PERIOD,
  endorsementMoveRefusal,
  EXTEND_BEYOND_END,
  insurerShareOutstanding,
  openEndorsementRefusal,
  policyMoveRefusal,
  REFUND_PAID_ALREADY,
  SAME_SUM_INSURED,
  unpaidEndorsementRefusal,
  type EndorsementDetails,
  type PolicyDetails,
  type Refund,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { individualClients, underwriters } from '../../server/db/schema';
import { SHARE_COMES_TO_THE_BROKERAGE } from '../../server/invoices/payment';
import { seedDemoBook } from '../../server/seed/demo-book';
import { demoTenantId, outboxTo } from './support/accounts';
import { fetchInvoice, insurerPayableId, payInvoice, postedTo, systemAccountId, trialBalanceGap } from './support/invoices';
import { multipartForm, pdfBytes } from './support/multipart';
import { activePolicy, callApi } from './support/policies';
import { quoteBook, type QuoteBook } from './support/quotes';
import { databaseKinds, oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// A policy of 150,000.00 at 12.5 % commission running 365 days; a change 215 days in leaves 150.
const PERIOD_DAYS = 365;
const DAYS_IN = 215;

describe.each(databaseKinds())('endorsements and refunds on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let viewer: string;
  let book: QuoteBook;
  let tenantId: string;
  const api = (method: string, url: string, payload?: object, token = admin) => callApi(server, token, method, url, payload);
  const start = todayInLagos();
  const end = addDays(start, PERIOD_DAYS - 1);
  const effective = addDays(start, DAYS_IN);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    viewer = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    await server.db
      .insert(underwriters)
      .values({ tenantId, providerId: book.insurerId, name: 'Leadway Lagos desk', email: 'placements@leadway.test' });
  });
  afterAll(() => server?.close());

  const onCover = async () => (await activePolicy(server, admin, book, { startDate: start, endDate: end })).policy;
  const register = async (policy: PolicyDetails, body: Record<string, unknown>, query = '') => {
    const answer = await api('POST', `/policies/endorsement${query}`, { policyId: policy.policy_id, effectiveDate: effective, ...body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as EndorsementDetails;
  };
  const decide = async (id: string, body: object) => {
    const answer = await api('PATCH', `/policies/endorsement/${id}`, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as EndorsementDetails;
  };
  const refundOf = async (policyId: string) => {
    const answer = await api('GET', `/policies/allRefund?policyId=${policyId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { data: Refund[]; totals: Record<string, string> };
  };

  it('cancels a policy on cover: the unearned premium comes back pro rata, commission and VAT reversed, the client refunded, the ledger balanced', async () => {
    const policy = await onCover();
    const commissionAccount = await systemAccountId(server, tenantId, 'commission_income');
    const vatAccount = await systemAccountId(server, tenantId, 'vat_output');
    const insurerAccount = (await insurerPayableId(server, tenantId, book.insurerId))!;
    const before = {
      commission: await postedTo(server, commissionAccount),
      vat: await postedTo(server, vatAccount),
      insurer: await postedTo(server, insurerAccount),
      client: await postedTo(server, book.individualClientAccountId),
    };

    const cancellation = await register(policy, { kind: 'cancellation', description: 'The car was sold' }, '?notify=true');
    // 15,000,000 kobo × 150 / 365 = 6,164,383.56 → 6,164,383; 12.5 % = 770,547.875 → 770,548; 7.5 % = 57,791.1 → 57,791.
    expect(cancellation).toMatchObject({
      status: 'pending',
      kind: 'cancellation',
      premium_adjustment_kind: 'return',
      premium_adjustment: '61643.83',
      days_remaining: 150,
      days_in_period: PERIOD_DAYS,
      commission: '7705.48',
      vat_on_commission: '577.91',
      net_to_insurer: '53360.44',
      invoice_id: null,
      client_notified_at: expect.any(String),
    });
    expect(cancellation.endorsement_number).toMatch(new RegExp(`^END/${start.slice(0, 4)}/\\d{6}$`));
    const [client] = await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId));
    const mail = (await outboxTo(server, client!.email!)).at(-1)!;
    expect(mail.subject).toContain(`Endorsement ${cancellation.endorsement_number}`);
    expect(mail.textBody).toContain('NGN 61643.83');

    const again = await api('POST', '/policies/endorsement', {
      policyId: policy.policy_id,
      kind: 'cancellation',
      effectiveDate: effective,
      description: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(openEndorsementRefusal(cancellation.endorsement_number));
    const early = await api('PUT', `/policies/${policy.policy_id}`, { endorsementId: cancellation.endorsement_id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(endorsementMoveRefusal('apply', 'pending'));

    const approved = await decide(cancellation.endorsement_id, { status: 'approved' });
    expect(approved).toMatchObject({ status: 'approved', invoice_status: 'payment pending', refund_id: expect.any(String) });
    const invoice = await fetchInvoice(server, admin, approved.invoice_id!);
    expect(invoice).toMatchObject({
      transaction_type: 'POLICY_EDORSEMENT_REMITTANCE',
      amount: '61643.83',
      commission: '7705.48',
      vat: '577.91',
      net_premium: '53360.44',
      policy_id: policy.policy_id,
    });
    expect((await postedTo(server, commissionAccount)).balance - before.commission.balance).toBe(770_548);
    expect((await postedTo(server, vatAccount)).balance - before.vat.balance).toBe(57_791);
    expect((await postedTo(server, insurerAccount)).balance - before.insurer.balance).toBe(5_336_044);
    expect((await postedTo(server, book.individualClientAccountId)).balance - before.client.balance).toBe(-6_164_383);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
    const deletion = await api('PATCH', `/invoice/deletion/request/${invoice.invoice_id}`, { reasonForDeletion: 'Raised in error' });
    expect(deletion.statusCode).toBe(409);
    expect(deletion.json().message).toBe(ENDORSEMENT_INVOICE_KEPT);

    let listed = await refundOf(policy.policy_id);
    expect(listed.data).toEqual([
      expect.objectContaining({
        status: 'awaiting insurer',
        reason: 'cancellation',
        amount: '61643.83',
        commission_reversed: '7705.48',
        vat_reversed: '577.91',
        insurer_share: '53360.44',
        insurer_received: '0.00',
        endorsement_number: cancellation.endorsement_number,
        invoice_no: invoice.invoice_no,
      }),
    ]);
    expect(listed.totals).toEqual({
      amount: '61643.83',
      commission_reversed: '7705.48',
      vat_reversed: '577.91',
      insurer_share: '53360.44',
      paid: '0.00',
    });
    const refundId = listed.data[0]!.refund_id;
    const payment = { modeOfPayment: 'Bank Transfer', dateOfPayment: start, creditAccount: book.bankLedgerAccountId };
    const tooSoon = await api('POST', `/policies/allRefund/${refundId}/payment`, payment);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(insurerShareOutstanding(invoice.invoice_no));

    const direct = await api('PUT', `/invoice/${invoice.invoice_id}`, { modeOfPayment: 'Direct to Insurer', dateOfActualPayment: start });
    expect(direct.json().errors).toEqual([{ field: 'modeOfPayment', message: SHARE_COMES_TO_THE_BROKERAGE }]);
    const tooMuch = await api('PUT', `/invoice/${invoice.invoice_id}`, {
      modeOfPayment: 'Cash',
      amount: '61643.83',
      dateOfActualPayment: start,
    });
    expect(tooMuch.statusCode).toBe(400);
    const received = await payInvoice(server, admin, invoice.invoice_id, {
      modeOfPayment: 'Bank Transfer',
      amount: '53360.44',
      debitAccount: book.bankLedgerAccountId,
    });
    expect(received).toMatchObject({ status: 'paid', amount_paid: '53360.44', amount_unremitted: '0.00' });
    expect((await postedTo(server, insurerAccount)).balance - before.insurer.balance).toBe(0);

    const paid = await api('POST', `/policies/allRefund/${refundId}/payment`, payment);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', mode_of_payment: 'Bank Transfer', paid_at: expect.any(String) });
    expect((await api('POST', `/policies/allRefund/${refundId}/payment`, payment)).json().message).toBe(REFUND_PAID_ALREADY);
    expect((await postedTo(server, book.individualClientAccountId)).balance - before.client.balance).toBe(0);
    expect((await postedTo(server, commissionAccount)).balance - before.commission.balance).toBe(770_548);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
    listed = await refundOf(policy.policy_id);
    expect(listed.totals.paid).toBe('61643.83');

    // Fifty applications in flight apply it once.
    const tries = await Promise.all(
      Array.from({ length: 50 }, () => api('PUT', `/policies/${policy.policy_id}`, { endorsementId: cancellation.endorsement_id })),
    );
    expect(tries.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refusals = tries.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message);
    expect(refusals).toHaveLength(49);
    expect(new Set(refusals).size).toBe(1);
    const cancelled = (await api('GET', `/policies/${policy.policy_id}`)).json().data as PolicyDetails;
    expect(cancelled).toMatchObject({ status: 'cancelled', status_reason: `Cancelled from ${effective}: The car was sold` });
    expect(cancelled.history.filter((event) => event.action === 'cancelled by endorsement')).toHaveLength(1);
    const done = (await api('GET', `/policies/endorsement/${cancellation.endorsement_id}`)).json().data as EndorsementDetails;
    expect(done.history.map((event) => event.action)).toEqual([
      'registered',
      'mailed to the client',
      'approved',
      'invoiced',
      'refund raised',
      'refund paid',
      'applied',
    ]);
  });

  it('bills an additional premium pro rata and applies the change only once it is paid (No Premium, No Cover)', async () => {
    const policy = await onCover();
    const addition = await register(policy, {
      kind: 'addition',
      description: 'Adds the second car',
      premium: '180,000',
      sumInsured: '9000000',
      items: [
        { description: 'Toyota Camry 2021, LSD 123 XY', sumInsured: '5000000' },
        { description: 'Honda Accord 2019, KJA 456 BC', sumInsured: '4000000' },
      ],
      covers: [{ coverId: String(book.coverId) }],
    });
    // 3,000,000 kobo × 150 / 365 = 1,232,876.7 → 1,232,876; 12.5 % = 154,109.5 → 154,110; 7.5 % = 11,558.25 → 11,558.
    expect(addition).toMatchObject({
      premium_adjustment_kind: 'additional',
      premium_adjustment: '12328.76',
      commission: '1541.10',
      vat_on_commission: '115.58',
      new_premium: '180000.00',
      new_sum_insured: '9000000.00',
      covers: [{ cover_id: book.coverId, name: book.coverName }],
    });
    const approved = await decide(addition.endorsement_id, { status: 'approved' });
    const invoice = await fetchInvoice(server, admin, approved.invoice_id!);
    expect(invoice).toMatchObject({
      transaction_type: 'POLICY_EDORSEMENT',
      amount: '12328.76',
      commission: '1541.10',
      start_date: effective,
    });
    const unpaid = await api('PUT', `/policies/${policy.policy_id}`, { endorsementId: addition.endorsement_id });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(unpaidEndorsementRefusal(invoice.invoice_no));

    await payInvoice(server, admin, invoice.invoice_id);
    const applied = await api('PUT', `/policies/${policy.policy_id}`, { endorsementId: addition.endorsement_id });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe('Endorsement applied to the policy');
    expect(applied.json().data).toMatchObject({
      status: 'active',
      premium: '180000.00',
      commission: '22500.00',
      vat_on_commission: '1687.50',
      sum_insured: '9000000.00',
      items: [
        expect.objectContaining({ description: 'Toyota Camry 2021, LSD 123 XY' }),
        expect.objectContaining({ description: 'Honda Accord 2019, KJA 456 BC' }),
      ],
    });
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
    expect((await refundOf(policy.policy_id)).data).toEqual([]);
  });

  it('extends a policy at its daily rate, and a rejected change lets another be registered', async () => {
    const policy = await onCover();
    const wrong = await register(policy, { kind: 'sum insured', sumInsured: '4000000', premium: '140000', description: 'Lower value' });
    const unexplained = await api('PATCH', `/policies/endorsement/${wrong.endorsement_id}`, { status: 'rejected' });
    expect(unexplained.json().errors).toEqual([{ field: 'reason', message: 'Say why' }]);
    const rejected = await decide(wrong.endorsement_id, { status: 'rejected', reason: 'The insurer declined' });
    expect(rejected).toMatchObject({ status: 'rejected', status_reason: 'The insurer declined', decided_by: expect.any(Object) });
    expect((await api('PATCH', `/policies/endorsement/${wrong.endorsement_id}`, { status: 'approved' })).json().message).toBe(
      endorsementMoveRefusal('approve', 'rejected'),
    );

    const newEnd = addDays(end, 31);
    const extension = await register(policy, { kind: 'extension', endDate: newEnd, description: 'One more month' });
    // 15,000,000 kobo × 31 / 365 = 1,273,972.6 → 1,273,972.
    expect(extension).toMatchObject({
      premium_adjustment_kind: 'additional',
      premium_adjustment: '12739.72',
      days_remaining: 31,
      new_end_date: newEnd,
    });
    const approved = await decide(extension.endorsement_id, { status: 'approved' });
    await payInvoice(server, admin, approved.invoice_id!);
    const applied = (await api('PUT', `/policies/${policy.policy_id}`, { endorsementId: extension.endorsement_id })).json().data;
    expect(applied).toMatchObject({ end_date: newEnd, premium: '162739.72' });
  });

  it('refuses a change that does not fit the policy, every field at once, and writes nothing', async () => {
    const policy = await onCover();
    const refused = async (body: Record<string, unknown>) =>
      (await api('POST', '/policies/endorsement', { policyId: policy.policy_id, description: 'Change', ...body })).json();
    expect((await refused({ kind: 'extension', effectiveDate: addDays(end, 1), endDate: end })).errors).toEqual([
      { field: 'effectiveDate', message: EFFECTIVE_OUTSIDE_PERIOD },
      { field: 'endDate', message: EXTEND_BEYOND_END },
    ]);
    expect((await refused({ kind: 'sum insured', effectiveDate: effective, sumInsured: '5000000' })).errors).toEqual([
      { field: 'sumInsured', message: SAME_SUM_INSURED },
    ]);
    expect((await refused({ kind: 'addition', effectiveDate: effective, covers: [{ coverId: '999999' }] })).errors).toEqual([
      { field: 'covers.0.coverId', message: 'This cover is not offered by the chosen product' },
    ]);
    expect((await refused({ kind: 'nothing', effectiveDate: 'soon' })).errors).toEqual(
      expect.arrayContaining([
        { field: 'kind', message: 'Choose addition, deletion, sum insured, extension or cancellation' },
        { field: 'effectiveDate', message: 'Enter a valid date (yyyy-mm-dd)' },
      ]),
    );
    expect(
      (await refused({ policyId: '00000000-0000-4000-8000-000000000000', kind: 'cancellation', effectiveDate: effective })).errors,
    ).toEqual([{ field: 'policyId', message: 'Choose a policy on cover' }]);
    const listed = (await api('GET', `/policies/endorsements/?policyId=${policy.policy_id}`)).json();
    expect(listed.data).toEqual([]);

    const viewerTry = await api(
      'POST',
      '/policies/endorsement',
      { policyId: policy.policy_id, kind: 'cancellation', effectiveDate: effective, description: 'x' },
      viewer,
    );
    expect(viewerTry.statusCode).toBe(403);
  });

  it('refuses an endorsement on a policy that is not on cover', async () => {
    // A proposal is not on cover.
    const fresh = await callApi(server, admin, 'POST', '/policies', {
      clientType: 'INDIVIDUAL',
      clientId: book.individualClientId,
      productId: book.productId,
      nameOfInsured: 'Adaeze Okafor',
      sumInsured: '5000000',
      premium: '150000',
      startDate: start,
      endDate: end,
    });
    const refused = await api('POST', '/policies/endorsement', {
      policyId: fresh.json().data.policy_id,
      kind: 'cancellation',
      effectiveDate: effective,
      description: 'Not yet',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(policyMoveRefusal('endorse', 'proposal'));
  });

  it('lists and searches endorsements, prints the endorsement and takes its documents', async () => {
    const policy = await onCover();
    const change = await register(policy, { kind: 'sum insured', sumInsured: '5500000', description: 'Revalued' });
    expect(change.premium_adjustment_kind).toBe('none');
    const byNumber = (
      await api('GET', `/policies/endorsements/search?searchQuery=${encodeURIComponent(change.endorsement_number)}`)
    ).json();
    expect(byNumber.data.map((row: EndorsementDetails) => row.endorsement_id)).toEqual([change.endorsement_id]);
    const pending = (await api('GET', `/policies/endorsements/?status=pending&policyId=${policy.policy_id}`, undefined, viewer)).json();
    expect(pending.data).toHaveLength(1);
    expect((await api('GET', `/policies/endorsements/?status=applied&policyId=${policy.policy_id}`)).json().data).toEqual([]);

    const printed = await api('GET', `/policies/endorsement/${change.endorsement_id}/endorsementDocument`);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const form = multipartForm({ documentName: 'Valuation report' }, { name: 'valuation.pdf', bytes: pdfBytes(), type: 'application/pdf' });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/v1/policies/endorsement/${change.endorsement_id}/uploads`,
      headers: { authorization: `Bearer ${admin}`, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.documents).toEqual([
      expect.objectContaining({ document_name: 'Valuation report', original_name: 'valuation.pdf' }),
    ]);

    const approved = await decide(change.endorsement_id, { status: 'approved' });
    expect(approved.invoice_id).toBeNull();
    const applied = (await api('PUT', `/policies/${policy.policy_id}`, { endorsementId: change.endorsement_id })).json().data;
    expect(applied).toMatchObject({ sum_insured: '5500000.00', premium: '150000.00' });
  });
});

describe.each(oneDatabase())('the demo brokerage’s endorsements on %s', (kind) => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('has one endorsement of each kind and a refund paid, made through the services, its books balanced', async () => {
    server = await startTestServer(kind);
    const tenantId = await demoTenantId(server);
    await seedDemoBook(server.ctx, server.db, tenantId);
    const admin = await signInAs(server, 'admin@demo.ng');
    const seeded = (await callApi(server, admin, 'GET', '/policies/endorsements/?limit=100')).json().data as EndorsementDetails[];
    expect(new Set(seeded.map((row) => row.kind))).toEqual(new Set(['addition', 'deletion', 'sum insured', 'extension', 'cancellation']));
    expect(new Set(seeded.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'applied']));
    const refunds = (await callApi(server, admin, 'GET', '/policies/allRefund')).json().data as Refund[];
    expect(refunds.map((refund) => refund.status).sort()).toEqual(['awaiting insurer', 'paid']);
    const cancelled = seeded.find((row) => row.kind === 'cancellation')!;
    expect((await callApi(server, admin, 'GET', `/policies/${cancelled.policy_id}`)).json().data.status).toBe('cancelled');
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });
});
