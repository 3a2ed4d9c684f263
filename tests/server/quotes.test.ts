import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_CLIENT, CHOOSE_PRODUCT, FIELD_REQUIRED, INVALID_AMOUNT } from '../../domain/common-messages';
import { CHOOSE_QUOTE_KIND, LIST_CHOICE_RULE, MAKER_CANNOT_APPROVE, moveRefusal, YEAR_RULE, type QuoteDetails } from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { quoteForm } from '../../machines/quote-approval/quote-form';
import { notificationReceipts, notifications, quotes } from '../../server/db/schema';
import { COVER_NOT_IN_PRODUCT } from '../../server/quotes/pricing';
import { REVISION_KEEPS_KIND } from '../../server/quotes/write';
import { caller, UNKNOWN_ID } from './support/access';
import { demoTenantId, userByEmail } from './support/accounts';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('quotes on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let agent: string;
  let accounts: string;
  let tenantId: string;
  let book: QuoteBook;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker, agent, accounts] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string, string];
    tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
  });
  afterAll(() => server?.close());

  const quoteCount = () => server.db.$count(quotes, eq(quotes.tenantId, tenantId));
  const draft = async (token = broker, overrides: Record<string, unknown> = {}) => {
    const answer = await call(token, 'POST', '/quotes/motor', quotePayload(book, today, overrides));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as Record<string, unknown> & { quote_id: string; quote_number: string; status: string };
  };
  const noticesOf = async (email: string, kindOfNotice: string) => {
    const user = await userByEmail(server, email);
    return server.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .innerJoin(notificationReceipts, eq(notificationReceipts.notificationId, notifications.id))
      .where(and(eq(notificationReceipts.userId, user!.id), eq(notifications.kind, kindOfNotice)));
  };

  it('drafts a motor quote numbered QT/<year>/…, priced in kobo from the product and its cover', async () => {
    const data = await draft(broker, {
      covers: [{ coverId: book.coverId }],
      adjustments: [{ kind: 'discount', description: 'No-claim discount', percent: '10' }],
    });
    expect(data.quote_number).toMatch(new RegExp(`^QT/${today.slice(0, 4)}/\\d{6}$`));
    // 2.5 % of ₦5,000,000 = ₦125,000; the cover at 0.1 % = ₦5,000; less 10 % = ₦117,000.
    expect(data).toMatchObject({
      status: 'draft',
      quote_type: 'motor',
      sum_insured: '5000000.00',
      rate: '2.5',
      premium: '117000.00',
      commission_type: 'Percentage',
      commission_rate: '12.50',
      commission: '14625.00',
      vat_on_commission: '1096.88',
      net_to_insurer: '101278.12',
      insurance_provider_id: book.insurerId,
      breakdown: {
        base_premium: '125000.00',
        covers: [{ cover_id: book.coverId, name: book.coverName, rate: '0.1', amount: '5000.00' }],
        gross_premium: '130000.00',
        adjustments: [{ kind: 'discount', description: 'No-claim discount', percent: '10', amount: '-13000.00' }],
        minimum_top_up: '0.00',
      },
      items: [
        {
          description: 'Toyota Camry 2021',
          sum_insured: '5000000.00',
          details: expect.objectContaining({ make: 'Toyota', vehicleTypeId: '1', vehicleTypeIdName: expect.any(String) }),
        },
      ],
      created_by: { name: 'Tunde Bakare' },
    });
    // The product's tenor is not set: a year's cover, ending the day before the anniversary.
    expect(data.end_date).not.toBe(today);
    expect(data.history).toEqual([
      expect.objectContaining({ action: 'drafted', status: 'draft', by: expect.objectContaining({ name: 'Tunde Bakare' }) }),
    ]);
    const read = await call(agent, 'GET', `/quote/${data.quote_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.premium).toBe('117000.00');
  });

  it('tops a small risk up to the minimum premium', async () => {
    const data = await draft(broker, { sumInsured: '1000000' });
    // 2.5 % of ₦1,000,000 is ₦25,000, under the rate's ₦50,000 minimum.
    expect(data).toMatchObject({ premium: '50000.00', breakdown: { base_premium: '25000.00', minimum_top_up: '25000.00' } });
  });

  it('refuses bad terms field by field and writes nothing', async () => {
    const before = await quoteCount();
    const empty = await call(broker, 'POST', '/quotes/motor', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'clientType', message: FIELD_REQUIRED },
        { field: 'clientId', message: FIELD_REQUIRED },
        { field: 'productId', message: FIELD_REQUIRED },
        { field: 'startDate', message: FIELD_REQUIRED },
        { field: 'sumInsured', message: INVALID_AMOUNT },
      ]),
    );
    const wrong = await call(
      broker,
      'POST',
      '/quotes/motor',
      quotePayload(book, today, {
        clientId: UNKNOWN_ID,
        covers: [{ coverId: 999_999 }],
        items: [
          {
            description: 'Old car',
            details: { vehicleTypeId: '999999', make: 'Peugeot', model: '504', year: '1899', registrationNumber: 'X' },
          },
        ],
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'clientId', message: CHOOSE_CLIENT },
        { field: 'covers.0.coverId', message: COVER_NOT_IN_PRODUCT },
        { field: 'items.0.details.year', message: YEAR_RULE },
        { field: 'items.0.details.vehicleTypeId', message: LIST_CHOICE_RULE },
      ]),
    );
    const noProduct = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today, { productId: UNKNOWN_ID }));
    expect(noProduct.json().errors).toEqual(expect.arrayContaining([{ field: 'productId', message: CHOOSE_PRODUCT }]));
    const mistyped = await call(broker, 'POST', '/quotes/motor', { ...quotePayload(book, today), clientType: 1, policyHolderTypeId: 0 });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().errors.map((error: { field: string }) => error.field)).toContain('clientType');
    const badKind = await call(broker, 'POST', '/quotes/boats', quotePayload(book, today));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toEqual([{ field: 'type', message: CHOOSE_QUOTE_KIND }]);
    expect(await quoteCount()).toBe(before);
  });

  it('remembers the premium rate it came from, so that its terms as the form reads them back keep the minimum', async () => {
    const data = await draft(broker, { sumInsured: '1000000' });
    expect(data.premium_rate_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    const saved = (await call(broker, 'GET', `/quote/${data.quote_id}`)).json().data as QuoteDetails;
    const again = await call(broker, 'PUT', `/quote/${data.quote_id}`, quoteForm(saved));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      premium: '50000.00',
      premium_rate_id: data.premium_rate_id,
      breakdown: { minimum_top_up: '25000.00' },
    });
    const typed = await call(broker, 'PUT', `/quote/${data.quote_id}`, { ...quoteForm(saved), rate: '2.5' });
    expect(typed.json().data).toMatchObject({ premium: '25000.00', premium_rate_id: null, breakdown: { minimum_top_up: '0.00' } });
  });

  it('edits a draft and prices it again; copies a quote into a new draft', async () => {
    const data = await draft();
    const edited = await call(broker, 'PUT', `/quote/${data.quote_id}`, quotePayload(book, today, { sumInsured: '8000000', rate: '3' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      sum_insured: '8000000.00',
      rate: '3',
      premium: '240000.00',
      quote_number: data.quote_number,
    });
    const revision = await call(broker, 'POST', `/quotes/motor?quoteId=${data.quote_id}`);
    expect(revision.statusCode, revision.body).toBe(201);
    expect(revision.json().data).toMatchObject({
      status: 'draft',
      revision_of: data.quote_id,
      premium: '240000.00',
      decided_by: null,
      invoice_id: null,
      comparison_group: null,
      sent_at: null,
    });
    expect(revision.json().data.quote_number).not.toBe(data.quote_number);
    const reworded = await call(broker, 'POST', `/quotes/motor?quoteId=${data.quote_id}`, quotePayload(book, today, { rate: '2' }));
    expect(reworded.json().data).toMatchObject({ revision_of: data.quote_id, rate: '2', premium: '100000.00' });
    expect((await call(broker, 'POST', `/quotes/fire?quoteId=${data.quote_id}`)).json().errors).toEqual([
      { field: 'type', message: REVISION_KEEPS_KIND },
    ]);
    expect((await call(broker, 'POST', `/quotes/motor?quoteId=${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('goes for approval, tells the approvers, and is decided by another person only, once', async () => {
    const data = await draft(broker);
    const submitted = await call(broker, 'PUT', `/quote/${data.quote_id}/save`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.status).toBe('pending approval');
    expect(await noticesOf('admin@demo.ng', 'quote_approval_request')).toContainEqual({
      title: `Quote ${data.quote_number} needs your approval`,
      link: `/quotes/${data.quote_id}`,
    });
    // The maker holds 'Approve Quote' too, but not for their own quote; and is not asked to.
    expect(await noticesOf('broker@demo.ng', 'quote_approval_request')).not.toContainEqual(
      expect.objectContaining({ link: `/quotes/${data.quote_id}` }),
    );
    const own = await call(broker, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MAKER_CANNOT_APPROVE);
    expect((await call(agent, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'approve' })).statusCode).toBe(403);
    const noReason = await call(admin, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);

    const approved = await call(admin, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Quote approved',
      data: { status: 'approved', decided_by: { name: 'Adaeze Okafor' } },
    });
    expect(await noticesOf('broker@demo.ng', 'quote_approval_response')).toContainEqual({
      title: `Quote ${data.quote_number} approved`,
      link: `/quotes/${data.quote_id}`,
    });
    const again = await call(admin, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'reject', reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(moveRefusal('reject', 'approved'));
    const edit = await call(broker, 'PUT', `/quote/${data.quote_id}`, quotePayload(book, today, { sumInsured: '1' }));
    expect(edit.statusCode).toBe(409);
    const read = (await call(broker, 'GET', `/quote/${data.quote_id}`)).json().data;
    expect(read).toMatchObject({ status: 'approved', sum_insured: '5000000.00' });
    expect(read.history.map((event: { action: string }) => event.action)).toEqual(['drafted', 'submitted', 'approved']);
    // A revision of the approved quote starts again as an undecided draft.
    const revision = (await call(broker, 'POST', `/quotes/motor?quoteId=${data.quote_id}`)).json().data;
    expect(revision).toMatchObject({ status: 'draft', revision_of: data.quote_id, decided_by: null, decided_at: null });
  });

  it('a rejected quote says why, goes back to its maker, and can be edited into a draft again', async () => {
    const data = await draft(broker);
    await call(broker, 'PUT', `/quote/${data.quote_id}/save`);
    const rejected = await call(admin, 'PATCH', `/quote/${data.quote_id}/approve`, {
      decision: 'reject',
      reason: 'Rate too low for a 2010 car',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejection_reason: 'Rate too low for a 2010 car' });
    expect(await noticesOf('broker@demo.ng', 'quote_approval_response')).toContainEqual({
      title: `Quote ${data.quote_number} rejected`,
      link: `/quotes/${data.quote_id}`,
    });
    const edited = await call(broker, 'PUT', `/quote/${data.quote_id}`, quotePayload(book, today, { rate: '3.5' }));
    expect(edited.json().data).toMatchObject({ status: 'draft', rejection_reason: null, rate: '3.5' });
  });

  it('decides once when fifty approvals race', async () => {
    const data = await draft(broker);
    await call(broker, 'PUT', `/quote/${data.quote_id}/save`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(admin, 'PATCH', `/quote/${data.quote_id}/approve`, { decision: 'approve' })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const history = (await call(admin, 'GET', `/quote/${data.quote_id}`)).json().data.history;
    expect(history.filter((event: { action: string }) => event.action === 'approved')).toHaveLength(1);
  });

  it('lists newest first with the spec’s timestamps, by status, by search and for one client', async () => {
    const first = await draft(broker, { nameOfInsured: 'Babatunde Lagos Haulage' });
    const list = await call(accounts, 'GET', '/quotes?limit=5&page=1');
    expect(list.statusCode).toBe(403);
    const mine = await call(agent, 'GET', '/quotes?limit=5&page=1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data[0]).toMatchObject({ quote_id: first.quote_id, created_at: expect.any(String), updated_at: expect.any(String) });
    expect(mine.json().meta).toMatchObject({ page: 1, limit: 5 });
    const drafts = (await call(agent, 'GET', '/quotes?status=draft&limit=100')).json().data as { status: string }[];
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((quote) => quote.status === 'draft')).toBe(true);
    const found = await call(agent, 'GET', `/quotes/search?searchQuery=${encodeURIComponent('  lagos haulage ')}&limit=10&page=1`);
    expect(found.json().data.map((quote: { quote_id: string }) => quote.quote_id)).toEqual([first.quote_id]);
    const byNumber = await call(agent, 'GET', `/quotes/search?searchQuery=${encodeURIComponent(first.quote_number)}`);
    expect(byNumber.json().data.map((quote: { quote_id: string }) => quote.quote_id)).toEqual([first.quote_id]);
    const forClient = await call(agent, 'GET', `/quotes/?clientType=INDIVIDUAL&client=${book.individualClientId}&limit=100`);
    expect(forClient.statusCode).toBe(200);
    expect(forClient.json().data.every((quote: { client_id: string }) => quote.client_id === book.individualClientId)).toBe(true);
    const bad = await call(agent, 'GET', '/quotes?status=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a quote of no record and refuses callers without the permission', async () => {
    expect((await call(admin, 'GET', `/quote/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/quote/not-an-id')).statusCode).toBe(404);
    expect((await call(accounts, 'POST', '/quotes/motor', quotePayload(book, today))).statusCode).toBe(403);
    expect((await call(null, 'GET', '/quotes')).statusCode).toBe(401);
  });
});
