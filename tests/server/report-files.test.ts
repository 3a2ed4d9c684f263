import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_DATE_BEFORE_START_DATE, INVALID_DATE } from '../../domain/common-messages';
import { addDays } from '../../domain/invoices/dates';
import { periodToDate } from '../../domain/reports/periods';
import { Report } from '../../domain/reports/report';
import { todayInLagos } from '../../domain/today';
import { insuranceProviders, tenants } from '../../server/db/schema';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice } from './support/invoices';
import { pdfText } from './support/statement-books';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// The report framework through one real return (the schedule of unremitted premium, two tables and
// a check): its JSON, and the same figures as CSV, Excel and a PDF on the letterhead.
// One Leadway invoice of 150,000.00 paid today leaves the insurer's 129,843.75 unremitted.

const NET = '129843.75';
const KIND = 'schedule-of-unremitted';

describe.each(oneDatabase())('report files, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let insurer: string;
  let brokerage: string;
  let invoiceNo: string;
  const today = todayInLagos();
  const start = periodToDate('quarter', today).startDate;
  const period = `startDate=${start}&endDate=${today}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    const book = await invoiceBook(server, tenantId);
    const invoice = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
    await payInvoice(server, admin, invoice.invoice_id);
    invoiceNo = invoice.invoice_no;
    [{ name: insurer }] = (await server.db
      .select({ name: insuranceProviders.name })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.id, book.insurerId))) as [{ name: string }];
    [{ name: brokerage }] = (await server.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))) as [
      { name: string },
    ];
  });
  afterAll(() => server?.close());

  const get = (query: string, token = admin) =>
    server.app.inject({ method: 'GET', url: `/api/v1/reports/regulatory/${KIND}?${query}`, headers: bearer(token) });
  const checkSentence = `Check: Unremitted premium equals Premium Payable to Insurers (2000) at ${today} less net premium not yet collected (129,843.75 = 129,843.75): holds`;

  it('answers the report as JSON in the shape of Report', async () => {
    const answer = await get(period);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(is(data, Report)).toBe(true);
    expect(data).toMatchObject({ kind: KIND, title: 'Schedule of Unremitted Premium', start_date: start, end_date: today });
    expect(data.tables.map((table: { title: string }) => table.title)).toEqual(['Unremitted premium', 'Ageing by insurer']);
    expect(data.tables[0].totals).toEqual({ insurer: 'Total', amount: NET });
    expect(data.checks).toEqual([{ name: expect.stringContaining('Unremitted premium equals'), holds: true, left: NET, right: NET }]);
  });

  it('downloads CSV: every table under its title, the totals, then the checks', async () => {
    const answer = await get(`${period}&format=csv`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${KIND}-${start}-to-${today}.csv"`);
    const lines = answer.body.split('\r\n');
    const quoted = (text: string) => (text.includes(',') ? `"${text}"` : text);
    expect(lines.slice(0, 5)).toEqual([
      'Unremitted premium',
      'Insurer,Invoice,Client,Paid on,Days since paid,Amount unremitted (NGN),Over 30 days',
      expect.stringMatching(
        new RegExp(`^${quoted(insurer)},${invoiceNo.replace(/\//g, '\\/')},Adaeze Okafor [0-9a-f]+,${today},0,${NET},No$`),
      ),
      `${quoted(`${insurer} sub-total`)},,,,,${NET},`,
      `Total,,,,,${NET},`,
    ]);
    expect(lines.slice(6, 10)).toEqual([
      'Ageing by insurer',
      'Insurer,0 to 15 days (NGN),16 to 30 days (NGN),Over 30 days (NGN),Total (NGN)',
      `${quoted(insurer)},${NET},0.00,0.00,${NET}`,
      `Total,${NET},0.00,0.00,${NET}`,
    ]);
    expect(lines.slice(11)).toEqual([checkSentence, '']);
  });

  it('downloads Excel: a sheet per table, amounts as numbers in naira format, the totals row, the checks', async () => {
    const answer = await get(`${period}&format=xlsx`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${KIND}-${start}-to-${today}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Unremitted premium', 'Ageing by insurer', 'Checks']);
    const detail = book.getWorksheet('Unremitted premium')!;
    expect((detail.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Insurer',
      'Invoice',
      'Client',
      'Paid on',
      'Days since paid',
      'Amount unremitted (NGN)',
      'Over 30 days',
    ]);
    expect(detail.getRow(2).getCell(1).value).toBe(insurer);
    expect(detail.getRow(2).getCell(2).value).toBe(invoiceNo);
    expect(detail.getRow(2).getCell(5).value).toBe(0);
    const amount = detail.getRow(2).getCell(6);
    expect(amount.value).toBe(129843.75);
    expect(amount.numFmt).toBe('#,##0.00;[Red]-#,##0.00');
    const totals = detail.getRow(4);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(6).value).toBe(129843.75);
    expect(totals.font?.bold).toBe(true);
    const ageing = book.getWorksheet('Ageing by insurer')!;
    expect((ageing.getRow(3).values as unknown[]).slice(1)).toEqual(['Total', 129843.75, 0, 0, 129843.75]);
    expect(book.getWorksheet('Checks')!.getRow(2).getCell(1).value).toBe(checkSentence);
  });

  it('downloads a PDF on the letterhead with the title, period, figures and the check', async () => {
    const answer = await get(`${period}&format=pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${KIND}-${start}-to-${today}.pdf"`);
    const text = pdfText(answer.rawPayload);
    expect(text).toContain(brokerage);
    expect(text).toContain('Schedule of Unremitted Premium');
    const longDate = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(text).toContain(`${longDate(start)} to ${longDate(today)}`);
    expect(text).toContain('129,843.75');
    expect(text).toContain(invoiceNo);
    expect(text).toContain(checkSentence);
  });

  it('refuses a date that is not one, and an end before the start, with the field', async () => {
    const invalid = await get(`startDate=2026-02-30&endDate=${today}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ field: 'startDate', message: INVALID_DATE }]);
    const reversed = await get(`startDate=${today}&endDate=${addDays(today, -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: 'endDate', message: END_DATE_BEFORE_START_DATE }]);
    const future = await get('startDate=2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([{ field: 'endDate', message: END_DATE_BEFORE_START_DATE }]);
    expect((await get('format=docx')).statusCode).toBe(400);
  });

  it('reports the period of its kind up to today when the dates are left out', async () => {
    const quarter = (await get('')).json().data;
    expect([quarter.start_date, quarter.end_date]).toEqual([start, today]);
    const half = await server.app.inject({
      method: 'GET',
      url: '/api/v1/reports/regulatory/biannual-client-account',
      headers: bearer(admin),
    });
    expect([half.json().data.start_date, half.json().data.end_date]).toEqual([periodToDate('half-year', today).startDate, today]);
    // An end date alone: its own quarter from the first day.
    const endOnly = (await get('endDate=2026-05-20')).json().data;
    expect([endOnly.start_date, endOnly.end_date]).toEqual(['2026-04-01', '2026-05-20']);
  });
});
