import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateClients, individualClients, journalEntries, ledgerAccounts, states } from '../../server/db/schema';
import { ensureBooks, ensureBooksEverywhere, openClientAccount } from '../../server/ledger';
import { accountByCode } from './ledger/support';
import { caller } from './support/access';
import { demoTenantId, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { invoiceBook, issueInvoice } from './support/invoices';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// Issue 19, point 1: a client can always be billed. Its receivable account opens with it, and
// clients added before that (or loaded around the services) get theirs once, at start.

const elevenDigits = () => String(randomInt(10_000_000_000, 99_999_999_999));

describe.each(databaseKinds())('client receivable accounts on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let lagos: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    const [state] = await server.db.select().from(states).where(eq(states.code, 'LA'));
    lagos = state!.id;
  });
  afterAll(() => server?.close());

  const accountOf = async (clientId: string) => {
    const answer = await call(admin, 'GET', `/accounting/accounts/client/${clientId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { account_code: string; account_name: string; parent_account_code: string; client_type: string };
  };

  const addCompany = (corporateName: string) =>
    call(admin, 'POST', '/client/corporate', {
      corporateName,
      rcNumber: `RC${randomInt(100_000, 999_999)}`,
      email: 'info@company.ng',
      phone: '01 271 0101',
      operatingBusinessAddress: '9 Wharf Road, Apapa',
      cityOfOperation: 'Apapa',
      stateId: lagos,
    });

  it('opens the receivable account of a client added through the API, individual or corporate', async () => {
    const person = await call(admin, 'POST', '/client', {
      title: 'Mr',
      firstName: 'Tunde',
      lastName: 'Bakare',
      gender: 'Male',
      dateOfBirth: '1979-02-03',
      email: 'tunde.bakare@example.ng',
      phone: '0803 555 0101',
      address: '3 Allen Avenue',
      city: 'Ikeja',
      stateId: lagos,
      occupation: 'Engineer',
      bvn: elevenDigits(),
      nin: elevenDigits(),
      politicallyExposed: false,
    });
    expect(person.statusCode, person.body).toBe(201);
    const company = await addCompany('Apapa Haulage Limited');
    expect(company.statusCode, company.body).toBe(201);

    const personal = await accountOf(person.json().data.client_id);
    expect(personal).toMatchObject({ account_name: 'Tunde Bakare', parent_account_code: '1100', client_type: 'INDIVIDUAL' });
    expect(personal.account_code).toMatch(/^1100-\d{4,}$/);
    const corporate = await accountOf(company.json().data.corporate_client_id);
    expect(corporate).toMatchObject({ account_name: 'Apapa Haulage Limited', client_type: 'CORPORATE' });
    expect(Number(corporate.account_code.slice(5))).toBe(Number(personal.account_code.slice(5)) + 1);
  });

  it('bills a client added through the API at once: its first invoice posts its issue entry', async () => {
    const book = await invoiceBook(server, tenantId);
    const company = await addCompany('Ikoyi Bakeries Limited');
    const clientId = company.json().data.corporate_client_id as string;
    const invoice = await issueInvoice(server, admin, book, { clientType: 'CORPORATE', clientId });
    const entries = await server.db.select().from(journalEntries).where(eq(journalEntries.sourceId, invoice.invoice_id));
    expect(entries.map((entry) => entry.source)).toEqual(['invoice']);
  });

  it('opens, once at start, an account for each client without one, numbered on past 9999 in the order they were added', async () => {
    const second = await createTenantWithUser(server, { email: freshEmail('accounts'), password: STRONG_PASSWORD, name: 'Onikan Brokers' });
    const other = second.tenantId;
    await ensureBooks(server.db, other);
    const [first] = await server.db
      .insert(individualClients)
      .values({ tenantId: other, firstname: 'Bisi', lastname: 'Adeyemi', createdAt: new Date('2024-01-02T09:00:00Z') })
      .returning();
    const [earlier] = await server.db
      .insert(corporateClients)
      .values({ tenantId: other, corporateName: 'Marina Foods Ltd', createdAt: new Date('2024-01-01T09:00:00Z') })
      .returning();
    const [alreadyOpen] = await server.db
      .insert(individualClients)
      .values({ tenantId: other, firstname: 'Ngozi', lastname: 'Eze' })
      .returning();
    const receivables = await accountByCode(server, other, '1100');
    // The ten-thousandth account: numbering carries on with five digits rather than colliding.
    await server.db.insert(ledgerAccounts).values({
      tenantId: other,
      code: '1100-9999',
      name: 'Ngozi Eze',
      accountType: 'receivables',
      parentId: receivables.id,
      clientId: alreadyOpen!.id,
      clientType: 'INDIVIDUAL',
    });

    await ensureBooksEverywhere(server.db);
    const opened = () =>
      server.db
        .select({ code: ledgerAccounts.code, name: ledgerAccounts.name, clientId: ledgerAccounts.clientId })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, other), isNotNull(ledgerAccounts.clientId)))
        .orderBy(asc(ledgerAccounts.code));
    expect(await opened()).toEqual([
      { code: '1100-10000', name: 'Marina Foods Ltd', clientId: earlier!.id },
      { code: '1100-10001', name: 'Bisi Adeyemi', clientId: first!.id },
      { code: '1100-9999', name: 'Ngozi Eze', clientId: alreadyOpen!.id },
    ]);

    await ensureBooksEverywhere(server.db);
    expect(await opened()).toHaveLength(3);
    const [late] = await server.db.insert(individualClients).values({ tenantId: other, firstname: 'Kunle', lastname: 'Ojo' }).returning();
    const { account } = await server.ctx.database.asTenant(other, (tx) => openClientAccount(tx, other, late!.id, 'INDIVIDUAL'));
    expect(account.code).toBe('1100-10002');
  });
});
