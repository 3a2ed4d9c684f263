import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ACCOUNT_MISSING } from '../../domain/accounting';
import { CHOOSE_INSURER } from '../../domain/insurers';
import {
  actionNotOffered,
  amountBelowPaid,
  CHOOSE_CLIENT,
  CHOOSE_CO_BROKER,
  CHOOSE_PRODUCT,
  COMMISSION_ABOVE_PREMIUM,
  INVALID_AMOUNT,
  INVOICE_NO_TAKEN,
  OWN_INSURER_NOT_CO_INSURER,
  percentagesAboveHundred,
  STATUS_NOT_EDITABLE,
} from '../../domain/messages';
import { todayInLagos } from '../../domain/today';
import { coBrokers, invoices, journalEntries } from '../../server/db/schema';
import { openClientAccount } from '../../server/ledger';
import { caller, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import {
  fetchInvoice,
  insurerPayableId,
  invoiceBook,
  invoicePayload,
  issueInvoice,
  payInvoice,
  postedTo,
  systemAccountId,
  trialBalanceGap,
  type InvoiceBook,
} from './support/invoices';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('invoices on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let agent: string;
  let accounts: string;
  let tenantId: string;
  let book: InvoiceBook;
  const today = todayInLagos();
  const year = today.slice(0, 4);

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker, agent, accounts] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string, string];
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
  });
  afterAll(() => server?.close());

  const invoiceCount = () => server.db.$count(invoices, eq(invoices.tenantId, tenantId));
  const entriesOf = (invoiceId: string) => server.db.select().from(journalEntries).where(eq(journalEntries.sourceId, invoiceId));
  const create = (payload: Record<string, unknown>, token = admin) => call(token, 'POST', '/invoice', payload);
  const fieldErrors = (response: { json(): { errors: { field: string; message: string }[] } }) => response.json().errors;

  describe('raising an invoice', () => {
    it('bills the client: the product’s insurer and 12.5 %, commission and VAT on it, the next number, and the issue entry', async () => {
      const gapBefore = await trialBalanceGap(server, tenantId);
      const insurer = await insurerPayableId(server, tenantId, book.insurerId);
      const before = {
        insurer: insurer ? (await postedTo(server, insurer)).balance : 0,
        commission: (await postedTo(server, await systemAccountId(server, tenantId, 'commission_income'))).balance,
        vat: (await postedTo(server, await systemAccountId(server, tenantId, 'vat_output'))).balance,
      };
      const response = await create(
        invoicePayload(book, {
          coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '40' }],
          coInsurers: [{ insurerId: book.coInsurerId, percentageOfPremium: 25.5 }],
        }),
        broker,
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, message: 'Action completed successfully' });
      expect(body.data).toMatchObject({
        invoice_no: expect.stringMatching(new RegExp(`^INV/${year}/\\d{6}$`)),
        status: 'payment pending',
        transaction_type: 'NEW POLICY',
        amount: '150000.00',
        amount_paid: '0.00',
        sum_insured: '5000000.00',
        commission_type: 'Percentage',
        commission_rate: '12.50',
        commission: '18750.00',
        vat: '1406.25',
        net_premium: '129843.75',
        vat_paid: '0.00',
        remitted: '0.00',
        amount_unremitted: '0.00',
        invoice_issue_date: today,
        insured: 'Adaeze Okafor',
        client_id: book.individualClientId,
        client_type: 'INDIVIDUAL',
        product_id: book.productId,
        insurance_provider_id: book.insurerId,
        InsuranceProduct: { InsuranceProvider: { name: expect.stringMatching(/Leadway/i) } },
        CoBrokers: [{ co_broker_id: book.coBrokerId, InvoiceCoBroker: { percentage_of_premium: '40.00' } }],
        CoInsurers: [{ insurance_provider_id: book.coInsurerId, InvoiceCoInsurer: { percentage_of_premium: '25.50' } }],
      });
      expect(body.data.Client).toMatchObject({ firstname: 'Adaeze' });

      const [row] = await server.db.select().from(invoices).where(eq(invoices.id, body.data.invoice_id));
      expect(row!.issueEntryId).not.toBeNull();
      const entries = await entriesOf(row!.id);
      expect(entries).toEqual([
        expect.objectContaining({ id: row!.issueEntryId, source: 'invoice', entryDate: today, totalKobo: 15_000_000 }),
      ]);
      expect((await postedTo(server, book.individualClientAccountId)).balance).toBe(15_000_000);
      const payable = (await insurerPayableId(server, tenantId, book.insurerId))!;
      expect((await postedTo(server, payable)).balance - before.insurer).toBe(-12_984_375);
      expect((await postedTo(server, await systemAccountId(server, tenantId, 'commission_income'))).balance - before.commission).toBe(
        -1_875_000,
      );
      expect((await postedTo(server, await systemAccountId(server, tenantId, 'vat_output'))).balance - before.vat).toBe(-140_625);
      expect(await trialBalanceGap(server, tenantId)).toBe(gapBefore);
      expect(gapBefore).toBe(0);
    });

    it('gives the next number from the counter, skipping one typed already, and keeps a typed number unique', async () => {
      const first = await issueInvoice(server, admin, book);
      const serial = Number(first.invoice_no.slice(-6));
      const skipped = `INV/${year}/${String(serial + 1).padStart(6, '0')}`;
      const typed = await issueInvoice(server, admin, book, { invoiceNo: skipped });
      expect(typed.invoice_no).toBe(skipped);
      const next = await issueInvoice(server, admin, book);
      expect(next.invoice_no).toBe(`INV/${year}/${String(serial + 2).padStart(6, '0')}`);

      const count = await invoiceCount();
      const again = await create(invoicePayload(book, { invoiceNo: skipped }));
      expect(again.statusCode).toBe(400);
      expect(fieldErrors(again)).toEqual([{ field: 'invoiceNo', message: INVOICE_NO_TAKEN }]);
      expect(await invoiceCount()).toBe(count);
    });

    it('lets one of several saves racing with the same typed number through, and refuses the others with the field error', async () => {
      const invoiceNo = `DN-RACE-${kind}`;
      const answers = await Promise.all(Array.from({ length: 6 }, () => create(invoicePayload(book, { invoiceNo }))));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      for (const answer of answers.filter((one) => one.statusCode !== 201)) {
        expect(answer.statusCode, answer.body).toBe(400);
        expect(fieldErrors(answer)).toEqual([{ field: 'invoiceNo', message: INVOICE_NO_TAKEN }]);
      }
      expect(await server.db.$count(invoices, and(eq(invoices.tenantId, tenantId), eq(invoices.invoiceNo, invoiceNo)))).toBe(1);
    });

    it('gives numbers drawn at the same time each their own', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, () => create(invoicePayload(book))));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
      const numbers = answers.map((answer) => answer.json().data.invoice_no as string);
      expect(new Set(numbers).size).toBe(8);
    });

    it('takes the typed commission terms over the product’s, and a corporate client', async () => {
      const invoice = await issueInvoice(server, admin, book, {
        clientType: 'corporate',
        clientId: book.corporateClientId,
        commissionType: 'flat',
        commissionRate: '₦20,000',
        transactionType: 'renewal',
        premiumAmount: '₦80,000.50',
      });
      expect(invoice).toMatchObject({
        client_type: 'CORPORATE',
        commission_type: 'Flat',
        commission_rate: '20000.00',
        commission: '20000.00',
        vat: '1500.00',
        net_premium: '58500.50',
        amount: '80000.50',
        transaction_type: 'RENEWAL',
        Client: null,
        CorporateClient: { company_name: expect.stringMatching(/^Zenith Foods/) },
      });
    });

    it('refuses clients, products, co-brokers and co-insurers that are not the brokerage’s to choose, writing nothing', async () => {
      const count = await invoiceCount();
      const [inactive] = await server.db
        .insert(coBrokers)
        .values({ tenantId, name: `Dormant Brokers ${kind}`, active: false })
        .returning({ id: coBrokers.id });
      const unknown = await create(
        invoicePayload(book, {
          clientId: UNKNOWN_ID,
          productId: 'not-a-product',
          coBrokers: [
            { coBrokerId: inactive!.id, percentageOfPremium: '10' },
            { coBrokerId: UNKNOWN_ID, percentageOfPremium: '10' },
          ],
          coInsurers: [
            { insurerId: book.insurerId, percentageOfPremium: '10' },
            { insurerId: 999_999, percentageOfPremium: '10' },
          ],
        }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(fieldErrors(unknown)).toEqual([
        { field: 'clientId', message: CHOOSE_CLIENT },
        { field: 'productId', message: CHOOSE_PRODUCT },
        { field: 'coBrokers.0.coBrokerId', message: CHOOSE_CO_BROKER },
        { field: 'coBrokers.1.coBrokerId', message: CHOOSE_CO_BROKER },
        { field: 'coInsurers.1.insurerId', message: CHOOSE_INSURER },
      ]);

      // With the product known, the invoice's own insurer is named as such.
      const own = await create(invoicePayload(book, { coInsurers: [{ insurerId: book.insurerId, percentageOfPremium: '10' }] }));
      expect(fieldErrors(own)).toEqual([{ field: 'coInsurers.0.insurerId', message: OWN_INSURER_NOT_CO_INSURER }]);

      // An individual client's id sent as a corporate client's, and another brokerage's records.
      const wrongType = await create(invoicePayload(book, { clientType: 'CORPORATE' }));
      expect(fieldErrors(wrongType)).toEqual([{ field: 'clientId', message: CHOOSE_CLIENT }]);
      const other = await createTenantWithUser(server, {
        email: `other-${kind}@example.ng`,
        password: 'Ikoyi#2026x',
        url: `other-${kind}`,
      });
      const elsewhere = await invoiceBook(server, other.tenantId);
      const foreign = await create(
        invoicePayload(book, {
          clientId: elsewhere.individualClientId,
          productId: elsewhere.productId,
          coBrokers: [{ coBrokerId: elsewhere.coBrokerId, percentageOfPremium: '5' }],
        }),
      );
      expect(fieldErrors(foreign)).toEqual([
        { field: 'clientId', message: CHOOSE_CLIENT },
        { field: 'productId', message: CHOOSE_PRODUCT },
        { field: 'coBrokers.0.coBrokerId', message: CHOOSE_CO_BROKER },
      ]);
      expect(await invoiceCount()).toBe(count);
    });

    it('refuses a commission that with its VAT is more than the premium, and the payload’s own rules', async () => {
      const count = await invoiceCount();
      const tooMuch = await create(invoicePayload(book, { commissionType: 'Flat', commissionRate: '140000', premiumAmount: '150000' }));
      expect(tooMuch.statusCode).toBe(400);
      expect(fieldErrors(tooMuch)).toEqual([{ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM }]);
      const justFits = await create(invoicePayload(book, { commissionType: 'Flat', commissionRate: '1000.00', premiumAmount: '1075' }));
      expect(justFits.statusCode, justFits.body).toBe(201);
      expect(justFits.json().data).toMatchObject({ commission: '1000.00', vat: '75.00', net_premium: '0.00' });

      const bad = await create(
        invoicePayload(book, {
          premiumAmount: 'lots',
          coBrokers: [
            { coBrokerId: book.coBrokerId, percentageOfPremium: '60' },
            { coBrokerId: UNKNOWN_ID, percentageOfPremium: '50' },
          ],
        }),
      );
      expect(bad.statusCode).toBe(400);
      expect(fieldErrors(bad)).toEqual(
        expect.arrayContaining([
          { field: 'premiumAmount', message: INVALID_AMOUNT },
          { field: 'coBrokers', message: percentagesAboveHundred('co-brokers') },
        ]),
      );
      expect(await invoiceCount()).toBe(count + 1);
    });

    it('keeps an invoice for a client with no ledger account unposted until the account exists and the first payment comes', async () => {
      const invoice = await issueInvoice(server, admin, book, { clientType: 'CORPORATE', clientId: book.corporateClientId });
      expect(await entriesOf(invoice.invoice_id)).toEqual([]);
      const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
      expect(row!.issueEntryId).toBeNull();

      const refused = await call(accounts, 'PUT', `/invoice/${invoice.invoice_id}`, {
        amount: '1000',
        modeOfPayment: 'Cash',
        dateOfActualPayment: today,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: CLIENT_ACCOUNT_MISSING, message: 'Client account has not been created' });
      expect((await fetchInvoice(server, accounts, invoice.invoice_id)).amount_paid).toBe('0.00');
      expect(await entriesOf(invoice.invoice_id)).toEqual([]);

      const account = await server.ctx.database.asTenant(
        tenantId,
        async (tx) => (await openClientAccount(tx, tenantId, book.corporateClientId, 'CORPORATE')).account,
      );
      const paid = await payInvoice(server, accounts, invoice.invoice_id, { amount: '1000' });
      expect(paid).toMatchObject({ status: 'partial payment', amount_paid: '1000.00' });
      const sources = (await call(accounts, 'GET', `/invoice/${invoice.invoice_id}/transactions`))
        .json()
        .data.map((entry: { source: string }) => entry.source);
      expect(sources).toEqual(['invoice', 'payment']);
      expect((await postedTo(server, account.id)).balance).toBe(15_000_000 - 100_000);
      expect(await trialBalanceGap(server, tenantId)).toBe(0);
    });

    it('refuses an issue date in no open accounting period, writing nothing', async () => {
      const count = await invoiceCount();
      const response = await create(invoicePayload(book, { issueDate: '2001-03-01' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('PERIOD_MISSING');
      expect(await invoiceCount()).toBe(count);
    });
  });

  describe('listing and reading', () => {
    let listBook: InvoiceBook;
    let early: Awaited<ReturnType<typeof issueInvoice>>;
    let partly: Awaited<ReturnType<typeof issueInvoice>>;
    let byBroker: Awaited<ReturnType<typeof issueInvoice>>;
    beforeAll(async () => {
      listBook = await invoiceBook(server, tenantId);
      early = await issueInvoice(server, admin, listBook, { issueDate: `${year}-01-02`, insured: 'Okonkwo Haulage Fleet' });
      partly = await issueInvoice(server, admin, listBook, { clientType: 'CORPORATE', clientId: listBook.corporateClientId });
      await server.ctx.database.asTenant(tenantId, (tx) => openClientAccount(tx, tenantId, listBook.corporateClientId, 'CORPORATE'));
      await payInvoice(server, accounts, partly.invoice_id, { amount: '500.00' });
      byBroker = await issueInvoice(server, broker, listBook, { invoiceNo: `BRK-${kind}-77` });
    });
    const list = async (query: string, token = accounts) => {
      const response = await call(token, 'GET', `/invoice/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: { invoices: { invoice_no: string; invoice_id: string; status: string; invoice_issue_date: string }[] };
        meta: { page: number; limit: number; total: number; pages: number };
      };
    };
    const numbers = (answer: Awaited<ReturnType<typeof list>>) => answer.data.invoices.map((invoice) => invoice.invoice_no);

    it('lists newest issue date first, a day’s invoices by number, with paging, the answer carrying data.invoices', async () => {
      const answer = await list(`clientId=${listBook.individualClientId}`);
      expect(numbers(answer)).toEqual([byBroker.invoice_no, early.invoice_no]);
      const all = await list('limit=2&page=1');
      expect(all.data.invoices).toHaveLength(2);
      // Issued today with the highest number drawn; the typed BRK number sorts below every INV one of the day.
      expect(numbers(all)[0]).toBe(partly.invoice_no);
      expect(all.meta).toMatchObject({ page: 1, limit: 2, total: await invoiceCount() });
      expect(all.meta.pages).toBe(Math.ceil(all.meta.total / 2));
      const pages = await Promise.all(Array.from({ length: all.meta.pages }, (_, n) => list(`limit=2&page=${n + 1}`)));
      const every = pages.flatMap((page) => page.data.invoices.map((invoice) => `${invoice.invoice_issue_date} ${invoice.invoice_no}`));
      expect(every).toHaveLength(all.meta.total);
      // Each invoice after the one before: an earlier issue date, or the same one and a lower number.
      expect(every).toEqual([...every].sort().reverse());
      expect(every.at(-1)).toBe(`${year}-01-02 ${early.invoice_no}`);
    });

    it('filters by status in any case, by creator, by issue dates (inclusive) and by client', async () => {
      expect(numbers(await list('status=PARTIAL_PAYMENT'))).toContain(partly.invoice_no);
      expect((await list('status=Partial%20Payment')).data.invoices.every((invoice) => invoice.status === 'partial payment')).toBe(true);
      const brokerId = byBroker.created_by!;
      expect(numbers(await list(`userId=${brokerId}&clientId=${listBook.individualClientId}`))).toEqual([byBroker.invoice_no]);
      expect(numbers(await list(`startDate=${year}-01-02&endDate=${year}-01-02&clientId=${listBook.individualClientId}`))).toEqual([
        early.invoice_no,
      ]);
      expect(numbers(await list(`startDate=${year}-01-03&clientId=${listBook.individualClientId}`))).toEqual([byBroker.invoice_no]);
      expect(numbers(await list(`clientId=${listBook.corporateClientId}`))).toEqual([partly.invoice_no]);
      expect(numbers(await list('userId=nobody'))).toEqual([]);
      const bad = await call(accounts, 'GET', '/invoice/?status=archived&startDate=2026-02-30');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['status', 'startDate']);
    });

    it('searches the invoice number, the client’s name and the insured, with % meaning itself', async () => {
      expect(numbers(await list(`search=${encodeURIComponent(`brk-${kind}`)}`))).toEqual([byBroker.invoice_no]);
      expect(numbers(await list('search=okonkwo%20haulage'))).toEqual([early.invoice_no]);
      const lastName = (await fetchInvoice(server, accounts, early.invoice_id)).Client!.lastname;
      expect(numbers(await list(`search=${encodeURIComponent(`adaeze ${lastName}`)}`))).toEqual([byBroker.invoice_no, early.invoice_no]);
      const company = (await fetchInvoice(server, accounts, partly.invoice_id)).CorporateClient!.company_name;
      expect(numbers(await list(`search=${encodeURIComponent(company.toUpperCase())}`))).toEqual([partly.invoice_no]);
      expect(numbers(await list('search=%25'))).toEqual([]);
    });

    it('reads one invoice, and answers 404 for one that is not there or is another brokerage’s', async () => {
      const one = await call(broker, 'GET', `/invoice/${partly.invoice_id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        success: true,
        data: { invoice_id: partly.invoice_id, status: 'partial payment', amount_paid: '500.00', mode_of_payment: 'Cash' },
      });
      expect((await call(broker, 'GET', `/invoice/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(broker, 'GET', '/invoice/INV-1')).statusCode).toBe(404);
      const other = await createTenantWithUser(server, {
        email: `reader-${kind}@example.ng`,
        password: 'Ikoyi#2026x',
        url: `reader-${kind}`,
      });
      const [foreign] = await server.db
        .insert(invoices)
        .values({
          tenantId: other.tenantId,
          invoiceNo: 'X-1',
          clientType: 'INDIVIDUAL',
          individualClientId: (await invoiceBook(server, other.tenantId)).individualClientId,
          productId: listBook.productId,
          insuranceProviderId: listBook.insurerId,
          issueDate: today,
          startDate: today,
          endDate: today,
          premiumKobo: 100,
          commissionType: 'Flat',
          commissionRate: '0',
          insured: 'Someone',
        })
        .returning({ id: invoices.id });
      for (const url of [
        `/invoice/${foreign!.id}`,
        `/invoice/${foreign!.id}/payments`,
        `/invoice/${foreign!.id}/transactions`,
        '/invoice/X-1/payments',
      ]) {
        expect((await call(accounts, 'GET', url)).statusCode, url).toBe(404);
      }
      expect(numbers(await list('search=X-1'))).toEqual([]);
    });
  });

  describe('updating', () => {
    const update = (invoice: { invoice_id: string; status: string }, changes: Record<string, unknown> = {}, token = accounts) =>
      call(token, 'PATCH', `/invoice/${invoice.invoice_id}`, {
        narration: 'Premium revised after inspection',
        amount: '200,000',
        sumInsured: '6,000,000',
        commissionType: 'Percentage',
        commissionRate: '10',
        startDate: today,
        endDate: `${Number(year) + 1}-12-31`,
        status: invoice.status.toUpperCase(),
        ...changes,
      });

    it('recomputes commission and VAT, reverses the issue entry and bills the new figures', async () => {
      const invoice = await issueInvoice(server, admin, book);
      const response = await update(invoice);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Action completed successfully',
        data: {
          amount: '200000.00',
          sum_insured: '6000000.00',
          commission_rate: '10.00',
          commission: '20000.00',
          vat: '1500.00',
          net_premium: '178500.00',
          narration: 'Premium revised after inspection',
        },
      });
      const transactions = (await call(broker, 'GET', `/invoice/${invoice.invoice_id}/transactions`)).json().data;
      expect(transactions.map((entry: { source: string; total: string }) => [entry.source, entry.total])).toEqual([
        ['invoice', '150000.00'],
        ['reversal', '150000.00'],
        ['invoice', '200000.00'],
      ]);
      const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
      const entries = await entriesOf(invoice.invoice_id);
      expect(entries.find((entry) => entry.id === row!.issueEntryId)?.totalKobo).toBe(20_000_000);
      expect(await trialBalanceGap(server, tenantId)).toBe(0);

      // Only the words changed: nothing is billed again.
      const reworded = await update({ ...invoice, status: 'payment pending' }, { narration: 'Same figures' });
      expect(reworded.statusCode).toBe(200);
      expect(await entriesOf(invoice.invoice_id)).toHaveLength(3);
    });

    it('keeps the status its own, the amount at least what is paid, and the commission within the premium', async () => {
      const invoice = await issueInvoice(server, admin, book);
      await payInvoice(server, accounts, invoice.invoice_id, { amount: '60000' });
      const status = await update(invoice, { status: 'paid', amount: '50000' });
      expect(status.statusCode).toBe(400);
      expect(status.json().errors).toEqual([
        { field: 'status', message: STATUS_NOT_EDITABLE },
        { field: 'amount', message: amountBelowPaid('₦60,000.00') },
      ]);
      const tooMuch = await update({ ...invoice, status: 'partial payment' }, { commissionType: 'Flat', commissionRate: '199000' });
      expect(tooMuch.json().errors).toEqual([{ field: 'commissionRate', message: COMMISSION_ABOVE_PREMIUM }]);

      // Down to exactly what was paid: the invoice is paid, its VAT all collected.
      const settled = await update({ ...invoice, status: 'partial payment' }, { amount: '60000' });
      expect(settled.statusCode, settled.body).toBe(200);
      expect(settled.json().data).toMatchObject({
        status: 'paid',
        amount: '60000.00',
        amount_paid: '60000.00',
        commission: '6000.00',
        vat: '450.00',
        vat_paid: '450.00',
      });
      const again = await update({ ...invoice, status: 'paid' }, { amount: '60000' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(actionNotOffered('Update Invoice'));
    });

    it('bills an invoice still waiting for its client’s account once the account exists, with the updated figures', async () => {
      const waiting = await invoiceBook(server, tenantId);
      const invoice = await issueInvoice(server, admin, waiting, { clientType: 'CORPORATE', clientId: waiting.corporateClientId });
      expect((await update(invoice, { amount: '120000' })).statusCode).toBe(200);
      expect(await entriesOf(invoice.invoice_id)).toEqual([]);

      const account = await server.ctx.database.asTenant(
        tenantId,
        async (tx) => (await openClientAccount(tx, tenantId, waiting.corporateClientId, 'CORPORATE')).account,
      );
      const response = await update(invoice, { amount: '100000' });
      expect(response.statusCode, response.body).toBe(200);
      const entries = await entriesOf(invoice.invoice_id);
      expect(entries).toEqual([expect.objectContaining({ source: 'invoice', totalKobo: 10_000_000, entryDate: today })]);
      const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
      expect(row!.issueEntryId).toBe(entries[0]!.id);
      expect((await postedTo(server, account.id)).balance).toBe(10_000_000);
      expect(await trialBalanceGap(server, tenantId)).toBe(0);
    });

    it('refuses a payload that breaks the update rules', async () => {
      const invoice = await issueInvoice(server, admin, book);
      const response = await update(invoice, { narration: '', commissionRate: 'ten', endDate: '2000-01-01' });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .errors.map((error: { field: string }) => error.field)
          .sort(),
      ).toEqual(['commissionRate', 'endDate', 'narration']);
      expect(
        (
          await call(accounts, 'PATCH', `/invoice/${UNKNOWN_ID}`, {
            narration: 'x',
            amount: '1',
            sumInsured: '1',
            commissionType: 'Flat',
            commissionRate: '0',
            startDate: today,
            endDate: today,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('who may', () => {
    it('lets each role do only what it holds', async () => {
      const invoice = await issueInvoice(server, broker, book);
      expect((await call(null, 'GET', '/invoice/')).statusCode).toBe(401);
      expect((await call(agent, 'GET', '/invoice/')).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(403);
      expect((await call(agent, 'POST', '/invoice', invoicePayload(book))).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/invoice/${invoice.invoice_id}/payments`)).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/invoice/${invoice.invoice_id}/transactions`)).statusCode).toBe(403);
      // The underwriting officer raises and reads invoices, but neither updates them nor records payments.
      expect((await call(broker, 'PATCH', `/invoice/${invoice.invoice_id}`, {})).statusCode).toBe(403);
      const payment = await call(broker, 'PUT', `/invoice/${invoice.invoice_id}`, {
        amount: '1',
        modeOfPayment: 'Cash',
        dateOfActualPayment: today,
      });
      expect(payment.statusCode).toBe(403);
      expect(payment.json().message).toMatch(/Record Payment/);
      expect((await call(broker, 'GET', `/invoice/${invoice.invoice_id}/payments`)).statusCode).toBe(200);
      // The accountant records payments.
      expect(
        (await call(accounts, 'PUT', `/invoice/${invoice.invoice_id}`, { amount: '1', modeOfPayment: 'Cash', dateOfActualPayment: today }))
          .statusCode,
      ).toBe(200);
    });
  });
});
