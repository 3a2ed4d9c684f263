import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_HAS_NO_EMAIL,
  CREDIT_NOTE_NOT_YET,
  INSURER_HAS_NO_EMAIL,
  RECEIPT_NOT_YET,
  type DocumentKind,
} from '../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../domain/messages';
import {
  corporateClients,
  insuranceProviders,
  invoices,
  outbox,
  signatories,
  storedFiles,
  tenants,
  underwriterContacts,
  underwriters,
} from '../../server/db/schema';
import { storageOf } from '../../server/files/storage';
import {
  creditNoteDefinition,
  debitInvoiceDefinition,
  debitNoteDefinition,
  documentFileName,
  receiptDefinition,
  renderInvoiceDocument,
  type InvoiceDocumentData,
} from '../../server/pdf/invoice-documents';
import { embeddableImage } from '../../server/pdf/letterhead';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { caller, grantDirectly, plainUser, UNKNOWN_ID } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { multipartFile, pngBytes } from './support/multipart';
import { pdfText } from './support/statement-books';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// --- A real PNG (2×2, RGB), since uploads are only checked by their first bytes. ------------------

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function realPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.from([0, 200, 30, 30, 30, 30, 200, 0, 30, 200, 30, 250, 250, 250]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every text a pdfmake definition prints, in order, one per line. */
function printed(node: unknown): string {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'text' && typeof inner === 'string') texts.push(inner);
      else if (key !== 'info' && key !== 'footer' && key !== 'layout') walk(inner);
    }
  };
  walk(node);
  return texts.join('\n');
}

// --- The documents' contents, from plain data ---------------------------------------------------

const DATA: InvoiceDocumentData = {
  letterhead: {
    name: 'Demo Insurance Brokers Ltd',
    address: '12 Adeola Odeku Street, Victoria Island, Lagos',
    rcNumber: '1234567',
    contacts: 'hello@demo.ng · +2348012345678',
    logo: null,
  },
  tin: '12345678-0001',
  invoice: {
    invoice_id: '0f6b1c2a-4d3e-4f50-8a61-7b2c3d4e5f60',
    invoice_no: 'INV/2026/000142',
    status: 'partial payment',
    transaction_type: 'NEW POLICY',
    quote_id: null,
    policy_id: null,
    amount: '1250000.00',
    amount_paid: '500000.00',
    amount_unremitted: '0.00',
    vat_paid: '4687.50',
    vat_remitted: '0.00',
    sum_insured: '45000000.00',
    remitted: '0.00',
    remitted_status: null,
    invoice_issue_date: '2026-03-02',
    start_date: '2026-03-01',
    end_date: '2027-02-28',
    mode_of_payment: 'Bank Transfer',
    commission_type: 'Percentage',
    commission_rate: '12.50',
    commission: '156250.00',
    vat: '11718.75',
    net_premium: '1082031.25',
    insured: 'Dangote Cement Plc fleet',
    narration: 'Comprehensive motor cover, fleet policy',
    Client: null,
    CorporateClient: { company_name: 'Dangote Cement Plc', CorporateClientAddress: null },
    InsuranceProduct: { product_name: 'Commercial Motor', InsuranceProvider: { name: 'Leadway Assurance Company Limited' } },
    Quote: null,
    CoBrokers: [{ name_of_co_broker: 'Hamilton Brokers Ltd', InvoiceCoBroker: { percentage_of_premium: '20.00' } }],
    CoInsurers: [{ name_of_co_insurer: 'AXA Mansard', InvoiceCoInsurer: { percentage_of_premium: '30.00' } }],
    InvoiceDocuments: [],
  },
  client: { name: 'Dangote Cement Plc', address: '1 Alfred Rewane Road, Ikoyi, Lagos' },
  insurer: { name: 'Leadway Assurance Company Limited', address: '121/123 Funsho Williams Avenue, Surulere' },
  payments: [
    { date: '2026-03-05', mode: 'Cheque', reference: 'Cheque 00123456, Zenith Bank', amount: '200000.00' },
    { date: '2026-03-20', mode: 'Bank Transfer', reference: null, amount: '300000.00' },
  ],
  premiumAccounts: [{ bank: 'Guaranty Trust Bank (GTBank)', accountName: 'Demo Brokers Premium Account', accountNumber: '0123456789' }],
  signatories: [
    { name: 'Adaeze Okafor', designation: 'Managing Director', signature: null },
    { name: 'Tunde Bakare', designation: 'Company Secretary', signature: null },
  ],
  printedOn: '2026-03-21',
};

