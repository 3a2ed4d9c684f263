import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { premiumRemittanceDocuments, storedFiles, vatRemittanceDocuments } from '../../server/db/schema';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { jpegBytes, multipartForm as receiptForm, pdfBytes, pngBytes } from './support/multipart';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

const RECEIPT_FILE_INVALID =
  'Check file! File size not more than 2MB, file name should not contain special character and not more than 60 characters';
const TWO_MB = 2 * 1024 * 1024;

describe.each(oneDatabase())('remittance receipts, on %s', (kind) => {
  let server: TestServer;
  let book: InvoiceBook;
  let admin: string;
  let accountant: string;
  let broker: string;
  let invoiceId: string;
  let remittanceId: string;
  let vatRemitId: string;
  const today = todayInLagos();

  const remitBody = {
    remittanceType: 'Partial Remittance',
    date: today,
    amountToRemit: '10000.00',
    dateToRemitBalance: `${Number(today.slice(0, 4)) + 1}${today.slice(4, 7)}-01`,
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Access Bank',
  };
  const vatBody = {
    remittanceType: 'Partial Remittance',
    date: today,
    vatAmountToRemit: '100.00',
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Access Bank',
  };

  const paidInvoice = async () => {
    const invoice = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
    await payInvoice(server, admin, invoice.invoice_id);
    return invoice.invoice_id;
  };
  const remitted = async (id: string) => {
    const premium = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/remitted/${id}`,
      headers: bearer(accountant),
      payload: remitBody,
    });
    const vat = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/vatremit/${id}`,
      headers: bearer(accountant),
      payload: vatBody,
    });
    expect(premium.statusCode, premium.body).toBe(200);
    expect(vat.statusCode, vat.body).toBe(200);
    return { remittanceId: premium.json().data[0].remittance_log_id as string, vatRemitId: vat.json().data[0].vat_log_id as string };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    book = await invoiceBook(server, await demoTenantId(server));
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
    invoiceId = await paidInvoice();
    ({ remittanceId, vatRemitId } = await remitted(invoiceId));
  });
  afterAll(() => server?.close());

  const upload = (
    path: 'uploadDocument' | 'uploadvat',
    id: string,
    form: ReturnType<typeof receiptForm>,
    options: { token?: string; key?: string } = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v1/invoice/${path}/${id}`,
      headers: { ...bearer(options.token ?? accountant), ...form.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
      payload: form.payload,
    });
  const storedCount = async () => (await server.db.select({ n: count() }).from(storedFiles))[0]!.n;
  const getData = async (url: string) => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(accountant) });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  it('keeps the underwriter’s receipt with the premium remittance, listed in its history with a link that downloads it', async () => {
    const bytes = pdfBytes(4096);
    const answer = await upload(
      'uploadDocument',
      invoiceId,
      receiptForm({ remittanceId, underwriterReceiptNumber: 'LWY-2026-0042' }, { name: 'leadway receipt.pdf', bytes }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, message: 'Upload was successful!' });
    const log = answer.json().data;
    expect(log).toMatchObject({ remittance_log_id: remittanceId, remittance_mode: 'Bank Transfer', remittance_bank_name: 'Access Bank' });
    expect(log.ModeOfRemittanceDocuments).toEqual([
      {
        document_name: 'leadway receipt.pdf',
        underwriter_receipt_number: 'LWY-2026-0042',
        underwriter_receipt_url: expect.stringMatching(/^\/api\/v1\/file\/download\?fileName=[0-9a-f-]+\.pdf$/),
      },
    ]);

    const url: string = log.ModeOfRemittanceDocuments[0].underwriter_receipt_url;
    // "Document links are forced to https": the link is a path on the app's own origin.
    expect(new URL(url, 'https://demo.brokerage.ng').href).toBe(`https://demo.brokerage.ng${url}`);
    const download = await server.app.inject({ method: 'GET', url, headers: bearer(broker) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const history = await getData(`/invoice/remitHistory/${invoiceId}`);
    expect(history[0].ModeOfRemittanceDocuments).toEqual(log.ModeOfRemittanceDocuments);
  });

  it('keeps the VAT receipt with the VAT remittance, listed with its link', async () => {
    const answer = await upload(
      'uploadvat',
      invoiceId,
      receiptForm({ vatRemitId, vatReceiptNumber: 'FIRS-778812' }, { name: 'firs_receipt.png', bytes: pngBytes(2048), type: 'image/png' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Upload was successful!');
    expect(answer.json().data).toMatchObject({
      vat_log_id: vatRemitId,
      VatRemittanceDocuments: [
        {
          document_name: 'firs_receipt.png',
          vat_receipt_number: 'FIRS-778812',
          vat_receipt_url: expect.stringMatching(/^\/api\/v1\/file\/download\?fileName=.+\.png$/),
        },
      ],
    });
    const logs = await getData(`/invoice/allVatRemitted/${invoiceId}`);
    expect(logs[0].VatRemittanceDocuments).toEqual(answer.json().data.VatRemittanceDocuments);
    const download = await server.app.inject({
      method: 'GET',
      url: logs[0].VatRemittanceDocuments[0].vat_receipt_url,
      headers: bearer(accountant),
    });
    expect(download.statusCode).toBe(200);
  });

  it('refuses the receipt number and file rules with the spec’s messages, and keeps nothing', async () => {
    const before = await storedCount();
    const good = { name: 'receipt.pdf', bytes: pdfBytes() };
    const cases: [Record<string, string>, { name: string; bytes: Buffer } | undefined, string, string][] = [
      [{ remittanceId, underwriterReceiptNumber: '' }, good, 'underwriterReceiptNumber', 'Receipt number is required'],
      [
        { remittanceId, underwriterReceiptNumber: '12345' },
        good,
        'underwriterReceiptNumber',
        'Receipt number must be at least 6 characters',
      ],
      [
        { remittanceId, underwriterReceiptNumber: 'R'.repeat(21) },
        good,
        'underwriterReceiptNumber',
        'Receipt number must be at most 20 characters',
      ],
      [{ underwriterReceiptNumber: 'LWY-000123' }, good, 'remittanceId', 'This field is required'],
      [{ remittanceId, underwriterReceiptNumber: 'LWY-000123' }, undefined, 'file', 'This field is required'],
      [
        { remittanceId, underwriterReceiptNumber: 'LWY-000123' },
        { name: 'receipt.pdf', bytes: pdfBytes(TWO_MB + 1) },
        'file',
        RECEIPT_FILE_INVALID,
      ],
      [
        { remittanceId, underwriterReceiptNumber: 'LWY-000123' },
        { name: `${'r'.repeat(57)}.pdf`, bytes: pdfBytes() },
        'file',
        RECEIPT_FILE_INVALID,
      ],
      [
        { remittanceId, underwriterReceiptNumber: 'LWY-000123' },
        { name: 'receipt#1.pdf', bytes: pdfBytes() },
        'file',
        RECEIPT_FILE_INVALID,
      ],
      [
        { remittanceId, underwriterReceiptNumber: 'LWY-000123' },
        { name: 'receipt..copy.pdf', bytes: pdfBytes() },
        'file',
        RECEIPT_FILE_INVALID,
      ],
      [
        { remittanceId, underwriterReceiptNumber: 'LWY-000123' },
        { name: 'receipt.gif', bytes: pdfBytes() },
        'file',
        'Choose a PDF, PNG or JPEG file',
      ],
    ];
    for (const [fields, file, field, message] of cases) {
      const answer = await upload('uploadDocument', invoiceId, receiptForm(fields, file));
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
      expect(answer.json().errors).toContainEqual({ field, message });
    }
    const fileMessage = await upload(
      'uploadDocument',
      invoiceId,
      receiptForm({ remittanceId, underwriterReceiptNumber: 'LWY-000123' }, { name: 'receipt#1.pdf', bytes: pdfBytes() }),
    );
    expect(fileMessage.json().message).toBe(RECEIPT_FILE_INVALID);

    const vatCases = await upload('uploadvat', invoiceId, receiptForm({ vatRemitId: '', vatReceiptNumber: 'abc' }, good));
    expect(vatCases.statusCode).toBe(400);
    expect(vatCases.json().errors).toEqual([
      { field: 'vatRemitId', message: 'This field is required' },
      { field: 'vatReceiptNumber', message: 'Receipt number must be at least 6 characters' },
    ]);

    // A .pdf name on bytes that are no PDF (or only start like one) is turned away by content.
    for (const bytes of [
      Buffer.from('MZ not a receipt at all'),
      Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>'),
      Buffer.from('<!DOCTYPE html><html><body>%PDF-1.4 %%EOF</body></html>'),
    ]) {
      const renamed = await upload(
        'uploadDocument',
        invoiceId,
        receiptForm({ remittanceId, underwriterReceiptNumber: 'LWY-000123' }, { name: 'receipt.pdf', bytes }),
      );
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().errors).toEqual([
        { field: 'file', message: 'This is not a real PDF file: its content does not match its name' },
      ]);
    }

    expect(await storedCount()).toBe(before);
  });

  it('answers 404 when the remittance is not the invoice’s, and keeps no file', async () => {
    const before = await storedCount();
    const otherInvoice = await paidInvoice();
    const form = (fields: Record<string, string>) => receiptForm(fields, { name: 'receipt.jpg', bytes: jpegBytes(), type: 'image/jpeg' });
    const answers = [
      await upload('uploadDocument', otherInvoice, form({ remittanceId, underwriterReceiptNumber: 'LWY-000124' })),
      await upload('uploadDocument', invoiceId, form({ remittanceId: vatRemitId, underwriterReceiptNumber: 'LWY-000124' })),
      await upload('uploadDocument', invoiceId, form({ remittanceId: 'not-an-id', underwriterReceiptNumber: 'LWY-000124' })),
      await upload('uploadDocument', randomUUID(), form({ remittanceId, underwriterReceiptNumber: 'LWY-000124' })),
      await upload('uploadvat', otherInvoice, form({ vatRemitId, vatReceiptNumber: 'FIRS-000124' })),
      await upload('uploadvat', invoiceId, form({ vatRemitId: remittanceId, vatReceiptNumber: 'FIRS-000124' })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[0]!.json().code).toBe('NOT_FOUND');
    expect(await storedCount()).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first answer and keeps one receipt and one file', async () => {
    const id = await paidInvoice();
    const ids = await remitted(id);
    const key = `receipt-${randomUUID()}`;
    const fields = { remittanceId: ids.remittanceId, underwriterReceiptNumber: 'LWY-990001' };
    const bytes = pdfBytes(1024);
    const before = await storedCount();
    const first = await upload('uploadDocument', id, receiptForm(fields, { name: 'receipt.pdf', bytes }), { key });
    const second = await upload('uploadDocument', id, receiptForm(fields, { name: 'receipt.pdf', bytes }), { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(
      await server.db.select().from(premiumRemittanceDocuments).where(eq(premiumRemittanceDocuments.remittanceId, ids.remittanceId)),
    ).toHaveLength(1);
    expect(await storedCount()).toBe(before + 1);

    const otherFile = await upload('uploadDocument', id, receiptForm(fields, { name: 'receipt.pdf', bytes: pdfBytes(2048) }), { key });
    expect(otherFile.statusCode).toBe(409);
    expect(await storedCount()).toBe(before + 1);

    const vatKey = `vat-receipt-${randomUUID()}`;
    const vatForm = () => receiptForm({ vatRemitId: ids.vatRemitId, vatReceiptNumber: 'FIRS-990001' }, { name: 'vat.pdf', bytes });
    const answers = await Promise.all([
      upload('uploadvat', id, vatForm(), { key: vatKey }),
      upload('uploadvat', id, vatForm(), { key: vatKey }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(
      await server.db.select().from(vatRemittanceDocuments).where(eq(vatRemittanceDocuments.vatRemittanceId, ids.vatRemitId)),
    ).toHaveLength(1);
  });

  it('lets only holders of Remit Premium or Remit VAT upload', async () => {
    const premium = await upload(
      'uploadDocument',
      invoiceId,
      receiptForm({ remittanceId, underwriterReceiptNumber: 'LWY-000125' }, { name: 'receipt.pdf', bytes: pdfBytes() }),
      { token: broker },
    );
    const vat = await upload(
      'uploadvat',
      invoiceId,
      receiptForm({ vatRemitId, vatReceiptNumber: 'FIRS-000125' }, { name: 'receipt.pdf', bytes: pdfBytes() }),
      { token: broker },
    );
    expect([premium.statusCode, vat.statusCode]).toEqual([403, 403]);
    expect(
      (
        await upload(
          'uploadDocument',
          invoiceId,
          receiptForm({ remittanceId, underwriterReceiptNumber: 'LWY-000126' }, { name: 'receipt.pdf', bytes: pdfBytes() }),
          { token: admin },
        )
      ).statusCode,
    ).toBe(200);
  });
});
