import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCHARGE_VOUCHER_BEFORE_OFFER } from '../../domain/claims/claim-documents';
import {
  COLOUR_RULE,
  defaultPdfTemplate,
  LOGO_POSITION_RULE,
  optionalFieldRule,
  PDF_DOCUMENT_KINDS,
  SIGNATORIES_RULE,
  type PdfDocumentKind,
  type PdfTemplateBody,
} from '../../domain/pdf-templates';
import { claims } from '../../server/db/schema';
import { caller, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { issueInvoice } from './support/invoices';
import { activePolicy } from './support/policies';
import { placingBook, type QuoteBook } from './support/quotes';
import { pdfStreams, pdfText } from './support/statement-books';
import { emptyBrokerageAdmin } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { ClaimDetails } from '../../domain/claims';
import type { LightMyRequestResponse } from 'fastify';

// The brokerage's PDF templates (issue 20): saved as versions, applied to every document it prints,
// previewed from its own latest record, and a sent document keeps the version it was sent with.

const RED = '1 0 0 scn';

describe.each(oneDatabase())('PDF templates on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let book: QuoteBook;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    book = await placingBook(server, tenantId);
  });
  afterAll(() => server?.close());

  const template = (overrides: Partial<PdfTemplateBody> = {}): PdfTemplateBody => ({ ...defaultPdfTemplate('debitNote'), ...overrides });
  const save = async (overrides: Partial<PdfTemplateBody>, documentKind: PdfDocumentKind = 'debitNote') => {
    const answer = await call(admin, 'PUT', `/pdf-templates/${documentKind}`, { ...defaultPdfTemplate(documentKind), ...overrides });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const pdfOf = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const bytes = answer.rawPayload;
    return { text: pdfText(bytes), drawing: pdfStreams(bytes).join('\n') };
  };
  const printed = async (url: string) => pdfOf(await call(admin, 'GET', url));

  it('lists every kind at the default version and answers a kind’s default template with its optional parts', async () => {
    const list = await call(admin, 'GET', '/pdf-templates');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { kind: string }) => row.kind)).toEqual([...PDF_DOCUMENT_KINDS]);
    const one = (await call(admin, 'GET', '/pdf-templates/dischargeVoucher')).json().data;
    expect(one).toMatchObject({ kind: 'dischargeVoucher', label: 'Discharge Voucher', version: 0, saved_at: null });
    expect(one.template).toEqual(defaultPdfTemplate('dischargeVoucher'));
    expect(one.optional_fields.map((field: { field: string }) => field.field)).toEqual(['excess', 'printedOn']);
    expect((await call(admin, 'GET', '/pdf-templates/invoice')).statusCode).toBe(404);
  });

  it('refuses a template with field messages and saves nothing', async () => {
    const answer = await call(admin, 'PUT', '/pdf-templates/receiptNote', {
      ...template({ accentColour: 'red', logoPosition: 'top' as 'left', signatoriesShown: 5, footerText: 'x'.repeat(201) }),
      optionalFields: ['payments', 'coBrokers'],
    });
    expect(answer.statusCode).toBe(400);
    const errors = Object.fromEntries(
      answer.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(errors).toMatchObject({
      accentColour: COLOUR_RULE,
      logoPosition: LOGO_POSITION_RULE,
      signatoriesShown: SIGNATORIES_RULE,
      footerText: 'Must be at most 200 characters',
    });
    const unknownField = await call(admin, 'PUT', '/pdf-templates/receiptNote', template({ optionalFields: ['payments', 'coBrokers'] }));
    expect(unknownField.json().errors).toEqual([{ field: 'optionalFields', message: optionalFieldRule('receiptNote') }]);
    expect((await call(admin, 'GET', '/pdf-templates/receiptNote')).json().data.version).toBe(0);
  });

  it('prints the debit note in the saved colour and footer; a sent one prints again with the version it was sent with', async () => {
    const sent = await issueInvoice(server, admin, book);
    const before = await printed(`/invoice/debitNote/${sent.invoice_id}`);
    expect(before.drawing).not.toContain(RED);

    const first = await save({ accentColour: '#ff0000', footerText: 'Footer of version one', optionalFields: ['commission', 'printedOn'] });
    expect(first.version).toBeGreaterThanOrEqual(1);
    const saved = await printed(`/invoice/debitNote/${sent.invoice_id}`);
    expect(saved.drawing).toContain(RED);
    expect(saved.text).toContain('Footer of version one');
    expect(saved.text).not.toContain('Please pay into');

    expect((await call(admin, 'GET', `/invoice/send/debitNote/${sent.invoice_id}`)).statusCode).toBe(200);
    const second = await save({ footerText: 'Footer of version two', terms: 'Premium is due before cover starts.' });
    expect(second.version).toBe(first.version + 1);

    const again = await printed(`/invoice/debitNote/${sent.invoice_id}`);
    expect(again.text).toContain('Footer of version one');
    expect(again.text).not.toContain('Footer of version two');
    expect(again.drawing).toContain(RED);

    const fresh = await issueInvoice(server, admin, book);
    const now = await printed(`/invoice/debitNote/${fresh.invoice_id}`);
    expect(now.text).toContain('Footer of version two');
    expect(now.text).toContain('Premium is due before cover starts.');
    expect(now.text).toContain('Please pay into');
    expect(now.drawing).not.toContain(RED);
  });

  it('resets to the default as a new version', async () => {
    await save({ footerText: 'About to go' }, 'creditNote');
    const reset = await call(admin, 'POST', '/pdf-templates/creditNote/reset');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ version: 2, template: defaultPdfTemplate('creditNote') });
  });

  it('previews an unsaved template on the latest record of its kind, or a labelled sample', async () => {
    const latest = await issueInvoice(server, admin, book);
    const preview = await call(admin, 'POST', '/pdf-templates/debitInvoice/preview', {
      template: template({ headerText: 'Licensed by NAICOM', accentColour: '#ff0000', optionalFields: ['tin'] }),
    });
    const shown = pdfOf(preview);
    expect(preview.headers['x-preview-record']).toBe(latest.invoice_id);
    expect(decodeURIComponent(String(preview.headers['x-preview-reference']))).toBe(latest.invoice_no);
    expect(shown.text).toContain('Licensed by NAICOM');
    expect(shown.text).toContain(latest.invoice_no);
    expect(shown.drawing).toContain(RED);
    // Nothing was saved.
    expect((await call(admin, 'GET', '/pdf-templates/debitInvoice')).json().data.version).toBe(0);

    const report = await call(admin, 'POST', '/pdf-templates/report/preview', { template: template({ optionalFields: [] }) });
    expect(pdfOf(report).text).toContain('Sample report');
    const invalid = await call(admin, 'POST', '/pdf-templates/debitNote/preview', { template: template({ mutedColour: '#12' }) });
    expect(invalid.statusCode).toBe(400);
    const unknown = await call(admin, 'POST', '/pdf-templates/debitNote/preview', { template: template(), recordId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses every call to a user without Manage Mail Settings', async () => {
    const { token } = await plainUser(server, tenantId);
    for (const [method, url, payload] of [
      ['GET', '/pdf-templates', undefined],
      ['GET', '/pdf-templates/debitNote', undefined],
      ['PUT', '/pdf-templates/debitNote', template()],
      ['POST', '/pdf-templates/debitNote/reset', undefined],
      ['POST', '/pdf-templates/debitNote/preview', { template: template() }],
    ] as const) {
      expect((await call(token, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('keeps each brokerage’s templates and records to itself', async () => {
    await save({ footerText: 'Demo only' });
    const demoInvoice = await issueInvoice(server, admin, book);
    const other = await emptyBrokerageAdmin(server, `pdf-other-${kind}@brokers.test`, `pdf-other-${kind}`);
    expect((await call(other, 'GET', '/pdf-templates/debitNote')).json().data.version).toBe(0);
    const list = (await call(other, 'GET', '/pdf-templates')).json().data;
    expect(list.every((row: { version: number }) => row.version === 0)).toBe(true);
    // No record of its own: a sample, never the other brokerage's latest invoice.
    const preview = await call(other, 'POST', '/pdf-templates/debitNote/preview', { template: template() });
    expect(preview.headers['x-preview-record']).toBe('sample');
    expect(preview.headers).not.toHaveProperty('x-preview-reference');
    expect(pdfOf(preview).text).not.toContain(demoInvoice.invoice_no);
    const foreign = await call(other, 'POST', '/pdf-templates/debitNote/preview', {
      template: template(),
      recordId: demoInvoice.invoice_id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('prints the claim form, and the discharge voucher only once the offer is agreed', async () => {
    const { policy } = await activePolicy(server, admin, book);
    const made = await call(admin, 'POST', '/claims', {
      policyId: policy.policy_id,
      lossDate: policy.start_date,
      reportedDate: policy.start_date,
      lossPlace: 'Ikeja',
      cause: 'Accident',
      description: 'Dented door on the Allen roundabout',
      reportedBy: 'The client',
      estimatedLoss: '120000',
    });
    expect(made.statusCode, made.body).toBe(201);
    const claim = made.json().data as ClaimDetails;
    const form = await printed(`/claims/${claim.claim_id}/claimForm`);
    expect(form.text).toContain('CLAIM FORM');
    expect(form.text).toContain(claim.claim_number);
    expect(form.text).toContain('Dented door on the Allen roundabout');

    const early = await call(admin, 'GET', `/claims/${claim.claim_id}/dischargeVoucher`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DISCHARGE_VOUCHER_BEFORE_OFFER);

    // The path to an agreed offer is walked in claim-transitions.test.ts; here only the voucher's facts matter.
    await server.db
      .update(claims)
      .set({ status: 'offer_accepted', offerKobo: 10_000_000, excessKobo: 500_000 })
      .where(eq(claims.id, claim.claim_id));
    const voucher = await printed(`/claims/${claim.claim_id}/dischargeVoucher`);
    expect(voucher.text).toContain('DISCHARGE VOUCHER');
    expect(voucher.text).toContain('NGN 95,000.00');
    expect(voucher.text).toContain('Less excess');

    const stranger = await emptyBrokerageAdmin(server, `claim-other-${kind}@brokers.test`, `claim-other-${kind}`);
    expect((await call(stranger, 'GET', `/claims/${claim.claim_id}/claimForm`)).statusCode).toBe(404);
  });
});