const lines = (definition: unknown) => printed(definition).split('\n');
/** The value printed right after a label (labels and values are separate cells). */
const after = (definition: unknown, label: string) => {
  const all = lines(definition);
  const at = all.indexOf(label);
  return at < 0 ? undefined : all[at + 1];
};

describe('what the invoice documents say', () => {
  it('the debit note bills the client: policy, premium, shares, amount due, where to pay and who signs', () => {
    const note = debitNoteDefinition(DATA);
    const text = printed(note);
    for (const expected of [
      'Demo Insurance Brokers Ltd',
      'RC 1234567',
      'hello@demo.ng · +2348012345678',
      'DEBIT NOTE',
      'Dangote Cement Plc',
      '1 Alfred Rewane Road, Ikoyi, Lagos',
    ]) {
      expect(text).toContain(expected);
    }
    expect(after(note, 'Debit note no')).toBe('INV/2026/000142');
    expect(after(note, 'Issue date')).toBe('2 March 2026');
    expect(after(note, 'Insurer')).toBe('Leadway Assurance Company Limited');
    expect(after(note, 'Product')).toBe('Commercial Motor');
    expect(after(note, 'Insured')).toBe('Dangote Cement Plc fleet');
    expect(after(note, 'Period')).toBe('1 March 2026 to 28 February 2027');
    expect(after(note, 'Sum insured')).toBe('NGN 45,000,000.00');
    expect(after(note, 'Commission type')).toBe('Percentage');
    expect(after(note, 'Commission rate')).toBe('12.50% of the premium');
    expect(after(note, 'Narration')).toBe('Comprehensive motor cover, fleet policy');
    expect(after(note, 'Premium')).toBe('NGN 1,250,000.00');
    expect(after(note, 'Amount paid')).toBe('NGN 500,000.00');
    expect(after(note, 'Amount due')).toBe('NGN 750,000.00');
    // 30 % and 20 % of the premium.
    expect(text).toContain('AXA Mansard\n30.00%\nNGN 375,000.00');
    expect(text).toContain('Hamilton Brokers Ltd\n20.00%\nNGN 250,000.00');
    expect(text).toContain('Please pay into');
    expect(text).toContain('Guaranty Trust Bank (GTBank)\nDemo Brokers Premium Account\n0123456789');
    // No signature image: a blank above the line.
    expect(text).toContain(' \nAdaeze Okafor\nManaging Director\n \nTunde Bakare\nCompany Secretary');
    expect(text).not.toContain('₦');
    expect(text).not.toContain('DELETED');
  });

  it('a deactivated invoice still prints, marked DELETED across the page and beside the title', () => {
    const note = debitNoteDefinition({ ...DATA, invoice: { ...DATA.invoice, status: 'deactivated', amount_paid: '0.00' } });
    expect(note.watermark).toMatchObject({ text: 'DELETED' });
    expect(lines(note)).toContain('DELETED');
    expect(after(note, 'Amount due')).toBe('NGN 1,250,000.00');
    expect(lines(note)).not.toContain('Amount paid');
  });

  it('the debit invoice is the debit note as a tax invoice, with the VAT line on the commission and the TIN', () => {
    const invoice = debitInvoiceDefinition(DATA);
    const text = printed(invoice);
    expect(text).toContain('DEBIT INVOICE\nTax invoice');
    expect(after(invoice, 'Invoice no')).toBe('INV/2026/000142');
    expect(after(invoice, 'TIN')).toBe('12345678-0001');
    expect(after(invoice, 'Commission (12.50% of the premium)')).toBe('NGN 156,250.00');
    expect(after(invoice, 'VAT on commission (7.5%)')).toBe('NGN 11,718.75');
    expect(after(invoice, 'Amount due')).toBe('NGN 750,000.00');
    expect(text).toContain('Adaeze Okafor');
  });

  it('the credit note tells the insurer its net premium: premium less commission less VAT on it', () => {
    const paid = { ...DATA, invoice: { ...DATA.invoice, status: 'paid', amount_paid: '1250000.00' } };
    const note = creditNoteDefinition(paid);
    const text = printed(note);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('To\nLeadway Assurance Company Limited\n121/123 Funsho Williams Avenue, Surulere');
    expect(after(note, 'Date paid')).toBe('20 March 2026');
    expect(after(note, 'Client')).toBe('Dangote Cement Plc');
    expect(after(note, 'Premium')).toBe('NGN 1,250,000.00');
    expect(after(note, 'Less commission (12.50% of the premium)')).toBe('NGN 156,250.00');
    expect(after(note, 'Less VAT on commission (7.5%)')).toBe('NGN 11,718.75');
    expect(after(note, 'Net premium due to Leadway Assurance Company Limited')).toBe('NGN 1,082,031.25');
    // The co-insurer's 30 % of the net premium, rounded half up to the kobo.
    expect(text).toContain('AXA Mansard\n30.00%\nNGN 324,609.38');
    expect(text).not.toContain('Please pay into');
    expect(text).toContain('Tunde Bakare');
  });

  it('the receipt lists the payments with their dates, modes and amounts, the total paid and the balance', () => {
    const receipt = receiptDefinition(DATA);
    const text = printed(receipt);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('Received from\nDangote Cement Plc');
    expect(text).toContain('Received with thanks the sum of NGN 500,000.00');
    expect(text).toContain('5 March 2026\nCheque\nCheque 00123456, Zenith Bank\nNGN 200,000.00');
    expect(text).toContain('20 March 2026\nBank Transfer\n\nNGN 300,000.00');
    expect(after(receipt, 'Total paid')).toBe('NGN 500,000.00');
    expect(after(receipt, 'Balance')).toBe('NGN 750,000.00');
    expect(text).toContain('Adaeze Okafor');
  });

  it('flat commissions read as a naira amount; a document with no signatories or accounts leaves their blocks out', () => {
    const flat = {
      ...DATA,
      signatories: [],
      premiumAccounts: [],
      invoice: { ...DATA.invoice, commission_type: 'Flat', commission_rate: '25000.00', CoBrokers: [], CoInsurers: [] },
    };
    const note = debitNoteDefinition(flat);
    expect(after(note, 'Commission rate')).toBe('Flat, NGN 25,000.00');
    const text = printed(note);
    for (const absent of ['Please pay into', 'Co-insurers', 'Co-brokers', 'Adaeze Okafor']) expect(text).not.toContain(absent);
  });

  it('renders each as a real PDF, with the logo and signatures as images', async () => {
    const image = await embeddableImage(realPng());
    expect(image).toMatch(/^data:image\/png;base64,/);
    const branded: InvoiceDocumentData = {
      ...DATA,
      letterhead: { ...DATA.letterhead, logo: image },
      signatories: DATA.signatories.map((signatory) => ({ ...signatory, signature: image })),
    };
    for (const kind of ['debitNote', 'creditNote', 'receiptNote', 'debitInvoice'] as DocumentKind[]) {
      const pdf = await renderInvoiceDocument(kind, branded);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      expect(pdfText(pdf)).toContain('Adaeze Okafor');
    }
  });

  it('leaves out an image that says PNG but does not decode, instead of failing the document', async () => {
    expect(await embeddableImage(pngBytes(300))).toBeNull();
    expect(await embeddableImage(Buffer.from('%PDF-1.4'))).toBeNull();
  });

  it('names the files by the document and the invoice number', () => {
    expect(documentFileName('debitNote', 'INV/2026/000142')).toBe('debit-note-INV-2026-000142.pdf');
    expect(documentFileName('receiptNote', 'DN 7')).toBe('receipt-DN-7.pdf');
    expect(documentFileName('debitInvoice', '///')).toBe('debit-invoice-invoice.pdf');
  });
});

