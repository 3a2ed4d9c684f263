import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_RULE, PHONE_RULE } from '../../domain/clients';
import { CHOOSE_CLIENT, dateBeforeMinimum, FIELD_REQUIRED, FILE_TOO_LARGE } from '../../domain/common-messages';
import {
  CHOOSE_OPEN_REQUEST,
  CHOOSE_QUOTE_KIND,
  CLIENT_AND_PROSPECT,
  CLIENT_OR_PROSPECT,
  QUOTE_REQUEST_NOT_FOUND,
  QUOTE_REQUEST_SUBMITTED,
  REACH_THE_PROSPECT,
  REQUEST_CLOSED,
} from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { MAX_UPLOAD_BYTES } from '../../domain/upload';
import { insuranceCategories, quoteRequestDocuments, quoteRequests, quotes, storedFiles, userRoles } from '../../server/db/schema';
import { CATEGORY_OF_ANOTHER_LINE } from '../../server/quotes/requests';
import { caller, roleId, UNKNOWN_ID } from './support/access';
import { bearer, createUser, demoTenantId, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { jpegBytes, multipartForm, pdfBytes, pngBytes } from './support/multipart';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { storedByteNames } from './support/stored-bytes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

type Details = Record<string, unknown> & {
  quote_request_id: string;
  request_number: string;
  status: string;
  documents: { document_name: string; content_type: string; size: number; url: string }[];
  quotes: { quote_id: string; quote_number: string; status: string; premium: string; insurance_provider_name: string }[];
};

describe.each(databaseKinds())('quote requests on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let agent: string;
  let otherAgent: string;
  let accounts: string;
  let tenantId: string;
  let book: QuoteBook;
  let motor: { id: number; lineId: number };
  let fire: { id: number; lineId: number };
  const today = todayInLagos();
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker, agent, accounts] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string, string];
    tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    // A second agent of the brokerage, in the agent role like Halima Bello.
    const email = freshEmail('agent');
    const second = await createUser(server, { tenantId, email, userType: 'agent' });
    await server.db.insert(userRoles).values({ tenantId, userId: second.id, roleId: await roleId(server, tenantId, 'agent') });
    otherAgent = await signInAs(server, email, STRONG_PASSWORD);
    const categories = await server.db
      .select({ id: insuranceCategories.id, lineId: insuranceCategories.lineOfBusinessId, code: insuranceCategories.code })
      .from(insuranceCategories);
    motor = categories.find((category) => category.code === 'MOTOR')!;
    fire = categories.find((category) => category.lineId !== motor.lineId)!;
  });
  afterAll(() => server?.close());

  const postForm = (token: string, url: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) => {
    const form = multipartForm(fields, file);
    return server.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const forClient = (overrides: Record<string, string> = {}) => ({
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    quoteType: 'motor',
    subjectMatter: 'Toyota Hilux 2022, LSD 456 XY',
    ...overrides,
  });
  const forProspect = (overrides: Record<string, unknown> = {}) => ({
    prospectName: 'Ngozi Eze',
    prospectEmail: 'Ngozi.Eze@Example.ng',
    quoteType: 'fire',
    subjectMatter: 'Warehouse at 12 Creek Road, Apapa',
    ...overrides,
  });
  const made = async (token: string, body: Record<string, unknown>) => {
    const answer = await call(token, 'POST', '/quote/request', body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as Details;
  };
  const detail = async (token: string, id: string) => {
    const answer = await call(token, 'GET', `/quotes/requested/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Details;
  };
  /** What a refused request must leave as it was: the requests, their documents, the files and their bytes. */
  const written = async () => ({
    requests: await server.db.$count(quoteRequests, eq(quoteRequests.tenantId, tenantId)),
    documents: await server.db.$count(quoteRequestDocuments, eq(quoteRequestDocuments.tenantId, tenantId)),
    files: await server.db.$count(storedFiles, eq(storedFiles.tenantId, tenantId)),
    bytes: (await storedByteNames(server)).length,
  });
  const ids = (answer: { json(): { data: { quote_request_id: string }[] } }) => answer.json().data.map((row) => row.quote_request_id);

  it('takes a request for a client of the book with a PDF, numbered QR/<year>/…, and serves the file back', async () => {
    const pdf = pdfBytes(2048);
    const answer = await postForm(
      broker,
      '/quote/request',
      forClient({ insuranceCategoryId: String(motor.id), sumInsured: '12,500,000', desiredStartDate: today, notes: 'Fleet cover wanted' }),
      { name: 'proposal form.pdf', bytes: pdf },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().message).toBe(QUOTE_REQUEST_SUBMITTED);
    const data = answer.json().data as Details;
    expect(data.request_number).toMatch(new RegExp(`^QR/${today.slice(0, 4)}/\\d{6}$`));
    expect(data).toMatchObject({
      status: 'open',
      client_type: 'INDIVIDUAL',
      client_id: book.individualClientId,
      client_name: expect.stringContaining('Adaeze Okafor'),
      prospect_name: null,
      quote_type: 'motor',
      // The category brings its line of business.
      insurance_category_id: motor.id,
      line_of_business_id: motor.lineId,
      line_of_business_name: expect.any(String),
      sum_insured: '12500000.00',
      desired_start_date: today,
      notes: 'Fleet cover wanted',
      requested_by: { name: 'Tunde Bakare' },
      quotes: [],
    });
    expect(data.documents).toEqual([
      {
        document_id: expect.any(String),
        document_name: 'proposal form.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
        url: expect.any(String),
      },
    ]);
    const download = await server.app.inject({ method: 'GET', url: data.documents[0]!.url, headers: bearer(agent) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const next = await made(broker, forClient({ clientType: 'corporate', clientId: book.corporateClientId }));
    expect(next).toMatchObject({ client_type: 'CORPORATE', client_name: expect.stringContaining('Zenith Foods') });
    const number = (text: string) => Number(text.split('/')[2]);
    expect(number(next.request_number)).toBe(number(data.request_number) + 1);
  });

  it('takes a prospect’s request as JSON without a file', async () => {
    const data = await made(agent, forProspect({ prospectPhone: '0803 123 4567', sumInsured: 250000000 }));
    expect(data).toMatchObject({
      status: 'open',
      client_type: null,
      client_id: null,
      client_name: null,
      prospect_name: 'Ngozi Eze',
      prospect_email: 'ngozi.eze@example.ng',
      prospect_phone: '+2348031234567',
      quote_type: 'fire',
      line_of_business_id: null,
      sum_insured: '250000000.00',
      desired_start_date: null,
      requested_by: { name: 'Halima Bello' },
      documents: [],
      quotes: [],
    });
  });

  it('refuses bad fields one by one and writes nothing, not even the file that came with them', async () => {
    const before = await written();
    const empty = await call(broker, 'POST', '/quote/request', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'clientId', message: CLIENT_OR_PROSPECT },
        { field: 'prospectName', message: CLIENT_OR_PROSPECT },
        { field: 'quoteType', message: FIELD_REQUIRED },
        { field: 'subjectMatter', message: FIELD_REQUIRED },
      ]),
    );
    const wrong = await postForm(
      broker,
      '/quote/request',
      {
        ...forClient(),
        prospectName: 'Someone Else',
        quoteType: 'boats',
        subjectMatter: 'x'.repeat(501),
        desiredStartDate: yesterday,
        notes: 'n'.repeat(2001),
        sumInsured: 'a lot',
        lineOfBusinessId: 'motor',
      },
      { name: 'proposal.pdf', bytes: pdfBytes() },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'prospectName', message: CLIENT_AND_PROSPECT },
        { field: 'quoteType', message: CHOOSE_QUOTE_KIND },
        { field: 'subjectMatter', message: 'Must be at most 500 characters' },
        { field: 'desiredStartDate', message: dateBeforeMinimum(today) },
        { field: 'notes', message: 'Must be at most 2000 characters' },
        { field: 'sumInsured', message: 'Please enter a valid amount' },
        { field: 'lineOfBusinessId', message: 'Choose a line of business from the list' },
      ]),
    );
    const unreachable = await call(broker, 'POST', '/quote/request', forProspect({ prospectEmail: ' ' }));
    expect(unreachable.json().errors).toEqual([{ field: 'prospectEmail', message: REACH_THE_PROSPECT }]);
    const badContact = await call(broker, 'POST', '/quote/request', forProspect({ prospectEmail: 'ngozi@', prospectPhone: '12' }));
    expect(badContact.json().errors).toEqual([
      { field: 'prospectEmail', message: EMAIL_RULE },
      { field: 'prospectPhone', message: PHONE_RULE },
    ]);
    const notInBook = await postForm(
      broker,
      '/quote/request',
      forClient({ clientId: UNKNOWN_ID, lineOfBusinessId: String(motor.lineId), insuranceCategoryId: String(fire.id) }),
      { name: 'proposal.pdf', bytes: pdfBytes() },
    );
    expect(notInBook.statusCode).toBe(400);
    expect(notInBook.json().errors).toEqual([
      { field: 'clientId', message: CHOOSE_CLIENT },
      { field: 'insuranceCategoryId', message: CATEGORY_OF_ANOTHER_LINE },
    ]);
    expect(await written()).toEqual(before);
  });

  it('refuses a file of another type, too large, or not what its name says, and writes nothing', async () => {
    const before = await written();
    const text = await postForm(broker, '/quote/request', forClient(), { name: 'proposal.txt', bytes: Buffer.from('plain words') });
    expect(text.statusCode).toBe(415);
    const large = await postForm(broker, '/quote/request', forClient(), { name: 'valuation.pdf', bytes: pdfBytes(MAX_UPLOAD_BYTES + 1) });
    expect(large.statusCode).toBe(400);
    expect(large.json().errors).toEqual([{ field: 'file', message: FILE_TOO_LARGE }]);
    const renamed = await postForm(broker, '/quote/request', forClient(), {
      name: 'papers.pdf',
      bytes: pngBytes(),
      type: 'application/pdf',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0].field).toBe('file');
    expect(await written()).toEqual(before);
  });

  it('adds documents one by one while the request is not closed', async () => {
    const request = await made(agent, forProspect());
    const added = await postForm(
      agent,
      `/quotes/requested/${request.quote_request_id}/documents`,
      {},
      { name: 'vehicle papers.jpg', bytes: jpegBytes() },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect((added.json().data as Details).documents.map((document) => document.document_name)).toEqual(['vehicle papers.jpg']);
    const before = await written();
    const none = await postForm(agent, `/quotes/requested/${request.quote_request_id}/documents`, {});
    expect(none.statusCode).toBe(400);
    const json = await call(agent, 'POST', `/quotes/requested/${request.quote_request_id}/documents`, {});
    expect(json.statusCode).toBe(415);
    await server.db.update(quoteRequests).set({ status: 'closed' }).where(eq(quoteRequests.id, request.quote_request_id));
    const closed = await postForm(
      agent,
      `/quotes/requested/${request.quote_request_id}/documents`,
      {},
      { name: 'late.pdf', bytes: pdfBytes() },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(REQUEST_CLOSED);
    expect(await written()).toEqual(before);
  });

  it('keeps one request for a form sent twice with the same Idempotency-Key', async () => {
    const form = multipartForm(forClient({ subjectMatter: 'Sent twice' }), { name: 'proposal.pdf', bytes: pdfBytes() });
    const send = (key: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/quote/request',
        headers: { ...bearer(broker), ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    const key = `request-${randomBytes(6).toString('hex')}`;
    const first = await send(key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await written();
    const repeat = await send(key);
    expect(repeat.json().data.request_number).toBe(first.json().data.request_number);
    expect(await written()).toEqual(before);
    const other = await send(`${key}-other`);
    expect(other.json().data.request_number).not.toBe(first.json().data.request_number);
  });

  it('lists newest first and searches number, subject matter, prospect and client name, the term trimmed', async () => {
    const tag = randomBytes(3).toString('hex');
    const older = await made(
      broker,
      forClient({ clientType: 'CORPORATE', clientId: book.corporateClientId, subjectMatter: `Stock ${tag}` }),
    );
    const newer = await made(broker, forProspect({ prospectName: `Bola ${tag} Ventures` }));
    const page = await call(admin, 'GET', '/quotes/requested?limit=2&page=1');
    expect(page.statusCode, page.body).toBe(200);
    expect(ids(page)).toEqual([newer.quote_request_id, older.quote_request_id]);
    expect(page.json().meta).toMatchObject({ page: 1, limit: 2, next: expect.any(String) });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(2);
    const after = await call(admin, 'GET', `/quotes/requested?limit=2&cursor=${page.json().meta.next}`);
    expect(ids(after)).not.toContain(newer.quote_request_id);

    const search = (term: string) => call(admin, 'GET', `/quotes/requested/search?searchQuery=${encodeURIComponent(term)}&limit=10&page=1`);
    expect(ids(await search(`  ${tag}  `))).toEqual([newer.quote_request_id, older.quote_request_id]);
    expect(ids(await search(`bola ${tag}`))).toEqual([newer.quote_request_id]);
    expect(ids(await search(older.request_number))).toEqual([older.quote_request_id]);
    const byClient = ids(await search(String(older.client_name)));
    expect(byClient).toContain(older.quote_request_id);
    expect(byClient).not.toContain(newer.quote_request_id);
    expect((await search('')).statusCode).toBe(200);
  });

  it('shows the quotes that answer a request: several while it is quoted, none once it is closed', async () => {
    const request = await made(broker, forClient());
    const first = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today, { requestId: request.quote_request_id }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.request_id).toBe(request.quote_request_id);
    const quoted = await detail(broker, request.quote_request_id);
    expect(quoted.status).toBe('quoted');
    expect(quoted.quotes).toEqual([
      {
        quote_id: first.json().data.quote_id,
        quote_number: first.json().data.quote_number,
        status: 'draft',
        premium: first.json().data.premium,
        insurance_provider_name: first.json().data.insurance_provider_name,
      },
    ]);
    // Another insurer's terms for the same request.
    const second = await call(
      broker,
      'POST',
      '/quotes/motor',
      quotePayload(book, today, { requestId: request.quote_request_id, rate: '3' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect((await detail(broker, request.quote_request_id)).quotes.map((quote) => quote.quote_id)).toEqual([
      first.json().data.quote_id,
      second.json().data.quote_id,
    ]);

    await server.db.update(quoteRequests).set({ status: 'closed' }).where(eq(quoteRequests.id, request.quote_request_id));
    const count = () => server.db.$count(quotes, and(eq(quotes.tenantId, tenantId), eq(quotes.requestId, request.quote_request_id)));
    const late = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today, { requestId: request.quote_request_id }));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([{ field: 'requestId', message: REQUEST_CLOSED }]);
    expect(await count()).toBe(2);
    for (const requestId of [UNKNOWN_ID, 'not-an-id']) {
      const unknown = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today, { requestId }));
      expect(unknown.json().errors).toEqual([{ field: 'requestId', message: CHOOSE_OPEN_REQUEST }]);
    }
  });

  it('shows an agent only the requests they made; those who approve quotes see them all', async () => {
    const mine = await made(agent, forProspect({ prospectName: 'Mine Only' }));
    const theirs = await made(otherAgent, forProspect({ prospectName: 'Theirs Only' }));
    const list = await call(agent, 'GET', '/quotes/requested?limit=100');
    const listed = ids(list);
    expect(listed).toContain(mine.quote_request_id);
    expect(listed).not.toContain(theirs.quote_request_id);
    const agentId = (mine.requested_by as { user_id: string }).user_id;
    expect(list.json().data.every((row: Details) => (row.requested_by as { user_id: string }).user_id === agentId)).toBe(true);
    expect(list.json().meta.total).toBe(listed.length);
    expect(ids(await call(agent, 'GET', '/quotes/requested/search?searchQuery=Only'))).toEqual([mine.quote_request_id]);

    const hidden = await call(agent, 'GET', `/quotes/requested/${theirs.quote_request_id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(QUOTE_REQUEST_NOT_FOUND);
    const attach = await postForm(
      agent,
      `/quotes/requested/${theirs.quote_request_id}/documents`,
      {},
      { name: 'proposal.pdf', bytes: pdfBytes() },
    );
    expect(attach.statusCode).toBe(404);
    const answer = await call(agent, 'POST', '/quotes/motor', quotePayload(book, today, { requestId: theirs.quote_request_id }));
    expect(answer.json().errors).toEqual([{ field: 'requestId', message: CHOOSE_OPEN_REQUEST }]);
    expect((await detail(otherAgent, theirs.quote_request_id)).status).toBe('open');

    for (const token of [broker, admin]) {
      const all = ids(await call(token, 'GET', '/quotes/requested?limit=100'));
      expect(all).toEqual(expect.arrayContaining([mine.quote_request_id, theirs.quote_request_id]));
      expect((await detail(token, theirs.quote_request_id)).prospect_name).toBe('Theirs Only');
    }
  });

  it('answers 404 for no such request and refuses callers without the permission or a session', async () => {
    expect((await call(admin, 'GET', `/quotes/requested/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/quotes/requested/not-an-id')).statusCode).toBe(404);
    const request = await made(broker, forProspect());
    expect((await call(accounts, 'GET', '/quotes/requested')).statusCode).toBe(403);
    expect((await call(accounts, 'GET', '/quotes/requested/search?searchQuery=x')).statusCode).toBe(403);
    expect((await call(accounts, 'GET', `/quotes/requested/${request.quote_request_id}`)).statusCode).toBe(403);
    expect((await call(accounts, 'POST', '/quote/request', forProspect())).statusCode).toBe(403);
    const attach = await postForm(
      accounts,
      `/quotes/requested/${request.quote_request_id}/documents`,
      {},
      { name: 'a.pdf', bytes: pdfBytes() },
    );
    expect(attach.statusCode).toBe(403);
    expect((await call(null, 'GET', '/quotes/requested')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/quote/request', forProspect())).statusCode).toBe(401);
  });
});
