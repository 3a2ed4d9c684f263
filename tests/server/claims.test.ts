import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADJUSTER_REPORT,
  claimMoveRefusal,
  DEFAULT_CLAIM_CHECKLISTS,
  DISCHARGE_VOUCHER,
  documentNeededRefusal,
  documentsMissingRefusal,
  EXCESS_ABOVE_OFFER,
  POLICE_REPORT_NEEDED,
  policyNotOnCoverRefusal,
  type ClaimDetails,
} from '../../domain/claims';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { runClaimAgeing } from '../../server/claims/ageing';
import { claims, individualClients, journalEntries, notificationReceipts, notifications, underwriters } from '../../server/db/schema';
import { demoTenantId, outboxTo, userByEmail } from './support/accounts';
import { postedTo, systemAccountId, trialBalanceGap } from './support/invoices';
import { multipartForm, pdfBytes } from './support/multipart';
import { activePolicy, callApi, proposedPolicy } from './support/policies';
import { quoteBook, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// Claims through the API: registered on a policy on cover, documents gathered against the class's
// checklist, moved along the one transition table, settled through the books, discussed, aged.

describe.each(databaseKinds())('claims on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let agent: string;
  let book: QuoteBook;
  let tenantId: string;
  let clientEmail: string;
  const today = todayInLagos();
  const api = (method: string, url: string, payload?: object, token = admin) => callApi(server, token, method, url, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    await server.db
      .insert(underwriters)
      .values({ tenantId, providerId: book.insurerId, name: 'Leadway claims desk', email: 'claims@leadway.test' });
    const [client] = await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId));
    clientEmail = client!.email!;
  });
  afterAll(() => server?.close());

  const onCover = async () =>
    (await activePolicy(server, admin, book, { startDate: addDays(today, -30), endDate: addDays(today, 334) })).policy;
  const lossOn = (policyId: string, overrides: Record<string, unknown> = {}) => ({
    policyId,
    insuredItem: 'Toyota Camry 2021, LSD 123 XY',
    lossDate: addDays(today, -2),
    lossPlace: 'Third Mainland Bridge, Lagos',
    reportedDate: today,
    cause: 'Accident',
    description: 'Rear-ended in traffic; boot and bumper crushed.',
    reportedBy: 'Adaeze Okafor',
    reporterPhone: '+234 803 555 0101',
    estimatedLoss: '450,000',
    thirdParties: 'Danfo bus, LND 456 KJ',
    ...overrides,
  });
  const registered = async (policyId: string, overrides: Record<string, unknown> = {}, token = admin) => {
    const answer = await api('POST', '/claims', lossOn(policyId, overrides), token);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as ClaimDetails;
  };
  const move = async (id: string, body: object, expected = 200) => {
    const answer = await api('PATCH', `/claims/${id}`, body);
    expect(answer.statusCode, answer.body).toBe(expected);
    return answer.json();
  };
  const upload = async (id: string, documentName: string, token = admin) => {
    const form = multipartForm({ documentName }, { name: 'scan.pdf', bytes: pdfBytes(), type: 'application/pdf' });
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/v1/claims/${id}/uploads`,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as ClaimDetails;
  };
  const claimCount = async () => (await server.db.select({ n: count() }).from(claims).where(eq(claims.tenantId, tenantId)))[0]!.n;
  const settlementEntries = async (claimId: string) =>
    server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.source, 'claim_settlement'), eq(journalEntries.sourceId, claimId)));

  it('registers a loss on a policy on cover with a CLM number and the class’s checklist, mails the client and the insurer, and lists it on the policy', async () => {
    const policy = await onCover();
    const answer = await api('POST', '/claims', lossOn(policy.policy_id));
    expect(answer.statusCode, answer.body).toBe(201);
    const claim = answer.json().data as ClaimDetails;
    expect(answer.json().message).toBe(`Claim ${claim.claim_number} registered and mailed to ${clientEmail}, claims@leadway.test`);
    expect(claim.claim_number).toMatch(new RegExp(`^CLM/${today.slice(0, 4)}/\\d{6}$`));
    expect(claim).toMatchObject({
      status: 'registered',
      estimated_loss: '450000.00',
      age_days: 0,
      overdue: false,
      policy_number: policy.policy_number,
    });
    const expected = DEFAULT_CLAIM_CHECKLISTS[claim.category_code ?? ''] ?? claim.checklist.map((item) => item.document_name);
    expect(claim.checklist.map((item) => item.document_name)).toEqual(expected);
    expect(claim.missing_documents).toEqual(expected);
    expect(claim.history).toEqual([
      expect.objectContaining({ action: 'registered', status: 'registered' }),
      expect.objectContaining({ action: 'mailed: registered', note: `To ${clientEmail}, claims@leadway.test` }),
    ]);

    const toClient = await outboxTo(server, clientEmail);
    expect(toClient.at(-1)!.subject).toBe(`Your claim ${claim.claim_number} is registered`);
    const toInsurer = await outboxTo(server, 'claims@leadway.test');
    expect(toInsurer.at(-1)!.subject).toMatch(/^Notice of loss/);
    expect(toInsurer.at(-1)!.textBody).toContain(claim.claim_number);

    const listed = await api('GET', `/claims?policyId=${policy.policy_id}`);
    expect(listed.json().data.map((row: ClaimDetails) => row.claim_id)).toEqual([claim.claim_id]);
    const found = await api('GET', `/claims/search?searchQuery=${encodeURIComponent(claim.claim_number.slice(-6))}`);
    expect(found.json().data.map((row: ClaimDetails) => row.claim_id)).toContain(claim.claim_id);
  });

  it('refuses a loss outside the cover, on a policy not on cover, a theft without a police report, or reported before it happened, and writes nothing', async () => {
    const policy = await onCover();
    const proposal = (await proposedPolicy(server, admin, book)).policy;
    const before = await claimCount();
    const outside = await api('POST', '/claims', lossOn(policy.policy_id, { lossDate: addDays(today, -60) }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual([
      { field: 'lossDate', message: expect.stringMatching(/^The date of loss must fall within the period of cover/) },
    ]);
    const notOnCover = await api('POST', '/claims', lossOn(proposal.policy_id, { lossDate: today }));
    expect(notOnCover.statusCode).toBe(409);
    expect(notOnCover.json().message).toBe(policyNotOnCoverRefusal('proposal'));
    const theft = await api('POST', '/claims', lossOn(policy.policy_id, { cause: 'theft' }));
    expect(theft.json().errors).toEqual([{ field: 'policeReportNumber', message: POLICE_REPORT_NEEDED }]);
    const early = await api('POST', '/claims', lossOn(policy.policy_id, { reportedDate: addDays(today, -3) }));
    expect(early.json().errors.map((error: { field: string }) => error.field)).toEqual(['reportedDate']);
    const future = await api('POST', '/claims', lossOn(policy.policy_id, { lossDate: addDays(today, 1), reportedDate: addDays(today, 1) }));
    expect(future.statusCode).toBe(400);
    const nobody = await api('POST', '/claims', lossOn('not-a-policy'));
    expect(nobody.json().errors).toEqual([{ field: 'policyId', message: expect.any(String) }]);
    expect(await claimCount()).toBe(before);
  });

  it('walks a claim from registration to a settlement paid through the brokerage, each step checked, the books balanced to the kobo', async () => {
    const claim = await registered((await onCover()).policy_id);
    const id = claim.claim_id;
    await move(id, { status: 'documents_pending' });
    const early = await move(id, { status: 'submitted' }, 409);
    expect(early.message).toBe(documentsMissingRefusal(claim.missing_documents));
    let current = claim;
    for (const name of claim.missing_documents) current = await upload(id, name);
    expect(current.missing_documents).toEqual([]);
    expect(current.checklist.every((item) => item.received)).toBe(true);
    await move(id, { status: 'submitted' });
    expect((await move(id, { status: 'under_adjustment' }, 400)).errors).toEqual([
      { field: 'adjusterName', message: 'This field is required' },
    ]);
    await move(id, { status: 'under_adjustment', adjusterName: 'Tunde Bakare', adjusterFirm: 'Crawford Nigeria' });
    expect((await move(id, { status: 'offer_received', offerAmount: '425000' }, 409)).message).toBe(documentNeededRefusal(ADJUSTER_REPORT));
    await upload(id, ADJUSTER_REPORT);
    expect((await move(id, { status: 'offer_received', offerAmount: '425000', excess: '500000' }, 400)).errors).toEqual([
      { field: 'excess', message: EXCESS_ABOVE_OFFER },
    ]);
    const offered = (await move(id, { status: 'offer_received', offerAmount: '₦425,000.00', excess: '25000' })).data as ClaimDetails;
    expect(offered).toMatchObject({ offer_amount: '425000.00', excess: '25000.00', net_offer: '400000.00' });
    await move(id, { status: 'offer_accepted' });
    expect((await move(id, { status: 'discharge_signed' }, 409)).message).toBe(documentNeededRefusal(DISCHARGE_VOUCHER));
    await upload(id, DISCHARGE_VOUCHER);
    await move(id, { status: 'discharge_signed' });

    const bank = book.bankLedgerAccountId;
    const payable = await systemAccountId(server, tenantId, 'claims_payable');
    const bankBefore = await postedTo(server, bank);
    const payableBefore = await postedTo(server, payable);
    const received = (await move(id, { status: 'payment_received', accountId: bank, paymentDate: today, reference: 'LW-CHQ-0042' })).data;
    expect(received.settlement_received).toMatchObject({ amount: '400000.00', ref_no: expect.stringMatching(/^CLM-\d{6}$/) });
    expect((await postedTo(server, bank)).debit - bankBefore.debit).toBe(40_000_000);
    expect((await postedTo(server, payable)).credit - payableBefore.credit).toBe(40_000_000);
    expect((await move(id, { status: 'settled', paymentDate: today }, 400)).errors).toEqual([
      { field: 'modeOfPayment', message: 'This field is required' },
    ]);
    const settled = (await move(id, { status: 'settled', paymentDate: today, modeOfPayment: 'Bank Transfer' })).data as ClaimDetails;
    expect(settled).toMatchObject({
      status: 'settled',
      settled_amount: '400000.00',
      settlement_mode: 'through_brokerage',
      settled_on: today,
    });
    expect((await postedTo(server, payable)).balance - payableBefore.balance).toBe(0);
    expect((await postedTo(server, bank)).balance - bankBefore.balance).toBe(0);
    expect(await settlementEntries(id)).toHaveLength(2);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
    expect(settled.stages.map((stage) => stage.status)).toEqual([
      'registered',
      'documents_pending',
      'submitted',
      'under_adjustment',
      'offer_received',
      'offer_accepted',
      'discharge_signed',
      'payment_received',
      'settled',
    ]);

    const backwards = await move(id, { status: 'offer_received', offerAmount: '1' }, 409);
    expect(backwards.message).toBe(claimMoveRefusal('settled', 'offer_received'));
    expect((await api('GET', `/claims/${id}`)).json().data.status).toBe('settled');
    await move(id, { status: 'closed' });
  });

  it('records a settlement the insurer paid the client directly without moving money, and asks a reason to decline or withdraw', async () => {
    const direct = await registered((await onCover()).policy_id);
    for (const name of direct.missing_documents) await upload(direct.claim_id, name);
    await move(direct.claim_id, { status: 'submitted' });
    await move(direct.claim_id, { status: 'offer_received', offerAmount: '300000' });
    await move(direct.claim_id, { status: 'offer_accepted' });
    await upload(direct.claim_id, DISCHARGE_VOUCHER);
    await move(direct.claim_id, { status: 'discharge_signed' });
    const settled = (await move(direct.claim_id, { status: 'settled', paymentDate: today, reference: 'LW-TRF-77' })).data as ClaimDetails;
    expect(settled).toMatchObject({ settlement_mode: 'direct_to_client', settled_amount: '300000.00', settlement_paid: null });
    expect(await settlementEntries(direct.claim_id)).toHaveLength(0);

    const declined = await registered((await onCover()).policy_id);
    expect((await move(declined.claim_id, { status: 'declined', reason: 'Too early' }, 409)).message).toBe(
      claimMoveRefusal('registered', 'declined'),
    );
    expect((await move(declined.claim_id, { status: 'withdrawn' }, 400)).errors).toEqual([{ field: 'reason', message: 'Say why' }]);
    const withdrawn = (await move(declined.claim_id, { status: 'withdrawn', reason: 'The client repaired it himself' }))
      .data as ClaimDetails;
    expect(withdrawn).toMatchObject({ status: 'withdrawn', status_reason: 'The client repaired it himself', overdue: false });
  });

  it('corrects the facts only before submission', async () => {
    const claim = await registered((await onCover()).policy_id);
    const corrected = (await move(claim.claim_id, { lossPlace: 'Eko Bridge, Lagos', estimatedLoss: '500000' })).data as ClaimDetails;
    expect(corrected).toMatchObject({ loss_place: 'Eko Bridge, Lagos', estimated_loss: '500000.00', status: 'registered' });
    for (const name of claim.missing_documents) await upload(claim.claim_id, name);
    await move(claim.claim_id, { status: 'submitted' });
    const late = await move(claim.claim_id, { lossPlace: 'Elsewhere' }, 409);
    expect(late.message).toMatch(/^The details of a claim can be changed only before it is submitted/);
  });

  it('keeps the conversation, tells the claims desk live, and mails the client the documents still missing', async () => {
    const claim = await registered((await onCover()).policy_id, {}, agent);
    const said = await api(
      'POST',
      `/claims/${claim.claim_id}/comment`,
      { comment: 'Client will bring the police report tomorrow.' },
      agent,
    );
    expect(said.statusCode, said.body).toBe(201);
    expect((await api('POST', `/claims/${claim.claim_id}/comment`, { comment: '  ' }, agent)).statusCode).toBe(400);
    const details = (await api('GET', `/claims/${claim.claim_id}`)).json().data as ClaimDetails;
    expect(details.comments).toEqual([
      expect.objectContaining({
        comment: 'Client will bring the police report tomorrow.',
        by: expect.objectContaining({ name: 'Halima Bello' }),
      }),
    ]);
    const adminId = (await userByEmail(server, 'admin@demo.ng'))!.id;
    const told = await server.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .innerJoin(notificationReceipts, eq(notificationReceipts.notificationId, notifications.id))
      .where(and(eq(notificationReceipts.userId, adminId), eq(notifications.link, `/claims/${claim.claim_id}`)));
    expect(told.map((row) => row.kind)).toContain('claim_comment');

    expect((await api('PATCH', `/claims/${claim.claim_id}`, { status: 'documents_pending' }, agent)).statusCode).toBe(403);
    await move(claim.claim_id, { status: 'documents_pending' });
    const mailed = await api('POST', `/claims/${claim.claim_id}/notifications`, {});
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().data).toEqual({ event: 'documents_requested', sent_to: [clientEmail] });
    const letter = (await outboxTo(server, clientEmail)).at(-1)!;
    expect(letter.subject).toBe(`Documents needed for your claim ${claim.claim_number}`);
    expect((await api('POST', `/claims/${claim.claim_id}/notifications`, { event: 'party' })).statusCode).toBe(400);
  });

  it('applies one of 50 simultaneous moves from the same status and refuses the rest', async () => {
    const claim = await registered((await onCover()).policy_id);
    const moves = Array.from({ length: 50 }, () => () => api('PATCH', `/claims/${claim.claim_id}`, { status: 'documents_pending' }));
    // All at once through the server's pool: the claim's row lock lets the first through, the others find it moved.
    const answers = await Promise.all(moves.map((moveIt) => moveIt()));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    const history = ((await api('GET', `/claims/${claim.claim_id}`)).json().data as ClaimDetails).history;
    expect(history.filter((event) => event.status === 'documents_pending')).toHaveLength(1);
  });

  it('flags a claim past the brokerage’s limit to its owner once, by the job runner', async () => {
    expect((await api('PUT', '/claims/settings', { ageLimitDays: '0' })).statusCode).toBe(400);
    expect((await api('PUT', '/claims/settings', { ageLimitDays: '30' })).json().data).toEqual({ age_limit_days: 30 });
    const claim = await registered((await onCover()).policy_id, {}, agent);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await runClaimAgeing(server.ctx, later)).toBe(true);
    expect(await runClaimAgeing(server.ctx, later)).toBe(false);
    expect(await runClaimAgeing(server.ctx, new Date(later.getTime() + 86_400_000))).toBe(true);
    const agentId = (await userByEmail(server, 'agent@demo.ng'))!.id;
    const flagged = await server.db
      .select({ title: notifications.title })
      .from(notifications)
      .innerJoin(notificationReceipts, eq(notificationReceipts.notificationId, notifications.id))
      .where(
        and(
          eq(notificationReceipts.userId, agentId),
          eq(notifications.kind, 'claim_overdue'),
          eq(notifications.link, `/claims/${claim.claim_id}`),
        ),
      );
    expect(flagged).toEqual([{ title: `Claim ${claim.claim_number} is overdue` }]);
    await api('PUT', '/claims/settings', { ageLimitDays: '90' });
  });

  it('keeps each class’s checklist as the brokerage sets it, for claims registered afterwards', async () => {
    const policy = await onCover();
    const code = (await registered(policy.policy_id)).category_code!;
    const saved = await api('PUT', `/claims/checklists/${code}`, { documents: ['Claim form', 'Police report'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((row: { category_code: string }) => row.category_code === code)).toMatchObject({
      documents: ['Claim form', 'Police report'],
      customised: true,
    });
    expect((await registered(policy.policy_id)).missing_documents).toEqual(['Claim form', 'Police report']);
    expect((await api('PUT', `/claims/checklists/${code}`, { documents: ['A', 'a'] })).statusCode).toBe(400);
    expect((await api('PUT', '/claims/checklists/NOT_A_CLASS', { documents: ['A'] })).statusCode).toBe(404);
    const reset = await api('DELETE', `/claims/checklists/${code}`);
    expect(reset.json().data.find((row: { category_code: string }) => row.category_code === code).customised).toBe(false);
  });
});
