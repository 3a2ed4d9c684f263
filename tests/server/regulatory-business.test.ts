import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import {
  branches,
  corporateClients,
  directors,
  individualClients,
  insuranceCategories,
  insuranceProviders,
  products,
  underwriters,
  userBranches,
  userRoles,
} from '../../server/db/schema';
import { openClientAccount, ensureBooks } from '../../server/ledger';
import { ensureDefaultRoles } from '../../server/seed/access-catalogue';
import { caller, grantDirectly } from './support/access';
import { demoTenantId, STRONG_PASSWORD, userByEmail } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { callApi } from './support/policies';
import { ledgerMovement, renewedPolicy, writtenPolicy } from './support/regulatory-business';
import { pdfText } from './support/statement-books';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { PolicyDetails } from '../../domain/policies';
import type { Report } from '../../domain/reports/report';

// A quarter's business at the demo brokerage, worked by hand (T is today; the period T−60 to T+60;
// Leadway motor at 12.5 %, AIICO fire at 10 %; VAT 7.5 % of commission):
//
//  who (branch)            what                                            premium       commission
//  Halima, agent (Head)    P0 for Bola Ige, billed T−90 (before the period)   100,000.00   not counted
//  Halima                  P0R renewing P0 from T+35: RENEWAL                 120,000.00      15,000.00
//  Tunde, broker (Abuja)   P1 for Adaeze (PEP): NEW POLICY, T to T+364        150,000.00      18,750.00
//  Tunde (P1's writer)     P1 cancelled from T+215: 150/365 returned          −61,643.83      −7,705.48
//                          (15,000,000 × 150 / 365 = 6,164,383.56 → 6,164,383; 12.5 % → 770,548)
//                          insurer's share 53,360.44 back, client refunded 61,643.83 on T
//  Tunde                   P2 for Zenith Foods (director a senator): fire     200,000.00      20,000.00
//  Tunde (P2's writer)     P2 cancelled from T+215, insurer's share not back  −82,191.78      −8,219.18
//                          (20,000,000 × 150 / 365 = 8,219,178.08 → 8,219,178; 10 % → 821,918)
//  Halima                  a debit note for Adaeze, no policy                  80,000.00      10,000.00
//  Adaeze Okafor, admin    a debit note for Bola, no policy (in no branch)     40,000.00       5,000.00
//  Adaeze Okafor, admin    a debit note for Bola, deleted                      50,000.00   not counted
//
// Production: Fire/AIICO new 200,000.00, endorsements −82,191.78, total 117,808.22, 1 policy;
// Motor/Leadway new 270,000.00, renewal 120,000.00, endorsements −61,643.83, total 328,356.17,
// 4 policies. Total 446,164.39; commission 52,825.34.
// By user: Adaeze 40,000.00/5,000.00; Halima 200,000.00/25,000.00; Tunde 206,164.39/22,825.34.

const pepOffice = 'Commissioner for Finance, Lagos State';

