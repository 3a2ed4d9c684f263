import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../domain/messages';
import { moveRefusal } from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { individualClients, insuranceProviders, invoices, premiumRates, products } from '../../server/db/schema';
import { quoteSlipDefinition } from '../../server/pdf/quote-slip';
import { SAME_INSURER } from '../../server/quotes/compare';
import { START_IN_THE_PAST } from '../../server/quotes/outcome';
import { caller } from './support/access';
import { demoTenantId, outboxTo } from './support/accounts';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('an approved quote sent, answered, billed and compared on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let agent: string;
  let tenantId: string;
  let book: QuoteBook;
  let clientEmail: string;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker, agent] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
    tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    const [client] = await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId));
    clientEmail = client!.email!;
  });
  afterAll(() => server?.close());

  /** A quote drafted by the broker, approved by the admin. */
  async function approvedQuote(overrides: Record<string, unknown> = {}) {
    const drafted = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today, overrides));
    const id = drafted.json().data.quote_id as string;
    await call(broker, 'PUT', `/quote/${id}/save`);
    const approved = await call(admin, 'PATCH', `/quote/${id}/approve`, { decision: 'approve' });
    expect(approved.json().data.status).toBe('approved');
    return approved.json().data as { quote_id: string; quote_number: string; start_date: string; end_date: string };
  }

  it('mails the quote slip to the client and marks the quote sent, cover moved to the start date asked', async () => {
    const quote = await approvedQuote();
    const start = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    const sent = await call(broker, 'GET', `/quote/${quote.quote_id}/notify?startDate=${start}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Quotation sent to the client',
      data: { status: 'sent', start_date: start, sent_at: expect.any(String) },
    });
    const days = (iso: string) => Date.parse(iso) / 86_400_000;
    expect(days(sent.json().data.end_date) - days(start)).toBe(days(quote.end_date) - days(quote.start_date));
    const mail = (await outboxTo(server, clientEmail)).at(-1)!;
    expect(mail.subject).toBe(`Quotation ${quote.quote_number} from ${mail.subject.split(' from ')[1]}`);
    expect(mail.textBody).toContain(`premium NGN 125000.00`);
    expect(sent.json().data.history.at(-1)).toMatchObject({ action: 'sent', note: `To ${clientEmail}; cover from ${start}` });
  });

  it('refuses to send a draft, or with a start date in the past, and changes nothing', async () => {
    const drafted = (await call(broker, 'POST', '/quotes/motor', quotePayload(book, today))).json().data;
    const early = await call(broker, 'GET', `/quote/${drafted.quote_id}/notify`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(moveRefusal('send', 'draft'));
    const quote = await approvedQuote();
    const past = await call(broker, 'GET', `/quote/${quote.quote_id}/notify?startDate=2020-01-01`);
    expect(past.json().errors).toEqual([{ field: 'startDate', message: START_IN_THE_PAST }]);
    expect((await call(broker, 'GET', `/quote/${quote.quote_id}/notify?startDate=someday`)).json().errors).toEqual([
      { field: 'startDate', message: INVALID_DATE },
    ]);
    expect((await call(broker, 'GET', `/quote/${quote.quote_id}`)).json().data.status).toBe('approved');
  });

  it('records the client’s answer, and bills an accepted quote once, even when fifty ask at the same time', async () => {
    const declined = await approvedQuote();
    const no = await call(broker, 'PATCH', `/quote/${declined.quote_id}/response`, { decision: 'decline', reason: 'Found it cheaper' });
    expect(no.json().data).toMatchObject({ status: 'declined' });
    expect((await call(admin, 'POST', `/quote/${declined.quote_id}/invoice`)).statusCode).toBe(409);

    const quote = await approvedQuote();
    expect((await call(admin, 'POST', `/quote/${quote.quote_id}/invoice`)).json().message).toBe(moveRefusal('convert', 'approved'));
    const yes = await call(broker, 'PATCH', `/quote/${quote.quote_id}/response`, { decision: 'accept' });
    expect(yes.json().data.status).toBe('accepted');
    expect((await call(agent, 'POST', `/quote/${quote.quote_id}/invoice`)).statusCode).toBe(403);

    const answers = await Promise.all(Array.from({ length: 50 }, () => call(admin, 'POST', `/quote/${quote.quote_id}/invoice`)));
    expect(answers.map((answer) => answer.statusCode).filter((code) => code !== 200)).toEqual([]);
    const invoiceIds = new Set(answers.map((answer) => answer.json().data.invoice_id as string));
    expect(invoiceIds.size).toBe(1);
    expect(await server.db.$count(invoices, and(eq(invoices.tenantId, tenantId), eq(invoices.quoteId, quote.quote_id)))).toBe(1);
    const invoiceId = [...invoiceIds][0]!;
    const invoice = (await call(admin, 'GET', `/invoice/${invoiceId}`)).json().data;
    expect(invoice).toMatchObject({
      quote_id: quote.quote_id,
      Quote: { quote_number: quote.quote_number, name_of_insured: 'Adaeze Okafor' },
      insured: 'Toyota Camry 2021',
      amount: '125000.00',
      sum_insured: '5000000.00',
      commission_rate: '12.50',
      transaction_type: 'NEW POLICY',
    });
    const converted = (await call(broker, 'GET', `/quote/${quote.quote_id}`)).json().data;
    expect(converted).toMatchObject({ status: 'converted', invoice_id: invoiceId });
    expect(converted.history.filter((event: { action: string }) => event.action === 'converted')).toHaveLength(1);
  });

  it('prices one risk with another insurer side by side, and choosing one sets the other aside', async () => {
    const [aiico] = await server.db
      .select({ id: insuranceProviders.id })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.code, 'AIICO'));
    const [source] = await server.db.select().from(products).where(eq(products.id, book.productId));
    const [other] = await server.db
      .insert(products)
      .values({ ...source!, id: undefined, insuranceProviderId: aiico!.id, productName: `AIICO Motor ${kind}`, commissionRate: '10.00' })
      .returning({ id: products.id });
    await server.db.insert(premiumRates).values({ tenantId, productId: other!.id, description: 'Private motor', rate: '2.0000' });

    const drafted = (await call(broker, 'POST', '/quotes/motor', quotePayload(book, today))).json().data;
    const sameInsurer = await call(broker, 'POST', `/quote/${drafted.quote_id}/compare`, { productIds: [book.productId] });
    expect(sameInsurer.json().errors).toEqual([{ field: 'productIds.0', message: SAME_INSURER }]);
    const compared = await call(broker, 'POST', `/quote/${drafted.quote_id}/compare`, { productIds: [other!.id] });
    expect(compared.statusCode, compared.body).toBe(201);
    const [first, second] = compared.json().data.quotes;
    expect(first).toMatchObject({ quote_id: drafted.quote_id, premium: '125000.00', comparison_group: drafted.quote_id });
    expect(second).toMatchObject({
      insurance_provider_id: aiico!.id,
      rate: '2',
      premium: '100000.00',
      commission_rate: '10.00',
      comparison_group: drafted.quote_id,
    });

    const chosen = await call(broker, 'PATCH', `/quote/${second.quote_id}/choose`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.status).toBe('draft');
    expect(chosen.json().data.history.map((event: { action: string }) => event.action)).toEqual(['drafted', 'compared', 'chosen']);
    expect((await call(broker, 'GET', `/quote/${drafted.quote_id}`)).json().data.status).toBe('not taken');
    expect((await call(broker, 'PUT', `/quote/${drafted.quote_id}/save`)).statusCode).toBe(409);
  });

  it('prints the slip with the premium line by line', async () => {
    const quote = (await call(broker, 'GET', `/quote/${(await approvedQuote({ covers: [{ coverId: book.coverId }] })).quote_id}`)).json()
      .data;
    const definition = JSON.stringify(
      quoteSlipDefinition({
        letterhead: { name: 'Demo Brokers Ltd', address: null, rcNumber: null, contacts: null, logo: null },
        quote,
        client: { name: 'Adaeze Okafor', address: '12 Awolowo Road, Ikoyi' },
        signatories: [],
        printedOn: today,
      }),
    );
    for (const text of [
      'QUOTATION',
      quote.quote_number,
      'Base premium (2.5% of the sum insured)',
      book.coverName,
      'Premium payable',
      'NGN 130,000.00',
    ])
      expect(definition).toContain(text);
  });
});
