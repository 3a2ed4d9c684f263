import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLedger } from '../../server/accounting/account-ledger';
import { currencies } from '../../server/db/schema';
import { postEntry, type PostingLine } from '../../server/ledger';
import { accountByCode, accountByKey, userIdOf } from './ledger/support';
import { caller, grantThroughGroup, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

type Line = {
  ref_no: string;
  transaction_date: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  currency: string;
  currency_amount: string;
};

// Cash in Hand (1010, a sub-account of Cash and Bank 1000), worked by hand. Each entry's other side
// is share capital, rent or commission income; one entry puts 400.00 into the bank (1000-0001).
//
//  #  date   Dr / Cr          running balance of 1010
//  1  01-15  Dr 1,000.00      1,000.00
//  2  01-31  Cr   200.00        800.00
//  3  02-01  Dr    50.25        850.25   (the line's own description)
//  4  02-01  Cr    10.00        840.25
//  5  02-01  Dr   300.00      1,140.25
//     02-01  bank Dr 400.00   (main account 1000 only: 1,540.25)
//  6  02-14  Cr    99.99      1,040.26
//  7  03-01  Dr    20.00      1,060.26
//  8  03-31  Cr     5.00      1,055.26
//  9  04-10  Dr     1.01      1,056.27
// Debits 1,371.26, credits 314.99. Cash and Bank (1000) adds the bank's 400.00 after line 5.
describe.each(databaseKinds())('one account’s ledger on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let accountant: string;
  let tenantId: string;
  let ids: Record<'cashInHand' | 'cashAndBank' | 'bank' | 'capital' | 'rent' | 'commission' | 'utilities' | 'accrued', string>;
  const year = new Date().getFullYear();
  const day = (monthDay: string) => `${year}-${monthDay}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    accountant = await signInAs(server, 'accounts@demo.ng');
    tenantId = await demoTenantId(server);
    const maker = await userIdOf(server, 'accounts@demo.ng');
    ids = {
      cashInHand: (await accountByKey(server, tenantId, 'cash_in_hand')).id,
      cashAndBank: (await accountByKey(server, tenantId, 'cash_and_bank')).id,
      bank: (await accountByCode(server, tenantId, '1000-0001')).id,
      capital: (await accountByKey(server, tenantId, 'share_capital')).id,
      rent: (await accountByCode(server, tenantId, '5100')).id,
      commission: (await accountByKey(server, tenantId, 'commission_income')).id,
      utilities: (await accountByCode(server, tenantId, '5200')).id,
      accrued: (await accountByCode(server, tenantId, '2300')).id,
    };
    const post = (date: string, description: string, lines: PostingLine[], currency?: string) =>
      server.ctx.database.asTenant(tenantId, (tx) =>
        postEntry(tx, tenantId, { date: day(date), description, source: 'manual', lines, by: maker, refNo: null, currency }),
      );
    const cashIn = (date: string, kobo: number, from: string, description: string, lineDescription?: string) =>
      post(date, description, [
        { accountId: ids.cashInHand, debit: kobo, description: lineDescription },
        { accountId: from, credit: kobo },
      ]);
    const cashOut = (date: string, kobo: number, to: string, description: string) =>
      post(date, description, [
        { accountId: to, debit: kobo },
        { accountId: ids.cashInHand, credit: kobo },
      ]);
    // Posted out of date order on purpose: the ledger orders by date, then by line.
    await cashIn('01-15', 1_000_00, ids.capital, 'Capital paid in');
    await cashIn('03-01', 20_00, ids.capital, 'More capital');
    await cashOut('01-31', 200_00, ids.rent, 'January rent');
    await cashIn('02-01', 50_25, ids.commission, 'Commission', 'Cash commission');
    await cashOut('02-01', 10_00, ids.rent, 'Key cutting');
    await cashIn('02-01', 300_00, ids.commission, 'Commission on motor');
    await post('02-01', 'Capital into the bank', [
      { accountId: ids.bank, debit: 400_00 },
      { accountId: ids.capital, credit: 400_00 },
    ]);
    await cashOut('02-14', 99_99, ids.rent, 'Repairs');
    await cashOut('03-31', 5_00, ids.rent, 'Bank charges in cash');
    await cashIn('04-10', 1_01, ids.commission, 'Commission on travel');
    await server.db
      .insert(currencies)
      .values({ tenantId, code: 'USD', name: 'US Dollar', symbol: '$', rate: '1500', rateDate: day('01-01') });
    await post(
      '05-05',
      'Software subscription',
      [
        { accountId: ids.utilities, debit: 12_50 },
        { accountId: ids.accrued, credit: 12_50 },
      ],
      'USD',
    );
  });
  afterAll(() => server?.close());

  const ledger = async (accountId: string, query = '') => {
    const answer = await call(accountant, 'GET', `/accounting/accounts/${accountId}/ledger${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as {
      data: {
        opening_balance: string;
        closing_balance: string;
        debit_total: string;
        credit_total: string;
        start_date: string | null;
        end_date: string | null;
        lines: Line[];
        account: { account_code: string; balance: string };
      };
      meta: { page: number; limit: number; total: number; pages: number };
    };
  };
  const balances = (lines: Line[]) => lines.map((line) => `${line.transaction_date.slice(5)} ${line.debit}/${line.credit} ${line.balance}`);

  it('shows every line with its running balance, the totals and the closing balance', async () => {
    const { data, meta } = await ledger(ids.cashInHand);
    expect(data).toMatchObject({
      start_date: null,
      end_date: null,
      opening_balance: '0.00',
      closing_balance: '1056.27',
      debit_total: '1371.26',
      credit_total: '314.99',
      account: { account_code: '1010', balance: '1056.27' },
    });
    expect(meta).toEqual({ page: 1, limit: 50, total: 9, pages: 1 });
    expect(balances(data.lines)).toEqual([
      '01-15 1000.00/0.00 1000.00',
      '01-31 0.00/200.00 800.00',
      '02-01 50.25/0.00 850.25',
      '02-01 0.00/10.00 840.25',
      '02-01 300.00/0.00 1140.25',
      '02-14 0.00/99.99 1040.26',
      '03-01 20.00/0.00 1060.26',
      '03-31 0.00/5.00 1055.26',
      '04-10 1.01/0.00 1056.27',
    ]);
    expect(data.lines[2]).toMatchObject({
      description: 'Cash commission',
      currency: 'NGN',
      currency_amount: '50.25',
      ref_no: expect.stringMatching(/^JV-/),
    });
    expect(data.lines[3]).toMatchObject({ description: 'Key cutting' });
  });

  it('carries the running balance across page boundaries, inside a day and across days', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => ledger(ids.cashInHand, `?page=${page}&limit=2`)));
    expect(pages.map(({ data }) => balances(data.lines))).toEqual([
      ['01-15 1000.00/0.00 1000.00', '01-31 0.00/200.00 800.00'],
      ['02-01 50.25/0.00 850.25', '02-01 0.00/10.00 840.25'],
      // Starts on the third line of 1 February.
      ['02-01 300.00/0.00 1140.25', '02-14 0.00/99.99 1040.26'],
      ['03-01 20.00/0.00 1060.26', '03-31 0.00/5.00 1055.26'],
      ['04-10 1.01/0.00 1056.27'],
      [],
    ]);
    expect(pages.map(({ meta }) => meta)).toEqual([1, 2, 3, 4, 5, 6].map((page) => ({ page, limit: 2, total: 9, pages: 5 })));
    expect(pages.every(({ data }) => data.opening_balance === '0.00' && data.closing_balance === '1056.27')).toBe(true);
  });

  it('opens a date range with the balance brought forward and closes it with the range’s own movements', async () => {
    const february = await ledger(ids.cashInHand, `?startDate=${day('02-01')}&endDate=${day('03-01')}&limit=2&page=2`);
    expect(february.data).toMatchObject({
      start_date: day('02-01'),
      end_date: day('03-01'),
      opening_balance: '800.00',
      debit_total: '370.25',
      credit_total: '109.99',
      closing_balance: '1060.26',
    });
    expect(february.meta).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(balances(february.data.lines)).toEqual(['02-01 300.00/0.00 1140.25', '02-14 0.00/99.99 1040.26']);
    expect(
      balances((await ledger(ids.cashInHand, `?startDate=${day('02-01')}&endDate=${day('03-01')}&limit=2&page=3`)).data.lines),
    ).toEqual(['03-01 20.00/0.00 1060.26']);

    // Loose days of January, whole February and March, then April to its end.
    const spread = await ledger(ids.cashInHand, `?startDate=${day('01-20')}&endDate=${day('04-30')}&limit=3&page=2`);
    expect(spread.data).toMatchObject({
      opening_balance: '1000.00',
      debit_total: '371.26',
      credit_total: '314.99',
      closing_balance: '1056.27',
    });
    expect(spread.meta.total).toBe(8);
    expect(balances(spread.data.lines)).toEqual(['02-01 300.00/0.00 1140.25', '02-14 0.00/99.99 1040.26', '03-01 20.00/0.00 1060.26']);

    const oneDay = await ledger(ids.cashInHand, `?startDate=${day('02-14')}&endDate=${day('02-14')}`);
    expect(oneDay.data).toMatchObject({
      opening_balance: '1140.25',
      closing_balance: '1040.26',
      debit_total: '0.00',
      credit_total: '99.99',
    });
    const onlyEnd = await ledger(ids.cashInHand, `?endDate=${day('01-31')}`);
    expect(onlyEnd.data).toMatchObject({ opening_balance: '0.00', closing_balance: '800.00' });
    expect(onlyEnd.meta.total).toBe(2);
    const empty = await ledger(ids.cashInHand, `?startDate=${day('06-01')}`);
    expect(empty.data).toMatchObject({ opening_balance: '1056.27', closing_balance: '1056.27', lines: [] });
    expect(empty.meta).toEqual({ page: 1, limit: 50, total: 0, pages: 1 });
  });

  it('shows a main account’s own and its sub-accounts’ lines in one running balance', async () => {
    const second = await ledger(ids.cashAndBank, '?limit=4&page=2');
    expect(second.data).toMatchObject({
      account: { account_code: '1000', balance: '1456.27' },
      closing_balance: '1456.27',
      debit_total: '1771.26',
    });
    expect(second.meta.total).toBe(10);
    expect(balances(second.data.lines)).toEqual([
      '02-01 300.00/0.00 1140.25',
      '02-01 400.00/0.00 1540.25',
      '02-14 0.00/99.99 1440.26',
      '03-01 20.00/0.00 1460.26',
    ]);
    expect(second.data.lines[1]!.description).toBe('Capital into the bank');
  });

  it('keeps a credit account’s balance on its credit side, and shows foreign amounts beside the naira', async () => {
    const income = await ledger(ids.commission, `?startDate=${day('03-01')}`);
    expect(income.data).toMatchObject({ opening_balance: '350.25', closing_balance: '351.26' });
    expect(balances(income.data.lines)).toEqual(['04-10 0.00/1.01 351.26']);
    const utilities = await ledger(ids.utilities);
    expect(utilities.data.lines).toEqual([
      expect.objectContaining({ debit: '18750.00', currency: 'USD', currency_amount: '12.50', balance: '18750.00' }),
    ]);
  });

  it('answers the same through the service the benchmark calls', async () => {
    const direct = await server.ctx.database.asTenant(tenantId, (tx) =>
      accountLedger(tx, tenantId, ids.cashInHand, { startDate: day('02-01'), endDate: null, page: 2, limit: 3 }),
    );
    expect(direct.meta).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
    expect(balances(direct.data.lines as Line[])).toEqual([
      '02-14 0.00/99.99 1040.26',
      '03-01 20.00/0.00 1060.26',
      '03-31 0.00/5.00 1055.26',
    ]);
  });

  it('refuses bad dates and paging, and callers without a books permission', async () => {
    const bad = await call(accountant, 'GET', `/accounting/accounts/${ids.cashInHand}/ledger?startDate=2026-02-30&page=0&limit=201`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'startDate', message: 'Enter a valid date (yyyy-mm-dd)' },
      { field: 'page', message: 'page must be a whole number of 1 or more' },
      { field: 'limit', message: 'limit must be a whole number from 1 to 200' },
    ]);
    const backwards = await call(
      accountant,
      'GET',
      `/accounting/accounts/${ids.cashInHand}/ledger?startDate=${day('03-01')}&endDate=${day('02-01')}`,
    );
    expect(backwards.json().errors).toEqual([{ field: 'endDate', message: 'End date can not be before start date' }]);

    const reader = await plainUser(server, tenantId);
    expect((await call(reader.token, 'GET', `/accounting/accounts/${ids.cashInHand}/ledger`)).statusCode).toBe(403);
    await grantThroughGroup(server, tenantId, reader.user.id, 'View Accounts');
    expect((await call(reader.token, 'GET', `/accounting/accounts/${ids.cashInHand}/ledger`)).statusCode).toBe(200);
  });
});