describe.each(databaseKinds())('the business returns on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let accountant: string;
  let broker: string;
  let book: InvoiceBook;
  let other: InvoiceBook;
  let names: { adaeze: string; bola: string; zenith: string; leadway: string; aiico: string };
  let held: { p0: PolicyDetails; p0r: PolicyDetails; p1: PolicyDetails; p2: PolicyDetails };
  let zenithAccountId: string;
  let unpaidNote: typeof creditNote;
  let theirToken: string;
  let creditNote: { invoiceId: string; invoiceNo: string; endorsementId: string; refundNo: string };
  const today = todayInLagos();
  const start = addDays(today, -60);
  const end = addDays(today, 60);
  const period = `startDate=${start}&endDate=${end}`;

  async function report(path: string, token = accountant): Promise<Report> {
    const answer = await caller(server)(token, 'GET', `/reports/regulatory/${path}?${period}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Report;
  }
  const cellsOf = (table: Report['tables'][number]) => table.rows.map((row) => row.cells);

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    const [admin, agent] = [await signInAs(server, 'admin@demo.ng'), await signInAs(server, 'agent@demo.ng')];
    [accountant, broker] = [await signInAs(server, 'accounts@demo.ng'), await signInAs(server, 'broker@demo.ng')];
    const ids = {
      admin: (await userByEmail(server, 'admin@demo.ng')).id,
      agent: (await userByEmail(server, 'agent@demo.ng')).id,
      broker: (await userByEmail(server, 'broker@demo.ng')).id,
    };
    for (const permission of ['Create Invoice', 'Create Policy', 'Update Policy', 'Send Documents'] as const)
      await grantDirectly(server, tenantId, ids.agent, permission);
    // The broker works at the Abuja office; the admin in no branch; the agent stays at the head office.
    const [abuja] = await server.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.tenantId, tenantId), eq(branches.name, 'Abuja Office')));
    await server.db.delete(userBranches).where(inArray(userBranches.userId, [ids.admin, ids.broker]));
    await server.db.insert(userBranches).values({ tenantId, userId: ids.broker, branchId: abuja!.id });

    book = await invoiceBook(server, tenantId);
    const second = await invoiceBook(server, tenantId);
    const bola = second.individualClientId;
    await server.db.update(individualClients).set({ firstname: 'Bola', lastname: 'Ige' }).where(eq(individualClients.id, bola));
    await server.db
      .update(individualClients)
      .set({ politicallyExposed: true, politicalPosition: pepOffice })
      .where(eq(individualClients.id, book.individualClientId));
    await server.db.insert(directors).values([
      {
        tenantId,
        corporateClientId: book.corporateClientId,
        firstname: 'Musa',
        lastname: 'Danjuma',
        politicallyExposed: true,
        politicalPosition: 'Senator',
      },
      { tenantId, corporateClientId: book.corporateClientId, firstname: 'Ngozi', lastname: 'Obi' },
    ]);
    zenithAccountId = await server.ctx.database.asTenant(
      tenantId,
      async (tx) => (await openClientAccount(tx, tenantId, book.corporateClientId, 'CORPORATE')).account.id,
    );
    const [fire] = await server.db
      .select({ id: insuranceCategories.id })
      .from(insuranceCategories)
      .where(eq(insuranceCategories.code, 'FIRE'));
    const [fireProduct] = await server.db
      .insert(products)
      .values({
        tenantId,
        insuranceProviderId: book.coInsurerId,
        insuranceCategoryId: fire!.id,
        productName: 'AIICO Fire',
        commissionType: 'Percentage',
        commissionRate: '10.00',
      })
      .returning({ id: products.id });
    for (const providerId of [book.insurerId, book.coInsurerId])
      await server.db
        .insert(underwriters)
        .values({ tenantId, providerId, name: 'Placements desk', email: `placements-${providerId}@insurer.test` });

    const year = (from: string) => ({ startDate: from, endDate: addDays(from, 364) });
    const bolaTerms = { clientId: bola, productId: second.productId };
    const p0 = (
      await writtenPolicy(server, { writer: agent, payer: admin }, second, {
        ...bolaTerms,
        issueDate: addDays(today, -90),
        premiumAmount: '100000.00',
        ...year(addDays(today, -330)),
      })
    ).policy;
    const p0r = await renewedPolicy(server, { writer: agent, payer: admin }, second, p0, {
      premium: '120000',
      ...year(addDays(p0.end_date, 1)),
    });
    const p1 = (await writtenPolicy(server, { writer: broker, payer: admin }, book, { ...year(today) })).policy;
    const p2 = (
      await writtenPolicy(
        server,
        { writer: broker, payer: admin },
        book,
        {
          clientType: 'CORPORATE',
          clientId: book.corporateClientId,
          productId: fireProduct!.id,
          premiumAmount: '200000.00',
          ...year(today),
        },
        { nameOfInsured: 'Zenith Foods Ltd', items: [{ description: 'Warehouse, 5 Broad Street', sumInsured: '5000000' }] },
      )
    ).policy;
    held = { p0, p0r, p1, p2 };
    await issueInvoice(server, agent, book, { premiumAmount: '80000.00' });
    await issueInvoice(server, admin, second, { ...bolaTerms, premiumAmount: '40000.00' });
    const deleted = await issueInvoice(server, admin, second, { ...bolaTerms, premiumAmount: '50000.00' });
    expect((await callApi(server, admin, 'DELETE', `/invoice/${deleted.invoice_id}`)).statusCode).toBe(200);

    // P1 cancelled from T+215: the return premium comes back from the insurer, then goes to the client.
    const registered = await callApi(server, admin, 'POST', '/policies/endorsement', {
      policyId: p1.policy_id,
      kind: 'cancellation',
      effectiveDate: addDays(today, 215),
      description: 'The car was sold',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const endorsementId = registered.json().data.endorsement_id as string;
    const approved = await callApi(server, admin, 'PATCH', `/policies/endorsement/${endorsementId}`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const invoiceId = approved.json().data.invoice_id as string;
    await payInvoice(server, admin, invoiceId, {
      modeOfPayment: 'Bank Transfer',
      amount: '53360.44',
      debitAccount: book.bankLedgerAccountId,
    });
    const refund = (await callApi(server, admin, 'GET', `/policies/allRefund?policyId=${p1.policy_id}`)).json().data[0];
    const paid = await callApi(server, admin, 'POST', `/policies/allRefund/${refund.refund_id}/payment`, {
      modeOfPayment: 'Bank Transfer',
      dateOfPayment: today,
      creditAccount: book.bankLedgerAccountId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    creditNote = { invoiceId, invoiceNo: refund.invoice_no, endorsementId, refundNo: refund.refund_number };
    // P2 cancelled from T+215 too: its credit note waits for the insurer's share.
    const second_ = await callApi(server, admin, 'POST', '/policies/endorsement', {
      policyId: p2.policy_id,
      kind: 'cancellation',
      effectiveDate: addDays(today, 215),
      description: 'The warehouse was sold',
    });
    expect(second_.statusCode, second_.body).toBe(201);
    const secondId = second_.json().data.endorsement_id as string;
    expect((await callApi(server, admin, 'PATCH', `/policies/endorsement/${secondId}`, { status: 'approved' })).statusCode).toBe(200);
    const waiting = (await callApi(server, admin, 'GET', `/policies/allRefund?policyId=${p2.policy_id}`)).json().data[0];
    unpaidNote = { invoiceId: waiting.invoice_id, invoiceNo: waiting.invoice_no, endorsementId: secondId, refundNo: waiting.refund_number };

    const nameOf = async (id: number) =>
      (await server.db.select({ name: insuranceProviders.name }).from(insuranceProviders).where(eq(insuranceProviders.id, id)))[0]!.name;
    const [adaeze] = await server.db.select().from(individualClients).where(eq(individualClients.id, book.individualClientId));
    const [zenith] = await server.db.select().from(corporateClients).where(eq(corporateClients.id, book.corporateClientId));
    names = {
      adaeze: `${adaeze!.firstname} ${adaeze!.lastname}`,
      bola: 'Bola Ige',
      zenith: zenith!.corporateName,
      leadway: await nameOf(book.insurerId),
      aiico: await nameOf(book.coInsurerId),
    };

    // Another brokerage's business in the same period, with a politically exposed client of its own.
    const theirs = await createTenantWithUser(server, {
      email: `business-${kind}@example.ng`,
      password: STRONG_PASSWORD,
      url: `business-${kind}`,
    });
    const roles = await server.db.transaction((tx) => ensureDefaultRoles(tx, theirs.tenantId));
    await server.db.transaction((tx) => ensureBooks(tx, theirs.tenantId));
    await server.db.insert(userRoles).values({ tenantId: theirs.tenantId, userId: theirs.userId, roleId: roles.get('admin')! });
    other = await invoiceBook(server, theirs.tenantId);
    await server.db
      .update(individualClients)
      .set({ politicallyExposed: true, politicalPosition: 'Minister' })
      .where(eq(individualClients.id, other.individualClientId));
    theirToken = await signInAs(server, `business-${kind}@example.ng`, STRONG_PASSWORD);
    await server.db
      .insert(underwriters)
      .values({ tenantId: theirs.tenantId, providerId: other.insurerId, name: 'Desk', email: 'desk@insurer.test' });
    await writtenPolicy(server, { writer: theirToken, payer: theirToken }, other, { premiumAmount: '999999.00', ...year(today) });
  }, 120_000);
  afterAll(() => server?.close());

  const ledger = (options: Omit<Parameters<typeof ledgerMovement>[2], 'from' | 'to'>) =>
    ledgerMovement(server, tenantId, { from: start, to: end, ...options });
  const billedInLedger = () => ledger({ sources: ['invoice', 'invoice_deletion'], on: 'client accounts' });

  it('shows premium produced by class of business and insurer, new business, renewals and endorsements apart, tied to the ledger', async () => {
    const production = await report('premium-income-production');
    const [byClass, behind] = production.tables;
    expect(cellsOf(byClass!)).toEqual([
      {
        class: 'Fire and Special Perils',
        insurer: names.aiico,
        new_business: '200000.00',
        renewal: '0.00',
        endorsements: '-82191.78',
        total: '117808.22',
        policies: 1,
      },
      {
        class: 'Motor',
        insurer: names.leadway,
        new_business: '270000.00',
        renewal: '120000.00',
        endorsements: '-61643.83',
        total: '328356.17',
        policies: 4,
      },
    ]);
    expect(byClass!.totals).toEqual({
      class: 'Total',
      insurer: null,
      new_business: '470000.00',
      renewal: '120000.00',
      endorsements: '-143835.61',
      total: '446164.39',
      policies: 5,
    });
    expect(behind!.rows.map((row) => [row.cells.kind, row.cells.client, row.cells.policy_no, row.cells.premium])).toEqual([
      ['Renewal', names.bola, held.p0r.policy_number, '120000.00'],
      ['New business', names.adaeze, held.p1.policy_number, '150000.00'],
      ['New business', names.zenith, held.p2.policy_number, '200000.00'],
      ['New business', names.adaeze, null, '80000.00'],
      ['New business', names.bola, null, '40000.00'],
      ['Return premium (credit note)', names.adaeze, held.p1.policy_number, '-61643.83'],
      ['Return premium (credit note)', names.zenith, held.p2.policy_number, '-82191.78'],
    ]);
    expect(behind!.rows.at(-2)!.link).toBe(`/account/invoice/${creditNote.invoiceId}`);
    expect(behind!.totals).toEqual({ invoice_no: 'Total', premium: '446164.39' });
    expect(production.checks).toEqual([expect.objectContaining({ holds: true, left: '446164.39', right: '446164.39' })]);
    expect(await billedInLedger()).toBe(44_616_439);

    // The quarter before holds P0's own debit note alone (issued T−90, by the agent).
    const before = await caller(server)(
      accountant,
      'GET',
      `/reports/regulatory/premium-income-production?startDate=${addDays(today, -120)}&endDate=${addDays(today, -61)}`,
    );
    expect(before.json().data.tables[0].totals).toMatchObject({ new_business: '100000.00', total: '100000.00', policies: 1 });
    expect(before.json().data.checks[0]).toMatchObject({ holds: true, left: '100000.00' });
  });

  it('shows the notes behind premium income production a page at a time, the figures and the check over every note', async () => {
    const answer = await caller(server)(accountant, 'GET', `/reports/regulatory/premium-income-production?${period}&page=2&limit=3`);
    expect(answer.statusCode, answer.body).toBe(200);
    const production = answer.json().data as Report;
    const [byClass, behind] = production.tables;
    expect(byClass!.page).toBeUndefined();
    expect(byClass!.totals).toMatchObject({ total: '446164.39', policies: 5 });
    expect(behind!.rows.map((row) => [row.cells.kind, row.cells.client, row.cells.premium])).toEqual([
      ['New business', names.adaeze, '80000.00'],
      ['New business', names.bola, '40000.00'],
      ['Return premium (credit note)', names.adaeze, '-61643.83'],
    ]);
    expect(behind!.page).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
    expect(behind!.totals).toEqual({ invoice_no: 'Total', premium: '446164.39' });
    expect(production.checks).toEqual([expect.objectContaining({ holds: true, left: '446164.39', right: '446164.39' })]);

    const csv = await caller(server)(
      accountant,
      'GET',
      `/reports/regulatory/premium-income-production?${period}&page=2&limit=3&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('120000.00');
    expect(csv.body).toContain('150000.00');
  });

  it('shows business generated by each user, agent and branch, the three totals equal and tied to the ledger', async () => {
    const business = await report('business-generated');
    const [byUser, byAgent, byBranch] = business.tables;
    const lines = (table: Report['tables'][number]) =>
      table.rows.map((row) => [row.cells.name, row.cells.policies, row.cells.premium, row.cells.commission]);
    expect(lines(byUser!)).toEqual([
      ['Adaeze Okafor', 1, '40000.00', '5000.00'],
      ['Halima Bello', 2, '200000.00', '25000.00'],
      ['Tunde Bakare', 2, '206164.39', '22825.34'],
    ]);
    expect(byUser!.rows[1]!.link).toBe(`/users/${(await userByEmail(server, 'agent@demo.ng')).id}`);
    expect(lines(byAgent!)).toEqual([
      ['Direct business (no agent)', 3, '246164.39', '27825.34'],
      ['Halima Bello', 2, '200000.00', '25000.00'],
    ]);
    expect(lines(byBranch!)).toEqual([
      ['Abuja Office', 2, '206164.39', '22825.34'],
      ['Head Office', 2, '200000.00', '25000.00'],
      ['Unassigned', 1, '40000.00', '5000.00'],
    ]);
    for (const table of [byUser, byAgent, byBranch]) {
      expect(table!.totals).toEqual({ name: 'Total', policies: 5, premium: '446164.39', commission: '52825.34' });
    }
    expect(business.checks.map((check) => [check.holds, check.left, check.right])).toEqual([
      [true, '446164.39', '446164.39'],
      [true, '52825.34', '52825.34'],
    ]);
    // Commission income is credited 18,750 + 15,000 + 20,000 + 10,000 + 5,000 − 7,705.48 − 8,219.18 (the deleted note's 6,250 in and out).
    expect(await ledger({ sources: ['invoice', 'invoice_deletion'], on: { systemKey: 'commission_income' } })).toBe(-5_282_534);

    const csv = await caller(server)(accountant, 'GET', `/reports/regulatory/business-generated?${period}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Abuja Office');
    expect(csv.body).toContain('206164.39');
  });

  it('lists the politically exposed clients with the office behind the flag, their policies and the premium billed to them', async () => {
    const pep = await report('politically-engaged');
    const [clients, policies] = pep.tables;
    expect(cellsOf(clients!)).toEqual([
      { client: names.adaeze, client_type: 'Individual', source: `Own office: ${pepOffice}`, policies: 1, premium: '168356.17' },
      { client: names.zenith, client_type: 'Corporate', source: 'Director Musa Danjuma: Senator', policies: 1, premium: '117808.22' },
    ]);
    expect(clients!.rows.map((row) => row.link)).toEqual([
      `/clients/individual/${book.individualClientId}`,
      `/clients/corporate/${book.corporateClientId}`,
    ]);
    expect(clients!.totals).toEqual({ client: '2 clients', policies: 2, premium: '286164.39' });
    expect(policies!.rows.map((row) => [row.cells.policy_no, row.link])).toEqual([
      [held.p1.policy_number, `/policies/${held.p1.policy_id}`],
      [held.p2.policy_number, `/policies/${held.p2.policy_id}`],
    ]);
    expect(pep.checks).toEqual([expect.objectContaining({ holds: true, left: '286164.39', right: '286164.39' })]);
    // 150,000 + 80,000 − 61,643.83 on Adaeze's account; 200,000 − 82,191.78 on Zenith's.
    expect(
      await ledger({ sources: ['invoice', 'invoice_deletion'], on: { accountIds: [book.individualClientAccountId, zenithAccountId] } }),
    ).toBe(28_616_439);
  });

  it('lists every client with the policies they held in the period, expired and renewed ones included', async () => {
    const held_ = await report('client-policies');
    const [clients, policies] = held_.tables;
    expect(cellsOf(clients!)).toEqual([
      { client: names.adaeze, client_type: 'Individual', policies: 1, sum_insured: '5000000.00', premium: '150000.00' },
      { client: names.bola, client_type: 'Individual', policies: 2, sum_insured: '10000000.00', premium: '220000.00' },
      { client: names.zenith, client_type: 'Corporate', policies: 1, sum_insured: '5000000.00', premium: '200000.00' },
    ]);
    expect(clients!.totals).toEqual({ client: '3 clients', policies: 4, sum_insured: '20000000.00', premium: '570000.00' });
    expect(cellsOf(policies!)).toEqual([
      expect.objectContaining({
        client: names.adaeze,
        policy_no: held.p1.policy_number,
        class: 'Motor',
        insurer: names.leadway,
        start_date: today,
        premium: '150000.00',
        status: 'active',
      }),
      expect.objectContaining({
        client: names.bola,
        policy_no: held.p0.policy_number,
        start_date: addDays(today, -330),
        end_date: addDays(today, 34),
        premium: '100000.00',
        status: 'renewed',
      }),
      expect.objectContaining({
        client: names.bola,
        policy_no: held.p0r.policy_number,
        start_date: addDays(today, 35),
        premium: '120000.00',
        status: 'active',
      }),
      expect.objectContaining({
        client: names.zenith,
        policy_no: held.p2.policy_number,
        class: 'Fire and Special Perils',
        insurer: names.aiico,
        sum_insured: '5000000.00',
        premium: '200000.00',
      }),
    ]);
    expect(policies!.rows[1]!.link).toBe(`/policies/${held.p0.policy_id}`);
    expect(policies!.totals).toEqual({ client: '4 policies', sum_insured: '20000000.00', premium: '570000.00' });
    expect(held_.checks).toEqual([]);
  });

  it('shows the client policies a page of clients at a time, totals over every page, and files them whole', async () => {
    const paged = async (query: string) => {
      const answer = await caller(server)(accountant, 'GET', `/reports/regulatory/client-policies?${period}&${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as Report;
    };
    const second = await paged('page=2&limit=2');
    const [clients, policies] = second.tables;
    expect(cellsOf(clients!).map((cells) => cells.client)).toEqual([names.zenith]);
    expect(clients!.page).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
    expect(clients!.totals).toEqual({ client: '3 clients', policies: 4, sum_insured: '20000000.00', premium: '570000.00' });
    expect(policies!.rows.map((row) => row.cells.policy_no)).toEqual([held.p2.policy_number]);
    expect(policies!.totals).toEqual({ client: '4 policies', sum_insured: '20000000.00', premium: '570000.00' });

    const first = (await paged('page=1&limit=2')).tables;
    expect(cellsOf(first[0]!).map((cells) => cells.client)).toEqual([names.adaeze, names.bola]);
    expect(first[1]!.rows.map((row) => row.cells.policy_no)).toEqual([
      held.p1.policy_number,
      held.p0.policy_number,
      held.p0r.policy_number,
    ]);
    expect((await paged('page=3&limit=2')).tables[0]!.rows).toEqual([]);

    const csv = await caller(server)(accountant, 'GET', `/reports/regulatory/client-policies?${period}&page=2&limit=2&format=csv`);
    expect(csv.statusCode).toBe(200);
    for (const name of [names.adaeze, names.bola, names.zenith]) expect(csv.body).toContain(name);
    expect(csv.body).toContain(held.p0r.policy_number);

    const refused = await caller(server)(accountant, 'GET', `/reports/regulatory/client-policies?${period}&page=0`);
    expect(refused.statusCode).toBe(400);
  });

  it('lists the premium returned and refunded with its reason, tied to the ledger', async () => {
    const returns = await report('return-and-refund-premium');
    const [table] = returns.tables;
    expect(table!.rows).toEqual([
      {
        cells: {
          credit_note: creditNote.invoiceNo,
          returned_on: today,
          client: names.adaeze,
          policy_no: held.p1.policy_number,
          insurer: names.leadway,
          reason: 'Cancel the policy: The car was sold',
          returned: '61643.83',
          refund_no: creditNote.refundNo,
          paid_on: today,
          refunded: '61643.83',
          status: 'paid',
        },
        link: `/policy/endorsement/${creditNote.endorsementId}`,
      },
      {
        cells: {
          credit_note: unpaidNote.invoiceNo,
          returned_on: today,
          client: names.zenith,
          policy_no: held.p2.policy_number,
          insurer: names.aiico,
          reason: 'Cancel the policy: The warehouse was sold',
          returned: '82191.78',
          refund_no: unpaidNote.refundNo,
          paid_on: null,
          refunded: null,
          status: 'awaiting insurer',
        },
        link: `/policy/endorsement/${unpaidNote.endorsementId}`,
      },
    ]);
    expect(table!.totals).toEqual({ credit_note: 'Total', returned: '143835.61', refunded: '61643.83' });
    expect(returns.checks.map((check) => [check.holds, check.left, check.right])).toEqual([
      [true, '143835.61', '143835.61'],
      [true, '61643.83', '61643.83'],
    ]);
    expect(await ledger({ sources: ['refund'], on: 'client accounts' })).toBe(6_164_383);
    const credited = { sources: ['invoice'], on: 'client accounts' as const, sourceIds: [creditNote.invoiceId, unpaidNote.invoiceId] };
    expect(await ledger(credited)).toBe(-14_383_561);
  });

  it('shows another brokerage none of these records, and them none of theirs', async () => {
    for (const kind_ of [
      'politically-engaged',
      'client-policies',
      'premium-income-production',
      'business-generated',
      'return-and-refund-premium',
    ]) {
      const text = JSON.stringify(await report(kind_));
      expect(text).not.toContain('999999.00');
      expect(text).not.toContain('Minister');
      const mine = JSON.stringify(await report(kind_, theirToken));
      for (const ours of [names.adaeze, names.bola, names.zenith, '446164.39', 'Halima Bello']) expect(mine).not.toContain(ours);
    }
    const production = await report('premium-income-production', theirToken);
    expect(production.tables[0]!.totals).toMatchObject({ total: '999999.00', policies: 1 });
    expect((await report('politically-engaged', theirToken)).tables[0]!.totals).toMatchObject({ client: '1 client', premium: '999999.00' });
  });

  it("refuses the returns to a user without 'View Regulatory Reports', and to nobody signed in", async () => {
    for (const kind_ of [
      'politically-engaged',
      'client-policies',
      'premium-income-production',
      'business-generated',
      'return-and-refund-premium',
    ]) {
      const refused = await caller(server)(broker, 'GET', `/reports/regulatory/${kind_}?${period}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await caller(server)(null, 'GET', `/reports/regulatory/${kind_}`)).statusCode).toBe(401);
    }
  });

  it('writes a return as a PDF on the letterhead', async () => {
    const pdf = await caller(server)(accountant, 'GET', `/reports/regulatory/politically-engaged?${period}&format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Politically Exposed Persons');
  });
});
