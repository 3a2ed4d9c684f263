import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairaTextToKobo } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { underwriters } from '../../server/db/schema';
import { EXPORTS } from '../../server/exports/export-lists';
import { streamExport, type Batch } from '../../server/exports/stream-export';
import { caller, plainUser } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import { claimPayload } from './support/claims';
import { invoiceBook, issueInvoice, payInvoice } from './support/invoices';
import { activePolicy, proposedPolicy } from './support/policies';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { csvRecords, firstSheet } from './support/spreadsheets';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { ExportList as ExportListName } from '../../domain/list-export';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown>;

/** How a list's own GET answers: its url, where its rows are, and what the export shows of each row. */
interface ListCase {
  url: string;
  filter: string;
  rowsOf: (body: { data: unknown }) => Row[];
  /** The export's column that names the row, and the answer's field it shows. */
  key: [header: string, of: (row: Row) => unknown];
  amount?: [header: string, of: (row: Row) => unknown];
}

const BATCH_ROWS = 3;
const plainRows = (body: { data: unknown }) => body.data as Row[];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('list exports on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let book: QuoteBook;
  let firstPolicyId: string;

  const CASES = (): Record<ExportListName, ListCase> => ({
    invoices: {
      url: '/invoice/',
      filter: `clientId=${book.individualClientId}`,
      rowsOf: (body) => (body.data as { invoices: Row[] }).invoices,
      key: ['Invoice No', (row) => row.invoice_no],
      amount: ['Gross Premium', (row) => row.amount],
    },
    clients: { url: '/client/allClients', filter: '', rowsOf: plainRows, key: ['Name', (row) => row.name] },
    policies: {
      url: '/policies',
      filter: 'status=active',
      rowsOf: plainRows,
      key: ['Policy No', (row) => row.policy_number],
      amount: ['Premium', (row) => row.premium],
    },
    quotes: {
      url: '/quotes',
      filter: '',
      rowsOf: plainRows,
      key: ['Quote No', (row) => row.quote_number],
      amount: ['Premium', (row) => row.premium],
    },
    claims: {
      url: '/claims',
      filter: `policyId=${firstPolicyId}`,
      rowsOf: plainRows,
      key: ['Claim No', (row) => row.claim_number],
      amount: ['Estimated Loss', (row) => row.estimated_loss],
    },
    transactions: {
      url: '/accounting/transactions',
      filter: '',
      rowsOf: plainRows,
      key: ['Reference', (row) => row.ref_no],
      amount: ['Amount', (row) => row.total],
    },
    remittances: {
      url: '/all-remitted',
      filter: '',
      rowsOf: plainRows,
      key: ['Invoice No', (row) => row.invoice_no],
      amount: ['Amount', (row) => row.amount],
    },
    users: { url: '/user', filter: '', rowsOf: plainRows, key: ['Username', (row) => (row.basicDetails as Row).username] },
    'expiring-policies': {
      url: '/policies/expiringPolicy',
      filter: 'daysToExpire=60',
      rowsOf: plainRows,
      key: ['Policy No', (row) => row.policy_number],
      amount: ['Premium', (row) => row.premium],
    },
  });
  const NAMES = Object.keys(EXPORTS) as ExportListName[];

  /** Every row the list's own GET answers, page after page, and its first page's total. */
  async function listed(token: string, list: ListCase, filter = list.filter) {
    const rows: Row[] = [];
    let first: { total: number } | null = null;
    for (let page = 1; ; page++) {
      const answer = await call(token, 'GET', `${list.url}?${filter}&limit=100&page=${page}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as { data: unknown; meta: { total: number; pages: number } };
      first ??= body.meta;
      rows.push(...list.rowsOf(body));
      if (page >= body.meta.pages) return { rows, total: first.total };
    }
  }
  const exported = (token: string, name: string, query: string) => call(token, 'GET', `/exports/${name}?${query}`);

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { EXPORT_BATCH_ROWS: String(BATCH_ROWS) } });
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    const tenantId = await demoTenantId(server);
    book = await quoteBook(server, tenantId);
    await server.db.insert(underwriters).values({ tenantId, providerId: book.insurerId, name: 'Leadway desk', email: 'desk@leadway.test' });
    for (let n = 0; n < 4; n++) await issueInvoice(server, admin, book, { insured: `Toyota Camry KJA-${n}` });
    // Another client's invoice, which the client filter leaves out; entered last but issued earlier in the year, it exports after today's.
    await issueInvoice(server, admin, await invoiceBook(server, tenantId), {
      insured: 'Kia Rio KJA-5',
      issueDate: `${todayInLagos().slice(0, 4)}-01-02`,
    });
    for (let n = 0; n < 4; n++) {
      const drafted = await call(admin, 'POST', '/quotes/motor', quotePayload(book, todayInLagos(), { nameOfInsured: `Insured ${n}` }));
      expect(drafted.statusCode, drafted.body).toBe(201);
    }
    const onCover = [];
    for (const days of [20, 30, 40, 50, 300]) onCover.push(await activePolicy(server, admin, book, { endDate: inDays(days) }));
    await proposedPolicy(server, admin, book);
    firstPolicyId = onCover[0]!.policy.policy_id;
    for (const policy of [onCover[0], onCover[0], onCover[0], onCover[0], onCover[1]]) {
      const claim = await call(admin, 'POST', '/claims', claimPayload(policy!.policy.policy_id));
      expect(claim.statusCode, claim.body).toBe(201);
    }
    const schedule = await call(admin, 'POST', '/remittance-schedules', {
      invoiceIds: onCover.map((policy) => policy.invoice.invoice_id),
      date: todayInLagos(),
      remittanceMode: 'Bank Transfer',
      remittanceBankName: 'Guaranty Trust Bank',
      remittanceChequeNumber: '',
      otherRemitDescription: '',
      remark: 'Export schedule',
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const paid = await issueInvoice(server, admin, book, { insured: 'Lexus RX 350 KJA-9' });
    await payInvoice(server, admin, paid.invoice_id);
    // A client whose name a spreadsheet would run as a formula.
    await server.db.execute(sql`update individual_clients set firstname = '=2+3' where id = ${book.individualClientId}`);
  }, 120_000);
  afterAll(() => server?.close());

  it.each(NAMES)('exports %s as CSV and Excel: the rows of every page of its list, in its order, filtered as it is', async (name) => {
    const list = CASES()[name];
    const { rows, total } = await listed(admin, list);
    const keys = rows.map(list.key[1]);
    // More than one batch, so the batches' seams are crossed.
    expect(keys.length).toBeGreaterThan(BATCH_ROWS);
    const headers = EXPORTS[name].columns.map((column) => column.header);

    const csv = await exported(admin, name, `format=csv&${list.filter}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${name}-${todayInLagos()}.csv"`);
    expect(csv.headers['x-export-rows']).toBe(String(total));
    expect(csv.headers['x-export-rows-estimated']).toBeUndefined();
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body.endsWith('\r\n')).toBe(true);
    const [header, ...records] = csvRecords(csv.body);
    expect(header).toEqual(headers);
    const at = (title: string) => headers.indexOf(title);
    expect(records.map((record) => record[at(list.key[0])])).toEqual(keys.map((key) => String(key).replace(/^=/, "'=")));

    const xlsx = await exported(admin, name, `format=xlsx&${list.filter}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="${name}-${todayInLagos()}.xlsx"`);
    const sheet = await firstSheet(xlsx.rawPayload);
    expect(sheet.name).toBe(EXPORTS[name].title);
    expect(sheet.headerBold).toBe(true);
    expect(sheet.rows[0]).toEqual(headers);
    expect(sheet.rows.slice(1).map((row) => row[at(list.key[0])])).toEqual(keys);

    if (list.amount) {
      const [title, of] = list.amount;
      const amounts = rows.map((row) => String(of(row)));
      expect(records.map((record) => record[at(title)])).toEqual(amounts);
      expect(sheet.rows.slice(1).map((row) => row[at(title)])).toEqual(amounts.map((text) => nairaTextToKobo(text)! / 100));
    }
  });

  it('narrows invoices, policies and claims by the filters their lists take', async () => {
    for (const name of ['invoices', 'policies', 'claims'] as const) {
      const list = CASES()[name];
      const everything = await listed(admin, list, '');
      const narrowed = await listed(admin, list, list.filter);
      expect(narrowed.rows.length).toBeGreaterThan(0);
      expect(narrowed.rows.length, name).toBeLessThan(everything.rows.length);
      const records = csvRecords((await exported(admin, name, `format=csv&${list.filter}`)).body);
      expect(records.length - 1, name).toBe(narrowed.rows.length);
    }
  });

  it('walks many batches of invoices once each in the list’s order, newest issue date first, a day’s by number', async () => {
    const ids = await server.db.execute(
      sql`select invoice_no from invoices where tenant_id = ${book.tenantId} order by issue_date desc, invoice_no desc, id desc`,
    );
    const expected = (ids as unknown as { rows: { invoice_no: string }[] }).rows.map((row) => row.invoice_no);
    const [, ...records] = csvRecords((await exported(admin, 'invoices', 'format=csv')).body);
    const numbers = records.map((record) => record[0]);
    expect(numbers).toEqual(expected);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThan(3 * BATCH_ROWS);
  });

  it('makes a formula-like client name safe in CSV and keeps it as text in Excel', async () => {
    const [header, ...records] = csvRecords((await exported(admin, 'invoices', `format=csv&clientId=${book.individualClientId}`)).body);
    const client = records[0]![header!.indexOf('Client')]!;
    expect(client.startsWith("'=2+3 ")).toBe(true);
    const sheet = await firstSheet((await exported(admin, 'invoices', `format=xlsx&clientId=${book.individualClientId}`)).rawPayload);
    expect(sheet.rows[1]![header!.indexOf('Client')]).toBe(client.slice(1));
  });

  it('refuses a user without the list’s permission with a 403 and no file', async () => {
    const { token } = await plainUser(server, book.tenantId);
    for (const name of NAMES) {
      const answer = await exported(token, name, 'format=csv');
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, code: expect.any(String) });
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
  });

  it('guards each export with exactly its list’s own access', () => {
    const declared = (url: string) => server.app.declaredRoutes.find((route) => route.method === 'GET' && route.url === `/api/v1${url}`);
    for (const name of NAMES) expect(declared(`/exports/${name}`)?.access, name).toEqual(declared(CASES()[name].url)?.access);
  });

  it('refuses a format other than csv or xlsx, and a filter its list refuses, as field errors', async () => {
    for (const query of ['format=pdf', '']) {
      const answer = await exported(admin, 'invoices', query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'format' })]);
    }
    const badStatus = await exported(admin, 'invoices', 'format=csv&status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors).toEqual([expect.objectContaining({ field: 'status' })]);
  });

  it('shows each brokerage only its own rows; an empty list is its header row', async () => {
    const other = await emptyBrokerageAdmin(server, `exports-${kind}@second.ng`, `exports-${kind}`);
    const empty = await exported(other, 'invoices', 'format=csv');
    expect(empty.headers['x-export-rows']).toBe('0');
    expect(csvRecords(empty.body)).toEqual([EXPORTS.invoices.columns.map((column) => column.header)]);
    expect((await firstSheet((await exported(other, 'invoices', 'format=xlsx')).rawPayload)).rows).toHaveLength(1);

    const [second] = (
      (await server.db.execute(sql`select tenant_id from users where email = ${`exports-${kind}@second.ng`}`)) as unknown as {
        rows: { tenant_id: string }[];
      }
    ).rows;
    // Invoice numbers run per brokerage, so the insured tells the two books apart.
    await issueInvoice(server, other, await invoiceBook(server, second!.tenant_id), { insured: 'Second brokerage bus KJA-77' });
    const insured = async (token: string) => {
      const [header, ...records] = csvRecords((await exported(token, 'invoices', 'format=csv')).body);
      return records.map((record) => record[header!.indexOf('Insured')]);
    };
    expect(await insured(admin)).not.toContain('Second brokerage bus KJA-77');
    expect(await insured(other)).toEqual(['Second brokerage bus KJA-77']);
  });

  it('streams over HTTP in chunks, without a content-length', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        { port, host: '127.0.0.1', path: '/api/v1/exports/invoices?format=csv', headers: bearer(admin) },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ headers: response.headers, body }));
        },
      );
      sent.on('error', reject);
      sent.end();
    });
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(csvRecords(answer.body).length - 1).toBe(Number(answer.headers['x-export-rows']));
  });

  it('lists the exports in the API document, as CSV or Excel', async () => {
    const document = (await call(admin, 'GET', '/openapi.json')).json();
    for (const name of NAMES)
      expect(Object.keys(document.paths[`/exports/${name}`].get.responses['200'].content)).toEqual([
        'text/csv; charset=utf-8',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]);
  });
});

