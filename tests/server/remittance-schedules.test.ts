import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { insuranceCategories, journalEntries, journalLines, ledgerAccounts, premiumRemittances, products } from '../../server/db/schema';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { PresentedInvoice } from '../../server/invoices/read';

// 150,000.00 of premium: Leadway at 12.5 % owes the insurer 129,843.75; AIICO at 10 % owes 133,875.00.
const LEADWAY_NET = '129843.75';
const AIICO_NET = '133875.00';
const kobo = (naira: string) => Math.round(Number(naira) * 100);
const naira = (amount: number) => (amount / 100).toFixed(2);

describe.each(oneDatabase())('remittance schedules, on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let book: InvoiceBook;
  let aiicoProductId: string;
  let admin: string;
  let accountant: string;
  let broker: string;
  const today = todayInLagos();
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    const [motor] = await server.db
      .select({ id: insuranceCategories.id })
      .from(insuranceCategories)
      .where(eq(insuranceCategories.code, 'MOTOR'));
    const [product] = await server.db
      .insert(products)
      .values({
        tenantId,
        insuranceProviderId: book.coInsurerId,
        insuranceCategoryId: motor!.id,
        productName: 'AIICO Motor Select',
        commissionType: 'Percentage',
        commissionRate: '10.00',
      })
      .returning({ id: products.id });
    aiicoProductId = product!.id;
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: { token?: string; payload?: object; key?: string } = {}) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(options.token ?? accountant), ...(options.key ? { 'idempotency-key': options.key } : {}) },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const issue = (overrides: Record<string, unknown> = {}) =>
    issueInvoice(server, admin, book, { transactionType: 'NEW POLICY', ...overrides });
  const paid = async (overrides: Record<string, unknown> = {}) => payInvoice(server, admin, (await issue(overrides)).invoice_id);
  const paidAiico = () => paid({ productId: aiicoProductId });
  const schedule = (invoiceIds: string[], overrides: Record<string, unknown> = {}) => ({
    invoiceIds,
    date: today,
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Guaranty Trust Bank',
    remittanceChequeNumber: '',
    otherRemitDescription: '',
    remark: 'March schedule',
    ...overrides,
  });
  const paidPremium = async (query = 'limit=100') => {
    const answer = await call('GET', `/paidpremium?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const idsOf = (rows: { invoice_id: string }[]) => rows.map((row) => row.invoice_id);

  it('lists the paid premium still to remit, with when it was paid, when it should reach the insurer, and the total', async () => {
    const leadway = await paid();
    const aiico = await paidAiico();
    const unpaid = await issue();
    const partlyRemitted = await paid();
    const remitted = await call('PUT', `/invoice/remitted/${partlyRemitted.invoice_id}`, {
      payload: {
        remittanceType: 'Partial Remittance',
        date: today,
        amountToRemit: '29843.75',
        dateToRemitBalance: tomorrow,
        remittanceMode: 'Bank Transfer',
        remittanceBankName: 'Access Bank',
      },
    });
    expect(remitted.statusCode, remitted.body).toBe(200);
    const endorsement = await paid({ transactionType: 'POLICY_EDORSEMENT_REMITTANCE' });

    const body = await paidPremium();
    const ids = idsOf(body.data.invoices);
    expect(ids).toEqual(expect.arrayContaining([leadway.invoice_id, aiico.invoice_id, partlyRemitted.invoice_id]));
    expect(ids).not.toContain(unpaid.invoice_id);
    expect(ids).not.toContain(endorsement.invoice_id);
    const row = body.data.invoices.find((invoice: PresentedInvoice) => invoice.invoice_id === leadway.invoice_id);
    expect(row).toMatchObject({
      invoice_no: leadway.invoice_no,
      status: 'paid',
      amount_unremitted: LEADWAY_NET,
      insurance_provider_id: book.insurerId,
      paid_on: today,
      remit_by: expect.any(String),
    });
    expect(row.remit_by).toBe(new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10));
    expect(body.data.invoices.find((invoice: PresentedInvoice) => invoice.invoice_id === partlyRemitted.invoice_id).amount_unremitted).toBe(
      '100000.00',
    );
    const sum = body.data.invoices.reduce((total: number, invoice: PresentedInvoice) => total + kobo(invoice.amount_unremitted), 0);
    expect(body.totals).toEqual({ amount_unremitted: naira(sum) });
    expect(body.meta).toEqual({ page: 1, limit: 100, total: ids.length, pages: 1 });

    const byInsurer = await paidPremium(`limit=100&insuranceProvider=${book.coInsurerId}`);
    expect(idsOf(byInsurer.data.invoices)).toEqual([aiico.invoice_id]);
    expect(byInsurer.totals).toEqual({ amount_unremitted: AIICO_NET });

    expect((await paidPremium(`from=${today}&to=${today}&limit=100`)).meta.total).toBe(ids.length);
    expect((await paidPremium(`from=${tomorrow}`)).data.invoices).toEqual([]);
    const firstPage = await paidPremium('limit=1&page=2');
    expect(firstPage.data.invoices).toHaveLength(1);
    expect(firstPage.meta).toEqual({ page: 2, limit: 1, total: ids.length, pages: ids.length });
    expect(firstPage.totals).toEqual(body.totals);
  });

  it('refuses filters that are not dates or insurers', async () => {
    const answer = await call('GET', '/paidpremium?from=yesterday&insuranceProvider=Leadway');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { field: 'from', message: 'Enter a valid date (yyyy-mm-dd)' },
      { field: 'insuranceProvider', message: 'Choose an insurer from the list' },
    ]);
    expect((await call('GET', '/all-remitted?to=2026-13-01')).statusCode).toBe(400);
  });

  it('remits every invoice of a schedule in full in one journal entry, and lists what went', async () => {
    const first = await paid();
    const second = await paid();
    const third = await paid();
    const aiico = await paidAiico();

    // A schedule remits to one insurer.
    const mixed = await call('POST', '/remittance-schedules', { payload: schedule([first.invoice_id, aiico.invoice_id]) });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      message: 'A schedule remits to one insurer: select invoices of one insurer only',
      errors: [{ field: 'invoiceIds' }],
    });
    expect(
      await server.db
        .select()
        .from(premiumRemittances)
        .where(inArray(premiumRemittances.invoiceId, [first.invoice_id, aiico.invoice_id])),
    ).toEqual([]);
    // A partial remittance first: the schedule remits what is left of it.
    const part = await call('PUT', `/invoice/remitted/${third.invoice_id}`, {
      payload: {
        remittanceType: 'Partial Remittance',
        date: today,
        amountToRemit: '843.75',
        dateToRemitBalance: tomorrow,
        remittanceMode: 'Bank Transfer',
        remittanceBankName: 'Access Bank',
      },
    });
    expect(part.statusCode, part.body).toBe(200);

    const sent = [second.invoice_id, first.invoice_id, third.invoice_id];
    const answer = await call('POST', '/remittance-schedules', {
      payload: schedule(sent, { remittanceMode: 'Cheque', remittanceChequeNumber: 'GTB-300145' }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Premium is successfully remitted!',
      data: { ref_no: expect.stringMatching(/^REM-\d{6}$/) },
    });
    const { ref_no: refNo, remittances } = body.data;
    expect(remittances.map((log: { amount: string }) => log.amount)).toEqual([LEADWAY_NET, LEADWAY_NET, '129000.00']);
    for (const log of remittances) {
      expect(log).toMatchObject({
        remittance_type: 'FULL REMITTANCE',
        remittance_date: today,
        balance_due_date: today,
        remark: 'March schedule',
        remittance_mode: 'Cheque',
        remittance_bank_name: 'Guaranty Trust Bank',
        remittance_cheque_number: 'GTB-300145',
        other_description: null,
        ref_no: refNo,
        ModeOfRemittanceDocuments: [],
      });
    }

    for (const id of sent) {
      const invoice = await call('GET', `/invoice/${id}`);
      expect(invoice.json().data).toMatchObject({ remitted_status: 'Fully Remitted', amount_unremitted: '0.00' });
    }

    // One entry: Dr the insurer's payable for each invoice, Cr the bank for the whole.
    const [entry] = await server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.refNo, refNo)));
    expect(entry).toMatchObject({
      source: 'premium_remittance',
      status: 'approved',
      entryDate: today,
      totalKobo: 2 * kobo(LEADWAY_NET) + 12_900_000,
    });
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.entryId, entry!.id)).orderBy(journalLines.lineNo);
    const payables = await server.db
      .select({ id: ledgerAccounts.id, insurer: ledgerAccounts.insuranceProviderId })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenantId, tenantId), inArray(ledgerAccounts.insuranceProviderId, [book.insurerId, book.coInsurerId])));
    const payableOf = (insurer: number) => payables.find((account) => account.insurer === insurer)!.id;
    expect(lines.map((line) => [line.accountId, line.debitKobo, line.creditKobo])).toEqual(
      expect.arrayContaining([
        [payableOf(book.insurerId), kobo(LEADWAY_NET), 0],
        [payableOf(book.insurerId), kobo(LEADWAY_NET), 0],
        [payableOf(book.insurerId), 12_900_000, 0],
        [expect.any(String), 0, entry!.totalKobo],
      ]),
    );
    expect(lines).toHaveLength(4);
    const rows = await server.db.select().from(premiumRemittances).where(inArray(premiumRemittances.invoiceId, sent));
    expect(rows.filter((row) => row.entryId === entry!.id)).toHaveLength(3);

    // Each invoice's View Transactions shows the schedule's one entry.
    for (const id of sent) {
      const transactions = await call('GET', `/invoice/${id}/transactions`);
      expect(transactions.json().data.map((entry: { ref_no: string }) => entry.ref_no)).toContain(refNo);
    }

    const tb = await call('GET', '/accounting/reports/trial-balance', { token: admin });
    expect(tb.json().data.checks).toEqual([expect.objectContaining({ name: 'Debits equal credits', holds: true })]);

    const stillOwed = idsOf((await paidPremium()).data.invoices);
    for (const id of sent) expect(stillOwed).not.toContain(id);

    const remittedList = await call('GET', '/all-remitted?limit=100');
    expect(remittedList.statusCode, remittedList.body).toBe(200);
    const list = remittedList.json();
    const ours = list.data.filter((row: { ref_no: string }) => row.ref_no === refNo);
    expect(ours).toHaveLength(3);
    expect(ours.find((row: { invoice_id: string }) => row.invoice_id === second.invoice_id)).toMatchObject({
      invoice_no: second.invoice_no,
      client_name: expect.stringMatching(/^Adaeze Okafor /),
      insurance_provider_id: book.insurerId,
      amount: LEADWAY_NET,
      remittance_type: 'FULL REMITTANCE',
    });
    const everything = list.data.reduce((total: number, row: { amount: string }) => total + kobo(row.amount), 0);
    expect(list.totals).toEqual({ amount: naira(everything) });
    expect(list.meta.total).toBe(list.data.length);
    // The latest remittance first.
    expect(list.data.map((row: { created_at: string }) => row.created_at)).toEqual(
      [...list.data.map((row: { created_at: string }) => row.created_at)].sort().reverse(),
    );

    expect((await call('POST', '/remittance-schedules', { payload: schedule([aiico.invoice_id]) })).statusCode).toBe(201);
    const aiicoOnly = (await call('GET', `/all-remitted?insuranceProvider=${book.coInsurerId}`)).json();
    expect(aiicoOnly.data.map((row: { invoice_id: string }) => row.invoice_id)).toEqual([aiico.invoice_id]);
    expect(aiicoOnly.data[0]).toMatchObject({ insurer: expect.stringMatching(/AIICO/i), amount: AIICO_NET });
    expect(aiicoOnly.totals).toEqual({ amount: AIICO_NET });
    expect((await call('GET', `/all-remitted?from=${tomorrow}`)).json()).toMatchObject({ data: [], totals: { amount: '0.00' } });

    // A page at a time, in each order, the pages together are the whole list once, with its total on every page.
    const idOf = (row: { remittance_log_id: string }) => row.remittance_log_id;
    for (const order of ['', '&sort=invoice_no&direction=asc', '&sort=amount&direction=desc']) {
      const whole = (await call('GET', `/all-remitted?limit=100${order}`)).json();
      const pages = [];
      for (let page = 1; page <= whole.meta.total; page += 1) {
        const one = (await call('GET', `/all-remitted?limit=1&page=${page}${order}`)).json();
        expect(one.totals).toEqual(whole.totals);
        pages.push(...one.data.map(idOf));
      }
      expect(pages).toEqual(whole.data.map(idOf));
      expect(new Set(pages).size).toBe(whole.meta.total);
    }
    const byNumber = (await call('GET', '/all-remitted?limit=100&sort=invoice_no&direction=asc')).json();
    const numbers = byNumber.data.map((row: { invoice_no: string }) => row.invoice_no);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('remits nothing when one invoice of the schedule cannot be remitted, and names it', async () => {
    const good = await paid();
    const unpaid = await issue();
    const refused = await call('POST', '/remittance-schedules', { payload: schedule([good.invoice_id, unpaid.invoice_id]) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Invoice ${unpaid.invoice_no}: Remit Premium is not available for this invoice`);

    const done = await paid();
    expect((await call('POST', '/remittance-schedules', { payload: schedule([done.invoice_id]) })).statusCode).toBe(201);
    const twice = await call('POST', '/remittance-schedules', { payload: schedule([good.invoice_id, done.invoice_id]) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Invoice ${done.invoice_no}: Could not remit premium!`);

    const missing = await call('POST', '/remittance-schedules', { payload: schedule([good.invoice_id, randomUUID()]) });
    expect(missing.statusCode).toBe(404);

    expect(await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, good.invoice_id))).toEqual([]);
    const still = await call('GET', `/invoice/getRemitted/${good.invoice_id}`);
    expect(still.json().data).toMatchObject({ remitted: '0.00', amount_unremitted: LEADWAY_NET });
  });

  it('applies the premium remittance rules to the schedule’s mode, bank, cheque and description', async () => {
    const invoice = await paid();
    const cases: [Record<string, unknown>, string, string][] = [
      [schedule([]), 'invoiceIds', 'Select at least one invoice to remit'],
      [schedule([invoice.invoice_id, invoice.invoice_id]), 'invoiceIds.1', 'This one is already listed'],
      [schedule([invoice.invoice_id], { date: '' }), 'date', 'Please select a date'],
      [schedule([invoice.invoice_id], { remittanceMode: '' }), 'remittanceMode', 'Please select a remittance mode'],
      [schedule([invoice.invoice_id], { remittanceBankName: '' }), 'remittanceBankName', 'Bank name is required'],
      [schedule([invoice.invoice_id], { remittanceMode: 'Cheque' }), 'remittanceChequeNumber', 'Cheque number is required'],
      [
        schedule([invoice.invoice_id], { remittanceMode: 'Cheque', remittanceChequeNumber: '12' }),
        'remittanceChequeNumber',
        'Cheque number must be at least 6 characters',
      ],
      [schedule([invoice.invoice_id], { remittanceMode: 'Other' }), 'otherRemitDescription', 'Kindly describe your mode of remittance'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await call('POST', '/remittance-schedules', { payload });
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(answer.json().errors).toContainEqual({ field, message });
    }
    const other = await call('POST', '/remittance-schedules', {
      payload: schedule([invoice.invoice_id], {
        remittanceMode: 'other',
        otherRemitDescription: 'Netted off claims',
        remittanceBankName: 'kept out',
      }),
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.remittances[0]).toMatchObject({
      remittance_mode: 'Other',
      other_description: 'Netted off claims',
      remittance_bank_name: null,
    });
  });

  it('answers a repeated Idempotency-Key with the first answer and remits once', async () => {
    const invoice = await paid();
    const key = `schedule-${randomUUID()}`;
    const [first, second] = await Promise.all([
      call('POST', '/remittance-schedules', { payload: schedule([invoice.invoice_id]), key }),
      call('POST', '/remittance-schedules', { payload: schedule([invoice.invoice_id]), key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id))).toHaveLength(1);
    const other = await call('POST', '/remittance-schedules', { payload: schedule([invoice.invoice_id], { remark: 'another' }), key });
    expect(other.statusCode).toBe(409);
  });

  it('is for holders of Manage Remittance Schedules', async () => {
    const invoice = await paid();
    expect((await call('GET', '/paidpremium', { token: broker })).statusCode).toBe(403);
    expect((await call('GET', '/all-remitted', { token: broker })).statusCode).toBe(403);
    expect((await call('POST', '/remittance-schedules', { token: broker, payload: schedule([invoice.invoice_id]) })).statusCode).toBe(403);
    expect(await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id))).toEqual([]);
    expect((await call('GET', '/paidpremium', { token: admin })).statusCode).toBe(200);
  });
});
