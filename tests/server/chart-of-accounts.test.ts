import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../../domain/accounting';
import { corporateClients, individualClients, ledgerAccounts } from '../../server/db/schema';
import { ensureBooks, postEntry, proposeEntry } from '../../server/ledger';
import { accountByCode, accountByKey, userIdOf } from './ledger/support';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

type Account = {
  account_code_pk: string;
  account_code: string;
  account_name: string;
  balance: string;
  active: boolean;
  account_type: string;
};

describe.each(oneDatabase())('the chart of accounts on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let accountant: string;
  let broker: string;
  let agent: string;
  let cashier: string;
  let tenantId: string;
  let maker: string;
  let other: { tenantId: string; token: string; prepayments: string; clientId: string };
  const year = new Date().getFullYear();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [accountant, broker, agent] = (await Promise.all(
      ['accounts@demo.ng', 'broker@demo.ng', 'agent@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
    tenantId = await demoTenantId(server);
    maker = await userIdOf(server, 'accounts@demo.ng');
    // Someone who records payments and nothing else of the books.
    const teller = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, teller.user.id, 'Record Payment');
    cashier = teller.token;

    const email = freshEmail('second');
    const second = await createTenantWithUser(server, { email, password: STRONG_PASSWORD, name: 'Second Brokers Ltd' });
    await ensureBooks(server.db, second.tenantId);
    await grantThroughGroup(server, second.tenantId, second.userId, 'View Accounts');
    const [client] = await server.db
      .insert(individualClients)
      .values({ tenantId: second.tenantId, firstname: 'Other', lastname: 'Client' })
      .returning();
    other = {
      tenantId: second.tenantId,
      token: await signInAs(server, email, STRONG_PASSWORD),
      prepayments: (await accountByCode(server, second.tenantId, '1300')).id,
      clientId: client!.id,
    };
  });
  afterAll(() => server?.close());

  const stored = () => server.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
  const list = async (query = '', token = accountant) => {
    const answer = await call(token, 'GET', `/accounting/accounts${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Account[];
  };
  const codes = (accounts: Account[]) => accounts.map((account) => account.account_code);
  const byCode = async (code: string) => (await list('?includeInactive=true')).find((account) => account.account_code === code)!;
  const post = (date: string, description: string, lines: { accountId: string; debit?: number; credit?: number }[]) =>
    server.ctx.database.asTenant(tenantId, (tx) => postEntry(tx, tenantId, { date, description, source: 'manual', lines, by: maker }));

  it('answers the account classes and types to anyone signed in', async () => {
    const answer = await call(agent, 'GET', '/accounting/account-type');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: ACCOUNT_TYPES });
    expect((await call(null, 'GET', '/accounting/account-type')).statusCode).toBe(401);
  });

  it('lists the starting chart by code, each main account followed by its sub-accounts, with zero balances', async () => {
    const chart = await list();
    expect(codes(chart)).toEqual([
      '1000',
      '1000-0001',
      '1010',
      '1100',
      '1200',
      '1300',
      '1500',
      '2000',
      '2100',
      '2200',
      '2250',
      '2300',
      '2400',
      '2500',
      '3000',
      '3100',
      '4000',
      '4100',
      '5000',
      '5100',
      '5200',
      '5300',
      '5400',
      '5500',
      '5600',
      '5700',
      '5900',
    ]);
    const cash = chart.find((account) => account.account_code === '1000')!;
    expect(cash).toEqual({
      account_code_pk: expect.any(String),
      account_code: '1000',
      account_name: 'Cash and Bank',
      account_type: 'cash_and_bank',
      account_type_name: 'Cash and Bank',
      account_class: 'asset',
      normal_balance: 'debit',
      is_main_account: true,
      parent_account_id: null,
      parent_account_code: null,
      system_key: 'cash_and_bank',
      client_id: null,
      client_type: null,
      insurance_provider_id: null,
      premium_account_id: null,
      active: true,
      description: null,
      has_sub_accounts: true,
      postable: false,
      debit_total: '0.00',
      credit_total: '0.00',
      balance: '0.00',
      created_at: expect.any(String),
    });
    expect(chart.find((account) => account.account_code === '1010')).toMatchObject({
      is_main_account: false,
      parent_account_id: cash.account_code_pk,
      parent_account_code: '1000',
      postable: true,
    });
    expect(chart.find((account) => account.account_code === '1000-0001')).toMatchObject({
      premium_account_id: expect.any(String),
      account_name: expect.stringMatching(/^Zenith Bank 101234567\d$/),
    });
  });

  it('shows each account’s balance on its normal side, a main account’s including its sub-accounts’', async () => {
    const cashInHand = (await accountByKey(server, tenantId, 'cash_in_hand')).id;
    const bank = (await accountByCode(server, tenantId, '1000-0001')).id;
    const capital = (await accountByKey(server, tenantId, 'share_capital')).id;
    const rent = (await accountByCode(server, tenantId, '5100')).id;
    await post(`${year}-01-10`, 'Capital paid in', [
      { accountId: bank, debit: 2_000_000_00 },
      { accountId: capital, credit: 2_000_000_00 },
    ]);
    await post(`${year}-01-11`, 'Cash drawn from the bank', [
      { accountId: cashInHand, debit: 150_000_00 },
      { accountId: bank, credit: 150_000_00 },
    ]);
    await post(`${year}-02-01`, 'February rent', [
      { accountId: rent, debit: 120_000_50 },
      { accountId: cashInHand, credit: 120_000_50 },
    ]);

    const chart = await list();
    const row = (code: string) => chart.find((account) => account.account_code === code)!;
    expect(row('1010')).toMatchObject({ debit_total: '150000.00', credit_total: '120000.50', balance: '29999.50' });
    expect(row('1000-0001')).toMatchObject({ debit_total: '2000000.00', credit_total: '150000.00', balance: '1850000.00' });
    // 29,999.50 in hand + 1,850,000.00 at the bank.
    expect(row('1000')).toMatchObject({ debit_total: '2150000.00', credit_total: '270000.50', balance: '1879999.50' });
    expect(row('3000')).toMatchObject({ debit_total: '0.00', credit_total: '2000000.00', balance: '2000000.00' });
    expect(row('5100')).toMatchObject({ balance: '120000.50' });

    const one = await call(accountant, 'GET', `/accounting/accounts/${row('1000').account_code_pk}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ account_code: '1000', balance: '1879999.50' });
    expect(codes(one.json().data.sub_accounts)).toEqual(['1000-0001', '1010']);
    expect(one.json().data.sub_accounts[1]).toMatchObject({ balance: '29999.50' });
  });

  it('filters by words in the code or name (trimmed, any case, % and _ literal), class, type and postable', async () => {
    await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1400',
      accountName: 'Staff loans at 100%',
      accountType: 'other_current_asset',
    });
    expect(codes(await list('?search=%20%20CASH%20'))).toEqual(['1000', '1010']);
    expect(codes(await list('?search=51'))).toEqual(['5100']);
    expect(codes(await list('?search=100%25'))).toEqual(['1400']);
    expect(codes(await list('?search=_'))).toEqual([]);
    expect(codes(await list('?accountClass=income'))).toEqual(['4000', '4100']);
    expect(codes(await list('?accountType=finance_cost'))).toEqual(['5700']);
    const postable = codes(await list('?postable=true'));
    expect(postable).toContain('1010');
    expect(postable).not.toContain('1000');
    const paged = await call(accountant, 'GET', '/accounting/accounts?accountClass=liability&page=2&limit=4');
    expect(codes(paged.json().data)).toEqual(['2300', '2400', '2500']);
    expect(paged.json().meta).toEqual({ page: 2, limit: 4, total: 7, pages: 2 });
    const bad = await call(accountant, 'GET', '/accounting/accounts?accountClass=revenue&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['accountClass']);
  });

  it('creates main accounts and sub-accounts, a sub-account taking its main account’s type', async () => {
    const main = await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: ' 1600 ',
      accountName: ' Intangible Assets ',
      accountType: 'non_current_asset',
      description: 'Software licences',
    });
    expect(main.statusCode).toBe(201);
    expect(main.json()).toMatchObject({
      success: true,
      message: 'Account created',
      data: {
        account_code: '1600',
        account_name: 'Intangible Assets',
        account_type: 'non_current_asset',
        description: 'Software licences',
        is_main_account: true,
        postable: true,
        balance: '0.00',
      },
    });
    const sub = await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1600-ERP',
      accountName: 'ERP licence',
      accountType: 'operating_expense',
      parentAccountId: main.json().data.account_code_pk,
    });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().data).toMatchObject({
      account_type: 'non_current_asset',
      account_class: 'asset',
      parent_account_code: '1600',
      is_main_account: false,
      postable: true,
    });
    expect(await byCode('1600')).toMatchObject({ has_sub_accounts: true, postable: false });
    expect(codes(await list('?search=1600'))).toEqual(['1600', '1600-ERP']);
  });

  it('refuses bad accounts, codes already used (any case, even racing) and parents that cannot take sub-accounts, writing nothing', async () => {
    const before = (await stored()).length;
    const invalid = await call(accountant, 'POST', '/accounting/accounts', { accountCode: 'A 1', accountName: ' ', accountType: 'loans' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'accountCode', message: 'Use up to 20 letters, digits or -' },
      { field: 'accountName', message: 'This field is required' },
      { field: 'accountType', message: 'Choose an account type' },
    ]);
    const noType = await call(accountant, 'POST', '/accounting/accounts', { accountCode: '1700', accountName: 'Deposits' });
    expect(noType.json().errors).toEqual([{ field: 'accountType', message: 'This field is required' }]);
    const taken = await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1600-erp',
      accountName: 'Again',
      accountType: 'receivables',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Account code 1600-erp is already used',
      errors: [{ field: 'accountCode', message: 'Account code 1600-erp is already used' }],
    });
    const subOfSub = await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1010-A',
      accountName: 'Till',
      parentAccountId: (await byCode('1010')).account_code_pk,
    });
    expect(subOfSub.json().errors).toEqual([
      { field: 'parentAccountId', message: 'Choose a main account: a sub-account cannot have sub-accounts of its own' },
    ]);
    const foreign = await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1300-A',
      accountName: 'Rent paid ahead',
      parentAccountId: other.prepayments,
    });
    expect(foreign.json().errors).toEqual([{ field: 'parentAccountId', message: 'Choose a main account' }]);
    expect((await stored()).length).toBe(before);

    const racing = await Promise.all(
      ['Deposits', 'Security deposits'].map((accountName) =>
        call(accountant, 'POST', '/accounting/accounts', { accountCode: '1700', accountName, accountType: 'other_current_asset' }),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((answer) => answer.statusCode === 409)!.json().message).toBe('Account code 1700 is already used');
    expect((await stored()).length).toBe(before + 1);
  });

  it('renames, recodes, describes and retypes an account; sub-accounts follow their main account’s type', async () => {
    const main = await byCode('1600');
    const changed = await call(accountant, 'PUT', `/accounting/accounts/${main.account_code_pk}`, {
      accountName: 'Intangibles',
      accountCode: '1650',
      description: '',
      accountType: 'other_current_asset',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Account updated',
      data: { account_code: '1650', account_name: 'Intangibles', description: null, account_type: 'other_current_asset' },
    });
    expect(await byCode('1600-ERP')).toMatchObject({ account_type: 'other_current_asset', parent_account_code: '1650' });
    const subType = await call(accountant, 'PUT', `/accounting/accounts/${(await byCode('1600-ERP')).account_code_pk}`, {
      accountType: 'receivables',
    });
    expect(subType.statusCode).toBe(400);
    expect(subType.json().errors).toEqual([{ field: 'accountType', message: 'A sub-account takes its main account’s type' }]);
    const clash = await call(accountant, 'PUT', `/accounting/accounts/${main.account_code_pk}`, { accountCode: '5100' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Account code 5100 is already used');
    // Its own code in another case is no clash.
    expect((await call(accountant, 'PUT', `/accounting/accounts/${main.account_code_pk}`, { accountCode: '1650' })).statusCode).toBe(200);
  });

  it('keeps system accounts’ types and activity, and deactivates only accounts with nothing in them', async () => {
    const commission = await byCode('4000');
    const retype = await call(accountant, 'PUT', `/accounting/accounts/${commission.account_code_pk}`, { accountType: 'other_income' });
    expect(retype.statusCode).toBe(409);
    expect(retype.json().message).toBe('The product posts to this account itself: it keeps its type');
    const off = await call(accountant, 'PUT', `/accounting/accounts/${commission.account_code_pk}`, { active: false });
    expect(off.json().message).toBe('The product posts to this account itself: it cannot be deactivated');
    const rent = await call(accountant, 'PUT', `/accounting/accounts/${(await byCode('5100')).account_code_pk}`, {
      active: false,
      accountName: 'Rent',
    });
    expect(rent.statusCode).toBe(409);
    expect(rent.json().message).toBe('This account has a balance of ₦120,000.50; bring it to zero before deactivating it');
    expect(await byCode('5100')).toMatchObject({ account_name: 'Rent and Rates', active: true });
    const withSubs = await call(accountant, 'PUT', `/accounting/accounts/${(await byCode('1650')).account_code_pk}`, { active: false });
    expect(withSubs.json().message).toBe('Deactivate this account’s sub-accounts first');

    const sub = await byCode('1600-ERP');
    expect((await call(accountant, 'PUT', `/accounting/accounts/${sub.account_code_pk}`, { active: false })).json().data).toMatchObject({
      active: false,
      postable: false,
    });
    expect(
      (await call(accountant, 'PUT', `/accounting/accounts/${(await byCode('1650')).account_code_pk}`, { active: false })).statusCode,
    ).toBe(200);
    expect(codes(await list('?search=16'))).toEqual([]);
    expect(codes(await list('?search=16&includeInactive=true'))).toEqual(['1650', '1600-ERP']);
    const early = await call(accountant, 'PUT', `/accounting/accounts/${sub.account_code_pk}`, { active: true });
    expect(early.json().message).toBe('Its main account is inactive; reactivate the main account first');
    expect(
      (await call(accountant, 'PUT', `/accounting/accounts/${(await byCode('1650')).account_code_pk}`, { active: true })).statusCode,
    ).toBe(200);
    expect((await call(accountant, 'PUT', `/accounting/accounts/${sub.account_code_pk}`, { active: true })).json().data).toMatchObject({
      active: true,
      postable: true,
    });
  });

  it('deletes only accounts that were never used, saying why otherwise', async () => {
    const refusal = async (code: string) => {
      const answer = await call(accountant, 'DELETE', `/accounting/accounts/${(await byCode(code)).account_code_pk}`);
      expect(answer.statusCode).toBe(409);
      return answer.json().message as string;
    };
    expect(await refusal('5100')).toBe('This account has postings and cannot be deleted; deactivate it instead');
    expect(await refusal('1650')).toBe('This account has sub-accounts; delete or move them first');
    expect(await refusal('4000')).toBe(
      'The product keeps this account for a client, an insurer, a bank account or its own postings; it cannot be deleted',
    );
    expect(await refusal('1000-0001')).toBe(
      'The product keeps this account for a client, an insurer, a bank account or its own postings; it cannot be deleted',
    );

    const deposits = await byCode('1700');
    const cashInHand = (await accountByKey(server, tenantId, 'cash_in_hand')).id;
    await server.ctx.database.asTenant(tenantId, (tx) =>
      proposeEntry(tx, tenantId, {
        date: `${year}-03-01`,
        description: 'Deposit paid',
        source: 'manual',
        lines: [
          { accountId: deposits.account_code_pk, debit: 100 },
          { accountId: cashInHand, credit: 100 },
        ],
        by: maker,
      }),
    );
    expect(await refusal('1700')).toBe('Transactions that are awaiting approval or were rejected name this account; it cannot be deleted');

    const gone = await call(accountant, 'DELETE', `/accounting/accounts/${(await byCode('1600-ERP')).account_code_pk}`);
    expect(gone.json()).toEqual({ success: true, message: 'Account deleted' });
    expect(codes(await list('?search=16'))).toEqual(['1650']);
    expect(await byCode('1650')).toMatchObject({ has_sub_accounts: false, postable: true });
  });

  it('opens a client’s receivable account once, for the books’ people and those who record payments', async () => {
    const [ada] = await server.db.insert(individualClients).values({ tenantId, firstname: 'Adaeze', lastname: 'Okonkwo' }).returning();
    const [dangote] = await server.db.insert(corporateClients).values({ tenantId, corporateName: 'Lekki Foods Ltd' }).returning();
    // A code a person chose under Client Receivables does not stop the numbering of client accounts.
    await call(accountant, 'POST', '/accounting/accounts', {
      accountCode: '1100-ABCD',
      accountName: 'Sundry debtors',
      parentAccountId: (await byCode('1100')).account_code_pk,
    });

    const opened = await call(accountant, 'POST', '/accounting/accounts/client', { clientId: ada!.id, clientType: 'INDIVIDUAL' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      message: 'Client account created',
      data: {
        account_code: '1100-0001',
        account_name: 'Adaeze Okonkwo',
        account_type: 'receivables',
        parent_account_code: '1100',
        client_id: ada!.id,
        client_type: 'INDIVIDUAL',
        postable: true,
      },
    });
    const byTeller = await call(cashier, 'POST', '/accounting/accounts/client', { clientId: dangote!.id, clientType: 'CORPORATE' });
    expect(byTeller.statusCode).toBe(201);
    expect(byTeller.json().data).toMatchObject({ account_code: '1100-0002', account_name: 'Lekki Foods Ltd' });

    const again = await call(cashier, 'POST', '/accounting/accounts/client', { clientId: ada!.id, clientType: 'INDIVIDUAL' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This client already has an account');
    const found = await call(cashier, 'GET', `/accounting/accounts/client/${ada!.id}`);
    expect(found.json().data).toMatchObject({ account_code: '1100-0001', client_id: ada!.id });
    const kept = await call(accountant, 'DELETE', `/accounting/accounts/${found.json().data.account_code_pk}`);
    expect(kept.statusCode).toBe(409);
  });

  it('answers 404 for a client without an account or of another brokerage, writing nothing', async () => {
    const before = (await stored()).length;
    for (const clientId of [UNKNOWN_ID, 'not-a-client', other.clientId]) {
      const missing = await call(accountant, 'GET', `/accounting/accounts/client/${clientId}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CLIENT_ACCOUNT_MISSING', message: 'Client account not found' });
    }
    const foreign = await call(accountant, 'POST', '/accounting/accounts/client', { clientId: other.clientId, clientType: 'INDIVIDUAL' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Client not found');
    const invalid = await call(accountant, 'POST', '/accounting/accounts/client', { clientId: 'x', clientType: 'PERSON' });
    expect(invalid.json().errors).toEqual([
      { field: 'clientId', message: 'Choose a client' },
      { field: 'clientType', message: 'Choose individual or corporate' },
    ]);
    expect((await stored()).length).toBe(before);
    const [count] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenantId, other.tenantId), sql`${ledgerAccounts.clientId} is not null`));
    expect(count!.n).toBe(0);
  });

  it('keeps other brokerages’ accounts out of reach: 404 for reading, changing, deleting or a ledger', async () => {
    for (const id of [other.prepayments, UNKNOWN_ID, 'not-an-id']) {
      for (const [method, url, payload] of [
        ['GET', `/accounting/accounts/${id}`],
        ['GET', `/accounting/accounts/${id}/ledger`],
        ['PUT', `/accounting/accounts/${id}`, { accountName: 'Mine now' }],
        ['DELETE', `/accounting/accounts/${id}`],
      ] as const) {
        const answer = await call(accountant, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json().message).toBe('Account not found');
      }
    }
    expect(await accountByCode(server, other.tenantId, '1300')).toMatchObject({ name: 'Prepayments' });
    // The other brokerage sees its own chart only, without the demo's accounts.
    expect(codes(await list('?search=1650', other.token))).toEqual([]);
  });

  it('lets only the books’ people read it, and only chart keepers change it', async () => {
    for (const [method, url] of [
      ['GET', '/accounting/accounts'],
      ['GET', `/accounting/accounts/${UNKNOWN_ID}`],
      ['GET', `/accounting/accounts/client/${UNKNOWN_ID}`],
      ['POST', '/accounting/accounts/client'],
      ['POST', '/accounting/accounts'],
      ['GET', `/accounting/accounts/${UNKNOWN_ID}/ledger`],
    ] as const) {
      expect((await call(broker, method, url, method === 'GET' ? undefined : {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(codes(await list('?postable=true', cashier))).toContain('1010');
    const rent = await byCode('5100');
    for (const [method, url, payload] of [
      ['POST', '/accounting/accounts', { accountCode: '1800', accountName: 'x', accountType: 'receivables' }],
      ['PUT', `/accounting/accounts/${rent.account_code_pk}`, { accountName: 'x' }],
      ['DELETE', `/accounting/accounts/${rent.account_code_pk}`],
      ['GET', `/accounting/accounts/${rent.account_code_pk}/ledger`],
    ] as const) {
      const answer = await call(cashier, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await byCode('5100')).toMatchObject({ account_name: 'Rent and Rates' });
  });
});