describe('the export streamer', () => {
  const sheet = { title: 'Rows', columns: [{ header: 'No', kind: 'count' as const, value: (row: number) => row }] };
  const batches = (count: number, after: () => Promise<Batch<number>>): Batch<number> => ({
    rows: Array.from({ length: count }, (_, index) => index + 1),
    total: count,
    totalIsEstimate: false,
    next: after,
  });

  it('destroys the file when the list fails part way, rather than ending it as if complete', async () => {
    const out = new PassThrough();
    const broken: Error[] = [];
    out.on('error', (error) => broken.push(error)).resume();
    const failing = batches(2, () => Promise.reject(new Error('the database went away')));
    await expect(streamExport(sheet, failing, 'csv', out)).rejects.toThrow('the database went away');
    await new Promise(setImmediate);
    expect(out.destroyed).toBe(true);
    expect(out.writableEnded).toBe(false);
    expect(broken.map((error) => error.message)).toEqual(['the database went away']);
  });

  it('stops reading the list once the reader has gone', async () => {
    const out = new PassThrough({ highWaterMark: 16 });
    let reads = 0;
    const endless = (): Promise<Batch<number>> => {
      reads += 1;
      return Promise.resolve(batches(50, endless));
    };
    const writing = streamExport(sheet, batches(50, endless), 'csv', out);
    out.destroy();
    await expect(writing).rejects.toThrow('closed');
    expect(reads).toBeLessThanOrEqual(1);
  });
});