// --- Through the API --------------------------------------------------------------------------

describe.each(oneDatabase())('invoice documents on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let book: InvoiceBook;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    // The brokerage's branding: a logo and a signatory with a signature, both real images in storage.
    const logo = multipartFile('logo.png', realPng());
    const uploaded = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      payload: logo.payload,
      headers: { ...logo.headers, ...bearer(admin) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await server.ctx.database.asTenant(tenantId, async (tx) => {
      await storageOf(server.ctx).put({ tenantId, name: '0b7c7a7e-1a2b-4c3d-8e9f-00000000d0c5.png' }, realPng(), tx);
      await tx.insert(storedFiles).values({
        tenantId,
        storedName: '0b7c7a7e-1a2b-4c3d-8e9f-00000000d0c5.png',
        originalName: 'sig.png',
        contentType: 'image/png',
        sizeBytes: 100,
        purpose: 'signature',
      });
    });
    await server.db.insert(signatories).values({
      tenantId,
      name: 'Ngozi Adeyemi',
      designation: 'Executive Director',
      signatureFile: '0b7c7a7e-1a2b-4c3d-8e9f-00000000d0c5.png',
    });
  });
  afterAll(() => server?.close());

  const get = (token: string, url: string) => call(token, 'GET', url);
  const shown = async (token: string, url: string) => {
    const answer = await get(token, url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    return { text: pdfText(pdf), raw: pdf.toString('latin1'), disposition: String(answer.headers['content-disposition']) };
  };
  const mailsTo = (address: string) => server.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.createdAt);

  it('answers where each document is read: the credit note once paid, the receipt once something is paid', async () => {
    const invoice = await issueInvoice(server, admin, book, {
      coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '20' }],
      coInsurers: [{ insurerId: book.coInsurerId, percentageOfPremium: '30' }],
    });
    const paths = async () => {
      const answer = await get(admin, `/invoice/generate/${invoice.invoice_id}/pdfs`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data;
    };
    const debit = `/api/v1/invoice/debitNote/${invoice.invoice_id}`;
    expect(await paths()).toEqual({ pathToDebitNoteFile: debit, pathToCreditNoteFile: null, pathToReceiptNoteFile: null });

    await payInvoice(server, admin, invoice.invoice_id, { amount: '50000.00' });
    expect(await paths()).toEqual({
      pathToDebitNoteFile: debit,
      pathToCreditNoteFile: null,
      pathToReceiptNoteFile: `/api/v1/invoice/receiptNote/${invoice.invoice_id}`,
    });

    await payInvoice(server, admin, invoice.invoice_id);
    const all = await paths();
    expect(all.pathToCreditNoteFile).toBe(`/api/v1/invoice/creditNote/${invoice.invoice_id}`);
    // Each path is a call of this API that answers the PDF.
    for (const path of Object.values(all) as string[])
      expect((await get(admin, path.replace('/api/v1', ''))).headers['content-type']).toBe('application/pdf');
  });

  it('prints the debit note in the brokerage’s letterhead with its logo, the invoice’s figures and the signatories', async () => {
    const invoice = await issueInvoice(server, admin, book, { coBrokers: [{ coBrokerId: book.coBrokerId, percentageOfPremium: '20' }] });
    const { text, raw, disposition } = await shown(admin, `/invoice/debitNote/${invoice.invoice_id}`);
    const [brokerage] = await server.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    for (const expected of [
      brokerage!.name,
      'DEBIT NOTE',
      invoice.invoice_no,
      `Adaeze ${invoice.Client!.lastname}`,
      'Leadway Assurance',
      'NGN 150,000.00',
      'NGN 5,000,000.00',
      'Heirs Brokers',
      'NGN 30,000.00',
      'Please pay into',
      'Ngozi Adeyemi',
      'Executive Director',
    ]) {
      expect(text).toContain(expected);
    }
    // The logo and the signature.
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    expect(disposition).toBe(`inline; filename="debit-note-${invoice.invoice_no.replace(/[^A-Za-z0-9]+/g, '-')}.pdf"`);
    const taxInvoice = await shown(admin, `/invoice/debitInvoice/${invoice.invoice_id}`);
    expect(taxInvoice.text).toContain('DEBIT INVOICE');
    expect(taxInvoice.text).toContain(`NGN ${invoice.vat.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  });

  it('heads the financial statements with the same logo', async () => {
    const answer = await get(admin, '/accounting/reports/trial-balance?format=pdf');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('refuses the credit note before the invoice is paid and the receipt before any payment, with the reason', async () => {
    const invoice = await issueInvoice(server, admin, book);
    for (const [document, message] of [
      ['creditNote', CREDIT_NOTE_NOT_YET],
      ['receiptNote', RECEIPT_NOT_YET],
    ] as const) {
      const answer = await get(admin, `/invoice/${document}/${invoice.invoice_id}`);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, code: 'CONFLICT', message });
      const sent = await get(admin, `/invoice/send/client/${invoice.invoice_id}?document=${document}`);
      expect(sent.statusCode).toBe(409);
    }
    await payInvoice(server, admin, invoice.invoice_id, {
      amount: '40000.00',
      modeOfPayment: 'Cheque',
      chequeNumber: '00123456',
      bankName: 'Zenith Bank',
    });
    expect((await get(admin, `/invoice/creditNote/${invoice.invoice_id}`)).statusCode).toBe(409);
    const receipt = await shown(admin, `/invoice/receiptNote/${invoice.invoice_id}`);
    expect(receipt.text).toContain('RECEIPT');
    expect(receipt.text).toContain('Cheque 00123456, Zenith Bank');
    expect(receipt.text).toContain('NGN 40,000.00');
    // The balance.
    expect(receipt.text).toContain('NGN 110,000.00');

    // A partly paid invoice keeps its payment mode.
    await payInvoice(server, admin, invoice.invoice_id, { modeOfPayment: 'Cheque', chequeNumber: '00123457', bankName: 'Zenith Bank' });
    const credit = await shown(admin, `/invoice/creditNote/${invoice.invoice_id}`);
    const paid = (await get(admin, `/invoice/${invoice.invoice_id}`)).json().data;
    expect(credit.text).toContain('CREDIT NOTE');
    expect(credit.text).toContain(`Net premium due to Leadway Assurance`);
    expect(credit.text).toContain(`NGN ${paid.net_premium.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  });

  it('still prints a deactivated invoice, marked DELETED', async () => {
    const invoice = await issueInvoice(server, admin, book);
    await server.db.update(invoices).set({ status: 'deactivated' }).where(eq(invoices.id, invoice.invoice_id));
    const { text } = await shown(admin, `/invoice/debitNote/${invoice.invoice_id}`);
    expect(text).toContain('DELETED');
    expect(text).toContain(invoice.invoice_no);
  });

  it('mails the debit note to the client as a PDF attachment, kept in the outbox without SMTP', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const clientEmail = `adaeze-${invoice.Client!.lastname.split(' ')[1]}@example.ng`;
    const answer = await get(admin, `/invoice/send/debitNote/${invoice.invoice_id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: DOCUMENT_SENT_TO_CLIENT });
    const mailsOfInvoice = async () => (await mailsTo(clientEmail)).filter((row) => row.subject.includes(invoice.invoice_no));
    const [mail] = await mailsOfInvoice();
    expect(mail).toMatchObject({ tenantId, status: 'kept', subject: expect.stringContaining(`Debit Note ${invoice.invoice_no}`) });
    expect(mail!.textBody).toContain(`Attached: debit-note-${invoice.invoice_no.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`);

    const taxInvoice = await get(admin, `/invoice/send/client/${invoice.invoice_id}?document=debitInvoice`);
    expect(taxInvoice.json()).toEqual({ success: true, message: DOCUMENT_SENT_TO_CLIENT });
    expect((await mailsOfInvoice()).map((row) => row.subject.split(' ').slice(0, 2).join(' '))).toEqual(['Debit Note', 'Debit Invoice']);
    expect((await get(admin, `/invoice/send/client/${invoice.invoice_id}?document=policy`)).statusCode).toBe(400);
  });

  it('refuses to mail a client or an insurer with no email address', async () => {
    const invoice = await issueInvoice(server, admin, book, {
      clientType: 'CORPORATE',
      clientId: book.corporateClientId,
      insured: 'Zenith Foods',
    });
    const noClient = await get(admin, `/invoice/send/client/${invoice.invoice_id}`);
    expect(noClient.statusCode).toBe(409);
    expect(noClient.json().message).toBe(CLIENT_HAS_NO_EMAIL);
    // A company without an email of its own is reached through its contact person's.
    await server.db
      .update(corporateClients)
      .set({ contactPersonEmail: 'Finance@ZenithFoods.ng' })
      .where(eq(corporateClients.id, book.corporateClientId));
    expect((await get(admin, `/invoice/send/client/${invoice.invoice_id}`)).json().message).toBe(DOCUMENT_SENT_TO_CLIENT);
    expect(await mailsTo('finance@zenithfoods.ng')).toHaveLength(1);

    // No underwriter of this brokerage at the insurer yet, and no address for the insurer itself.
    await server.db.update(insuranceProviders).set({ email: null }).where(eq(insuranceProviders.id, book.insurerId));
    expect(await server.db.$count(underwriters, eq(underwriters.providerId, book.insurerId))).toBe(0);
    const noInsurer = await get(admin, `/invoice/send/underwriter/${invoice.invoice_id}`);
    expect(noInsurer.statusCode).toBe(409);
    expect(noInsurer.json().message).toBe(INSURER_HAS_NO_EMAIL);
  });

  it('mails the insurer’s underwriters and their contacts, else the insurer’s own address', async () => {
    const invoice = await issueInvoice(server, admin, book);
    await payInvoice(server, admin, invoice.invoice_id);
    const sendCreditNote = () => get(admin, `/invoice/send/underwriter/${invoice.invoice_id}?document=creditNote`);
    await server.db.update(insuranceProviders).set({ email: 'Underwriting@Leadway.test' }).where(eq(insuranceProviders.id, book.insurerId));
    try {
      const sent = await sendCreditNote();
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ success: true, message: DOCUMENT_SENT_TO_UNDERWRITER });
      expect((await mailsTo('underwriting@leadway.test')).at(-1)?.subject).toContain(`Credit Note ${invoice.invoice_no}`);

      const [desk] = await server.db
        .insert(underwriters)
        .values({ tenantId, providerId: book.insurerId, name: 'Leadway Ikoyi desk', email: 'ikoyi@leadway.test' })
        .returning();
      await server.db
        .insert(underwriterContacts)
        .values({ tenantId, underwriterId: desk!.id, name: 'Bola Ige', email: 'Bola.Ige@leadway.test' });
      // Another brokerage's underwriters at the same insurer are none of this one's business.
      const other = await createTenantWithUser(server, {
        email: `other-${kind}@brokers.test`,
        password: 'Other#2026x',
        name: 'Other Brokers Ltd',
      });
      await server.db
        .insert(underwriters)
        .values({ tenantId: other.tenantId, providerId: book.insurerId, name: 'Their desk', email: 'theirs@leadway.test' });

      expect((await sendCreditNote()).statusCode).toBe(200);
      expect(await mailsTo('ikoyi@leadway.test, bola.ige@leadway.test')).toHaveLength(1);
      expect(await mailsTo('underwriting@leadway.test')).toHaveLength(1);
    } finally {
      await server.db.update(insuranceProviders).set({ email: null }).where(eq(insuranceProviders.id, book.insurerId));
    }
  });

  it('lets View Invoices read the documents and only Send Documents mail them', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const { user, token: reader } = await plainUser(server, tenantId);
    for (const url of [
      `/invoice/generate/${invoice.invoice_id}/pdfs`,
      `/invoice/debitNote/${invoice.invoice_id}`,
      `/invoice/send/debitNote/${invoice.invoice_id}`,
      `/invoice/send/client/${invoice.invoice_id}`,
      `/invoice/send/underwriter/${invoice.invoice_id}`,
    ]) {
      expect((await get(reader, url)).statusCode, url).toBe(403);
    }
    await grantDirectly(server, tenantId, user.id, 'View Invoices');
    expect((await get(reader, `/invoice/debitNote/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect((await get(reader, `/invoice/generate/${invoice.invoice_id}/pdfs`)).statusCode).toBe(200);
    expect((await get(reader, `/invoice/send/debitNote/${invoice.invoice_id}`)).statusCode).toBe(403);
    await grantDirectly(server, tenantId, user.id, 'Send Documents');
    expect((await get(reader, `/invoice/send/debitNote/${invoice.invoice_id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown invoice and for another brokerage’s', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const other = await createTenantWithUser(server, {
      email: `stranger-${kind}@brokers.test`,
      password: 'Other#2026x',
      name: 'Stranger Brokers Ltd',
    });
    // Holding both permissions in their own brokerage: the wall, not the guard, turns them away.
    await grantDirectly(server, other.tenantId, other.userId, 'View Invoices');
    await grantDirectly(server, other.tenantId, other.userId, 'Send Documents');
    const stranger = await signInAs(server, `stranger-${kind}@brokers.test`, 'Other#2026x');
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await get(admin, `/invoice/debitNote/${id}`)).statusCode).toBe(404);
      expect((await get(admin, `/invoice/generate/${id}/pdfs`)).statusCode).toBe(404);
    }
    for (const url of [
      '/invoice/generate/:id/pdfs',
      '/invoice/debitNote/:id',
      '/invoice/creditNote/:id',
      '/invoice/receiptNote/:id',
      '/invoice/debitInvoice/:id',
      '/invoice/send/debitNote/:id',
      '/invoice/send/client/:id',
      '/invoice/send/underwriter/:id',
    ]) {
      const answer = await get(stranger, url.replace(':id', invoice.invoice_id));
      expect(answer.statusCode, url).toBe(404);
    }
  });
});

describe('invoice documents through SMTP', () => {
  let smtp: SmtpCapture;
  let server: TestServer;
  let admin: string;
  let book: InvoiceBook;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer('pglite', { env: { SMTP_URL: smtp.url } });
    admin = await signInAs(server, 'admin@demo.ng');
    book = await invoiceBook(server, await demoTenantId(server));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('delivers the document as a PDF attachment to the client', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/send/client/${invoice.invoice_id}?document=debitNote`,
      headers: bearer(admin),
    });
    expect(answer.json()).toEqual({ success: true, message: DOCUMENT_SENT_TO_CLIENT });
    const address = `adaeze-${invoice.Client!.lastname.split(' ')[1]}@example.ng`;
    const mail = await smtp.nextMailTo(address);
    expect(mail.subject).toContain(`Debit Note ${invoice.invoice_no}`);
    const fileName = `debit-note-${invoice.invoice_no.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(`filename=${fileName}`);
    // base64 of '%PDF-'
    expect(mail.raw).toContain('JVBERi0');
    const [row] = await server.db.select().from(outbox).where(eq(outbox.toAddress, address));
    expect(row).toMatchObject({ status: 'sent' });
  });
});
