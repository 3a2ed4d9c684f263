import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHOOSE_BANK, INVALID_NUBAN } from '../../domain/banks';
import { PREMIUM_ACCOUNT_EXISTS } from '../../domain/brokerage';
import { banks, premiumAccounts } from '../../server/db/schema';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('banks and premium accounts on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let tenantId: string;
  const bank = { gtbank: 0, zenith: 0, opay: 0 };
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
    const rows = await server.db.select().from(banks);
    const idOf = (code: string) => rows.find((row) => row.code === code)!.id;
    Object.assign(bank, { gtbank: idOf('058'), zenith: idOf('057'), opay: idOf('999992') });
  });
  afterAll(() => server?.close());

  const accountRows = () => server.db.select().from(premiumAccounts).where(eq(premiumAccounts.tenantId, tenantId));
  const newBranch = async () =>
    (await call(admin, 'POST', '/broker/branch', { name: `Branch ${Math.random()}`, address: '1 Broad St', city: 'Lagos' })).json().data;

  it('lists the Nigerian banks with their codes to every signed-in user', async () => {
    const response = await call(agent, 'GET', '/banks');
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { bank_id: number; code: string; name: string; nuban_check_digit: boolean }[];
    expect(list).toContainEqual({ bank_id: bank.gtbank, code: '058', name: 'Guaranty Trust Bank (GTBank)', nuban_check_digit: true });
    expect(list).toContainEqual({ bank_id: bank.opay, code: '999992', name: 'OPay', nuban_check_digit: false });
    expect(list.map((b) => b.code)).toEqual(expect.arrayContaining(['044', '057', '033', '011', '559', '301', '50515', '999991']));
    expect((await call(null, 'GET', '/banks')).statusCode).toBe(401);
  });

  it('adds a premium account with a valid NUBAN and lists it to every signed-in user', async () => {
    const branch = await newBranch();
    const response = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.gtbank,
      accountNumber: '505 011 4937',
      accountName: ' Demo Insurance Brokers Premium ',
      branchId: branch.branch_id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        premium_account_id: expect.any(String),
        bank_id: bank.gtbank,
        bank_code: '058',
        bank_name: 'Guaranty Trust Bank (GTBank)',
        account_number: '5050114937',
        account_name: 'Demo Insurance Brokers Premium',
        branch_id: branch.branch_id,
        branch_name: branch.name,
        currency: 'NGN',
      },
    });
    const list = await call(agent, 'GET', '/broker/premium-account');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ account_number: '5050114937', bank_name: 'Guaranty Trust Bank (GTBank)' }),
    );
    expect(list.json().meta).toMatchObject({ page: 1, total: list.json().data.length });
  });

  it('checks the NUBAN check digit where the bank’s code is known, and ten digits elsewhere', async () => {
    const before = (await accountRows()).length;
    const wrongDigit = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.gtbank,
      accountNumber: '5050114930',
      accountName: 'Premium',
    });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().errors).toEqual([{ field: 'accountNumber', message: INVALID_NUBAN }]);
    const short = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.opay,
      accountNumber: '80312345',
      accountName: 'Premium',
    });
    expect(short.json().errors).toEqual([{ field: 'accountNumber', message: INVALID_NUBAN }]);
    const noBank = await call(admin, 'POST', '/broker/premium-account', {
      bankId: 999_999,
      accountNumber: '5050114930',
      accountName: 'Premium',
    });
    expect(noBank.json().errors).toEqual([{ field: 'bankId', message: CHOOSE_BANK }]);
    const empty = await call(admin, 'POST', '/broker/premium-account', {});
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'bankId', message: 'This field is required' },
        { field: 'accountNumber', message: 'This field is required' },
        { field: 'accountName', message: 'This field is required' },
      ]),
    );
    const foreignBranch = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.zenith,
      accountNumber: '5050114930',
      accountName: 'P',
      branchId: UNKNOWN_ID,
    });
    expect(foreignBranch.json().errors).toEqual([{ field: 'branchId', message: 'Choose a branch of your brokerage' }]);
    expect((await accountRows()).length).toBe(before);

    const wallet = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.opay,
      accountNumber: '8031234567',
      accountName: 'Premium wallet',
    });
    expect(wallet.statusCode).toBe(201);
  });

  it('refuses the same account twice with 409', async () => {
    await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.zenith,
      accountNumber: '5050114930',
      accountName: 'Zenith premium',
    });
    const before = (await accountRows()).length;
    const again = await call(admin, 'POST', '/broker/premium-account', {
      bankId: bank.zenith,
      accountNumber: '5050-114-930',
      accountName: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: PREMIUM_ACCOUNT_EXISTS });
    expect((await accountRows()).length).toBe(before);
  });

  it('updates and deletes an account, answering 404 for unknown ones', async () => {
    const created = (
      await call(admin, 'POST', '/broker/premium-account', { bankId: bank.opay, accountNumber: '8060000001', accountName: 'Old name' })
    ).json().data;
    const updated = await call(admin, 'PUT', `/broker/premium-account/${created.premium_account_id}`, {
      bankId: bank.opay,
      accountNumber: '8060000002',
      accountName: 'New name',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'Premium account updated',
      data: { account_number: '8060000002', account_name: 'New name' },
    });
    const invalid = await call(admin, 'PUT', `/broker/premium-account/${created.premium_account_id}`, {
      bankId: bank.gtbank,
      accountNumber: '8060000002',
      accountName: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect((await accountRows()).find((row) => row.id === created.premium_account_id)).toMatchObject({
      bankId: bank.opay,
      accountName: 'New name',
    });
    const clash = await call(admin, 'PUT', `/broker/premium-account/${created.premium_account_id}`, {
      bankId: bank.zenith,
      accountNumber: '5050114930',
      accountName: 'x',
    });
    expect(clash.statusCode).toBe(409);

    for (const id of [UNKNOWN_ID, 'nope']) {
      expect(
        (await call(admin, 'PUT', `/broker/premium-account/${id}`, { bankId: bank.opay, accountNumber: '8060000003', accountName: 'x' }))
          .statusCode,
      ).toBe(404);
      expect((await call(admin, 'DELETE', `/broker/premium-account/${id}`)).statusCode).toBe(404);
    }
    const deleted = await call(admin, 'DELETE', `/broker/premium-account/${created.premium_account_id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await accountRows()).some((row) => row.id === created.premium_account_id)).toBe(false);
  });

  it('keeps changes to holders of Manage Premium Accounts', async () => {
    const created = (
      await call(admin, 'POST', '/broker/premium-account', { bankId: bank.opay, accountNumber: '8070000001', accountName: 'Kept' })
    ).json().data;
    const payload = { bankId: bank.opay, accountNumber: '8070000002', accountName: 'Agent' };
    expect((await call(agent, 'POST', '/broker/premium-account', payload)).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/broker/premium-account/${created.premium_account_id}`, payload)).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/broker/premium-account/${created.premium_account_id}`)).statusCode).toBe(403);
    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Premium Accounts');
    expect((await call(keeper.token, 'POST', '/broker/premium-account', payload)).statusCode).toBe(201);
    expect((await call(keeper.token, 'DELETE', `/broker/premium-account/${created.premium_account_id}`)).statusCode).toBe(200);
  });
});
