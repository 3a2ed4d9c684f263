import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { ALREADY_RENEWED, coverRefusal, CREDIT_NOTE_HOURS, policyMoveRefusal, REASON_NEEDED } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { individualClients, policies, underwriters } from '../../server/db/schema';
import { INVOICE_BILLS, NOT_A_POLICY_INVOICE, OTHER_CLIENTS, PREMIUM_IS_INVOICES, QUOTE_NOT_ACCEPTED } from '../../server/policies/terms';
import { demoTenantId, outboxTo } from './support/accounts';
import { fetchInvoice, issueInvoice, payInvoice } from './support/invoices';
import { multipartForm, pdfBytes, pngBytes } from './support/multipart';
import { activePolicy as activeOne, callApi, policyPayload, proposedPolicy } from './support/policies';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { PolicyDetails } from '../../domain/policies';

describe.each(databaseKinds())('policy proposals, placement and cover on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let broker: string;
  let accounts: string;
  let book: QuoteBook;
  const underwritersAt = 'placements@leadway.test';
  const api = (token: string, method: string, url: string, payload?: object) => callApi(server, token, method, url, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, broker, accounts] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
    const tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    await server.db
      .insert(underwriters)
      .values({ tenantId, providerId: book.insurerId, name: 'Leadway Lagos desk', email: underwritersAt });
  });
  afterAll(() => server?.close());

  /** A proposal placed with the insurer, who confirmed it, on an invoice paid in full when `paid`. */
  async function confirmedPolicy(paid: boolean) {
    const { policy, invoice } = await proposedPolicy(server, admin, book, { paid });
    expect((await api(broker, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip`)).statusCode).toBe(200);
    const confirmed = await api(broker, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip?confirmed=true`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { policy: confirmed.json().data as PolicyDetails, invoice };
  }

  it('proposes a policy billed on an invoice, with the invoice’s premium and commission, numbered POL/<year>/000001', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const made = await api(
      broker,
      'POST',
      '/policies',
      policyPayload(book, { invoiceId: invoice.invoice_id, covers: [{ coverId: String(book.coverId) }] }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const policy = made.json().data as PolicyDetails;
    expect(made.json().message).toBe('Policy proposal created');
    expect(policy).toMatchObject({
      status: 'proposal',
      transaction_type: 'NEW POLICY',
      premium: '150000.00',
      commission_type: 'Percentage',
      commission_rate: '12.50',
      commission: '18750.00',
      vat_on_commission: '1406.25',
      net_to_insurer: '129843.75',
      invoice_id: invoice.invoice_id,
      invoice_no: invoice.invoice_no,
      invoice_status: 'payment pending',
      premium_paid: '0.00',
      premium_received_at: null,
      credit_note_due_by: null,
      covers: [{ cover_id: book.coverId, name: book.coverName }],
      items: [{ description: 'Toyota Camry 2021, LSD 123 XY', sum_insured: '5000000.00', details: {} }],
    });
    expect(policy.policy_number).toMatch(new RegExp(`^POL/${todayInLagos().slice(0, 4)}/\\d{6}$`));
    expect(policy.history).toEqual([
      expect.objectContaining({
        action: 'proposed',
        status: 'proposal',
        note: `billed on invoice ${invoice.invoice_no}`,
        by: expect.objectContaining({ name: 'Tunde Bakare' }),
      }),
    ]);
    expect((await fetchInvoice(server, admin, invoice.invoice_id)).policy_id).toBe(policy.policy_id);
    expect((await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data).toEqual(policy);
  });

  it('refuses terms that do not fit the invoice or the quote, every field at once, and writes nothing', async () => {
    const [before] = await server.db.select({ n: policies.id }).from(policies).limit(1);
    expect((await api(broker, 'POST', '/policies', {})).json().errors).toEqual(
      expect.arrayContaining([
        { field: 'clientType', message: 'This field is required' },
        { field: 'premium', message: 'This field is required' },
        { field: 'startDate', message: 'This field is required' },
      ]),
    );
    const { policy, invoice } = await proposedPolicy(server, admin, book);
    const endorsementInvoice = await issueInvoice(server, admin, book, { transactionType: 'POLICY_EDORSEMENT' });
    const otherClients = await issueInvoice(server, admin, book, { clientType: 'CORPORATE', clientId: book.corporateClientId });
    const drafted = (await api(broker, 'POST', '/quotes/motor', quotePayload(book, todayInLagos()))).json().data;
    const refusals = async (overrides: Record<string, unknown>) =>
      (await api(broker, 'POST', '/policies', policyPayload(book, overrides))).json().errors as { field: string; message: string }[];
    expect(await refusals({ invoiceId: invoice.invoice_id })).toEqual([
      { field: 'invoiceId', message: INVOICE_BILLS(policy.policy_number) },
    ]);
    expect(await refusals({ invoiceId: endorsementInvoice.invoice_id })).toEqual([{ field: 'invoiceId', message: NOT_A_POLICY_INVOICE }]);
    expect(await refusals({ invoiceId: otherClients.invoice_id })).toEqual([{ field: 'invoiceId', message: OTHER_CLIENTS('invoice') }]);
    const fresh = await issueInvoice(server, admin, book);
    expect(await refusals({ invoiceId: fresh.invoice_id, premium: '149000' })).toEqual([
      { field: 'premium', message: PREMIUM_IS_INVOICES(15_000_000) },
    ]);
    expect(await refusals({ quoteId: drafted.quote_id })).toEqual([
      { field: 'quoteId', message: `${QUOTE_NOT_ACCEPTED}; this one is draft` },
    ]);
    expect(await refusals({ premium: '150000', covers: [{ coverId: '999999' }] })).toEqual([
      { field: 'covers.0.coverId', message: 'This cover is not offered by the chosen product' },
    ]);
    expect((await fetchInvoice(server, admin, fresh.invoice_id)).policy_id).toBeNull();
    expect(before).toBeDefined();
  });

  it('makes a policy of an accepted quote, billed on the invoice the quote became', async () => {
    const quote = (await api(broker, 'POST', '/quotes/motor', quotePayload(book, todayInLagos()))).json().data;
    await api(broker, 'PUT', `/quote/${quote.quote_id}/save`);
    await api(admin, 'PATCH', `/quote/${quote.quote_id}/approve`, { decision: 'approve' });
    await api(broker, 'PATCH', `/quote/${quote.quote_id}/response`, { decision: 'accept' });
    const converted = (await api(admin, 'POST', `/quote/${quote.quote_id}/invoice`)).json().data;
    const made = await api(broker, 'POST', '/policies', policyPayload(book, { quoteId: quote.quote_id, sumInsured: quote.sum_insured }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      quote_id: quote.quote_id,
      quote_number: quote.quote_number,
      invoice_id: converted.invoice_id,
      premium: quote.premium,
    });
    expect(made.json().data.history[0].note).toContain(`From quote ${quote.quote_number}`);
  });

  it('mails the placement slip to the underwriters, records the insurer’s confirmation, and keeps "No Premium, No Cover"', async () => {
    const { policy } = await proposedPolicy(server, admin, book);
    const placed = await api(broker, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({
      message: 'Placement slip sent to the insurer',
      data: { status: 'placed', placement_sent_at: expect.any(String) },
    });
    const mail = (await outboxTo(server, underwritersAt)).at(-1)!;
    expect(mail.subject).toContain(`Placement slip ${policy.policy_number}`);
    expect(mail.textBody).toContain('premium NGN 150000.00');

    const early = await api(broker, 'PATCH', `/policies/${policy.policy_id}`, {
      status: 'active',
      insurerPolicyNumber: 'LW/MTR/2026/0042',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(coverRefusal({ ...placed.json().data, placement_confirmed_at: 'x', insurer_policy_number: 'x' }));
    expect(early.json().message).toContain('No Premium, No Cover');
    const unchanged = (await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data;
    expect(unchanged).toMatchObject({ status: 'placed', insurer_policy_number: null });

    const notConfirmed = await confirmedPolicyless(policy.policy_id);
    expect(notConfirmed).toBe('The insurer has not confirmed the placement yet');
  });

  /** Pays the proposal's invoice and tries to put it on cover before the insurer confirmed. */
  async function confirmedPolicyless(policyId: string) {
    const read = (await api(broker, 'GET', `/policies/${policyId}`)).json().data as PolicyDetails;
    await payInvoice(server, admin, read.invoice_id!);
    const refused = await api(broker, 'PATCH', `/policies/${policyId}`, { status: 'active', insurerPolicyNumber: 'LW/1' });
    expect(refused.statusCode).toBe(409);
    return refused.json().message as string;
  }

  it('puts a confirmed, numbered, paid policy on cover once, however many try at the same moment', async () => {
    const { policy } = await confirmedPolicy(true);
    expect(policy.placement_confirmed_at).not.toBeNull();
    const numbered = await api(broker, 'PATCH', `/policies/${policy.policy_id}`, { insurerPolicyNumber: 'LW/MTR/2026/0042' });
    expect(numbered.json().data).toMatchObject({ status: 'placed', insurer_policy_number: 'LW/MTR/2026/0042' });
    // Promise.all over app.inject, as the invoice races do: race.ts's atOnce stalls beyond about nine requests.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api(broker, 'PATCH', `/policies/${policy.policy_id}`, { status: 'active' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message)).toEqual(
      Array(49).fill(policyMoveRefusal('activate', 'active')),
    );
    const active = (await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data as PolicyDetails;
    expect(active).toMatchObject({ status: 'active', activated_at: expect.any(String) });
    expect(active.history.filter((event) => event.action === 'on cover')).toHaveLength(1);
    expect((await api(broker, 'PUT', `/policies/${policy.policy_id}`, policyPayload(book, { premium: '150000' }))).json().message).toBe(
      policyMoveRefusal('edit', 'active'),
    );
  });

  it('tracks the credit note’s 48 hours from the premium received and mails it to the insurer', async () => {
    const { policy } = await proposedPolicy(server, admin, book);
    const unpaid = await api(admin, 'GET', `/policies/${policy.policy_id}/creditNote`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(`The credit note follows the premium: invoice ${policy.invoice_no} is not paid in full yet`);
    await payInvoice(server, admin, policy.invoice_id!);
    const paid = (await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data as PolicyDetails;
    expect(paid).toMatchObject({
      invoice_status: 'paid',
      premium_paid: '150000.00',
      credit_note_overdue: false,
      credit_note_sent_at: null,
    });
    expect(Date.parse(paid.credit_note_due_by!) - Date.parse(paid.premium_received_at!)).toBe(CREDIT_NOTE_HOURS * 3_600_000);
    const sent = await api(admin, 'GET', `/policies/${policy.policy_id}/creditNote`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ credit_note_sent_at: expect.any(String), credit_note_overdue: false });
    expect((await outboxTo(server, underwritersAt)).at(-1)!.subject).toContain(`Credit Note ${policy.invoice_no}`);
    // Overdue: a premium received more than 48 hours ago, the note never sent.
    const late = await proposedPolicy(server, admin, book, { paid: true });
    await server.db.execute(
      `update invoice_payments set created_at = now() - interval '49 hours' where invoice_id = '${late.invoice.invoice_id}'` as never,
    );
    expect((await api(broker, 'GET', `/policies/${late.policy.policy_id}`)).json().data.credit_note_overdue).toBe(true);
  });

  it('cancels or lapses a proposal only with a reason, and a cancelled proposal lets its invoice bill another', async () => {
    const { policy, invoice } = await proposedPolicy(server, admin, book);
    expect((await api(broker, 'PATCH', `/policies/${policy.policy_id}`, { status: 'cancelled' })).json().errors).toEqual([
      { field: 'reason', message: REASON_NEEDED },
    ]);
    const cancelled = await api(broker, 'PATCH', `/policies/${policy.policy_id}`, {
      status: 'cancelled',
      reason: 'Client bought elsewhere',
    });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', status_reason: 'Client bought elsewhere' });
    expect((await fetchInvoice(server, admin, invoice.invoice_id)).policy_id).toBeNull();
    const again = await api(broker, 'POST', '/policies', policyPayload(book, { invoiceId: invoice.invoice_id }));
    expect(again.statusCode, again.body).toBe(201);
    expect((await api(broker, 'PATCH', `/policies/${policy.policy_id}`, { status: 'lapsed', reason: 'x' })).json().message).toBe(
      policyMoveRefusal('lapse', 'cancelled'),
    );
    expect((await api(broker, 'PATCH', `/policies/${policy.policy_id}`, { status: 'renewed' })).json().errors[0].field).toBe('status');
  });

  it('edits a proposal’s terms, and moves it to another invoice of the client', async () => {
    const { policy, invoice } = await proposedPolicy(server, admin, book);
    const other = await issueInvoice(server, admin, book, { premiumAmount: '200000.00' });
    const edited = await api(
      broker,
      'PUT',
      `/policies/${policy.policy_id}`,
      policyPayload(book, { invoiceId: other.invoice_id, nameOfInsured: 'Adaeze O. Okafor' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name_of_insured: 'Adaeze O. Okafor', premium: '200000.00', invoice_no: other.invoice_no });
    expect((await fetchInvoice(server, admin, invoice.invoice_id)).policy_id).toBeNull();
    expect((await fetchInvoice(server, admin, other.invoice_id)).policy_id).toBe(policy.policy_id);
  });

  it('lists, filters and searches policies, by query and by body, and a client’s by email', async () => {
    const { policy } = await proposedPolicy(server, admin, book);
    const list = await api(broker, 'GET', '/policies?limit=5&page=1&status=proposal');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.every((row: PolicyDetails) => row.status === 'proposal')).toBe(true);
    expect(list.json().meta).toMatchObject({ page: 1, limit: 5 });
    const byNumber = await api(broker, 'GET', `/policies/search?searchQuery=${encodeURIComponent(policy.policy_number)}`);
    expect(byNumber.json().data.map((row: PolicyDetails) => row.policy_id)).toEqual([policy.policy_id]);
    const byBody = await api(broker, 'POST', '/policies/search', { searchQuery: policy.policy_number, page: 1, limit: 10 });
    expect(byBody.json().data.map((row: PolicyDetails) => row.policy_id)).toEqual([policy.policy_id]);
    const [{ email }] = (await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId))) as [{ email: string }];
    const byEmail = await api(broker, 'GET', `/policies?email=${encodeURIComponent(email.toUpperCase())}&clientType=INDIVIDUAL&limit=100`);
    expect(byEmail.json().data.length).toBeGreaterThan(0);
    expect(byEmail.json().data.every((row: PolicyDetails) => row.client_id === book.individualClientId)).toBe(true);
    expect((await api(broker, 'GET', `/policies?email=${encodeURIComponent(email)}&clientType=CORPORATE`)).json().data).toEqual([]);
    expect((await api(broker, 'GET', '/policies?status=sleeping')).statusCode).toBe(400);
  });

  it('keeps documents, answers the insurer’s policy document once uploaded, and prints the proposal, slip and schedule', async () => {
    const { policy } = await proposedPolicy(server, admin, book);
    const schedule = await api(broker, 'GET', `/policies/${policy.policy_id}/policyDocument`);
    expect(schedule.headers['content-type']).toBe('application/pdf');
    expect(schedule.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of [`/policies/policyProposal/${policy.policy_id}/form`, `/policy/${policy.policy_id}/placementSlip`]) {
      const printed = await api(broker, 'GET', url);
      expect(printed.statusCode, url).toBe(200);
      expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const proposal = await api(broker, 'GET', `/policies/policyProposal/${policy.policy_id}`);
    expect(proposal.json().data).toMatchObject({ policy_id: policy.policy_id, proposer: { name: policy.client_name } });

    const upload = async (documentName: string, file: { name: string; bytes: Buffer }) => {
      const form = multipartForm({ documentName }, file);
      return server.app.inject({
        method: 'POST',
        url: `/api/v1/policies/${policy.policy_id}/uploads`,
        headers: { authorization: `Bearer ${broker}`, ...form.headers },
        payload: form.payload,
      });
    };
    expect((await upload('', { name: 'x.pdf', bytes: pdfBytes() })).json().errors).toEqual([
      { field: 'documentName', message: 'This field is required' },
    ]);
    const insurerCopy = pngBytes(300);
    const uploaded = await upload('Policy document', { name: 'leadway-policy.png', bytes: insurerCopy });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data.documents).toEqual([
      expect.objectContaining({ document_name: 'Policy document', original_name: 'leadway-policy.png', content_type: 'image/png' }),
    ]);
    const served = await api(broker, 'GET', `/policies/${policy.policy_id}/policyDocument`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, insurerCopy)).toBe(0);
  });

  const activePolicy = async (overrides: Record<string, unknown> = {}) => (await activeOne(server, admin, book, overrides)).policy;

  it('lists the policies on cover ending within the days asked, soonest first, and mails the client a renewal notice', async () => {
    const today = todayInLagos();
    const soon = await activePolicy({ endDate: addDays(today, 10) });
    const later = await activePolicy({ endDate: addDays(today, 45) });
    const within = async (days: number) =>
      (await api(broker, 'GET', `/policies/expiringPolicy?daysToExpire=${days}&limit=100`)).json().data as {
        policy_id: string;
        days_to_expiry: number;
      }[];
    const month = await within(30);
    expect(month.map((row) => row.policy_id)).toContain(soon.policy_id);
    expect(month.map((row) => row.policy_id)).not.toContain(later.policy_id);
    expect(month.find((row) => row.policy_id === soon.policy_id)!.days_to_expiry).toBe(10);
    const days = (await within(60)).map((row) => row.days_to_expiry);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect((await within(60)).map((row) => row.policy_id)).toEqual(expect.arrayContaining([soon.policy_id, later.policy_id]));
    expect((await api(broker, 'GET', '/policies/expiringPolicy?daysToExpire=400')).json().errors[0].field).toBe('daysToExpire');

    const [{ email }] = (await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId))) as [{ email: string }];
    const notified = await api(broker, 'GET', `/policies/expiringPolicy/${soon.policy_id}/notify`);
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.json().data).toMatchObject({ renewal_notice_sent_at: expect.any(String) });
    const mail = (await outboxTo(server, email)).at(-1)!;
    expect(mail.subject).toBe(`Renewal notice: ${soon.product_name} for Adaeze Okafor, ends ${soon.end_date}`);
    const { policy: proposal } = await proposedPolicy(server, admin, book);
    expect((await api(broker, 'GET', `/policies/expiringPolicy/${proposal.policy_id}/notify`)).json().message).toBe(
      policyMoveRefusal('notifyRenewal', 'proposal'),
    );
  });

  it('renews a policy on cover: a RENEWAL proposal billed on its own RENEWAL invoice, and the old one renewed once the new is on cover', async () => {
    const old = await activePolicy();
    const renewal = await api(
      broker,
      'POST',
      '/policies',
      policyPayload(book, {
        renewalOf: old.policy_id,
        premium: '160000',
        startDate: addDays(old.end_date, 1),
        endDate: addDays(old.end_date, 365),
      }),
    );
    expect(renewal.statusCode, renewal.body).toBe(201);
    const proposal = renewal.json().data as PolicyDetails;
    expect(proposal).toMatchObject({
      transaction_type: 'RENEWAL',
      renewal_of: old.policy_id,
      renewal_of_number: old.policy_number,
      invoice_id: null,
    });
    expect((await api(broker, 'GET', `/policies/${old.policy_id}`)).json().data.renewed_by).toBe(proposal.policy_id);
    expect(
      (await api(broker, 'POST', '/policies', policyPayload(book, { renewalOf: old.policy_id, premium: '1000' }))).json().errors,
    ).toEqual([{ field: 'renewalOf', message: ALREADY_RENEWED(proposal.policy_number) }]);

    const billed = await api(admin, 'POST', `/policies/${proposal.policy_id}/invoice`);
    expect(billed.statusCode, billed.body).toBe(200);
    const invoiceId = billed.json().data.invoice_id as string;
    const invoice = await fetchInvoice(server, admin, invoiceId);
    expect(invoice).toMatchObject({ transaction_type: 'RENEWAL', policy_id: proposal.policy_id, amount: '160000.00' });
    expect((await api(admin, 'POST', `/policies/${proposal.policy_id}/invoice`)).json().data.invoice_id).toBe(invoiceId);
    const agent = await signInAs(server, 'agent@demo.ng');
    expect((await api(agent, 'POST', `/policies/${proposal.policy_id}/invoice`)).statusCode).toBe(403);

    await payInvoice(server, admin, invoiceId);
    await api(broker, 'GET', `/policy/${proposal.policy_id}/sendPlacementSlip`);
    await api(broker, 'GET', `/policy/${proposal.policy_id}/sendPlacementSlip?confirmed=true`);
    const onCover = await api(broker, 'PATCH', `/policies/${proposal.policy_id}`, { insurerPolicyNumber: 'LW/REN/1', status: 'active' });
    expect(onCover.statusCode, onCover.body).toBe(200);
    const renewed = (await api(broker, 'GET', `/policies/${old.policy_id}`)).json().data as PolicyDetails;
    expect(renewed.status).toBe('renewed');
    expect(renewed.history.at(-1)).toMatchObject({ action: 'renewed', note: `Renewed by ${proposal.policy_number}` });
  });

  it('lets a user without the permission see but not propose, and the accountant cannot place', async () => {
    const { policy } = await proposedPolicy(server, admin, book);
    expect((await api(accounts, 'GET', `/policies/${policy.policy_id}`)).statusCode).toBe(200);
    expect((await api(accounts, 'POST', '/policies', policyPayload(book, { premium: '1000' }))).statusCode).toBe(403);
    expect((await api(accounts, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip`)).statusCode).toBe(403);
    const [row] = await server.db
      .select({ status: policies.status })
      .from(policies)
      .where(and(eq(policies.id, policy.policy_id)));
    expect(row!.status).toBe('proposal');
  });
});
