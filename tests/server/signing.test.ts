import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCHARGE_VOUCHER_BEFORE_OFFER } from '../../domain/claims/claim-documents';
import { DEFAULT_SIGNATURE_SETTINGS, REMINDER_WITHIN_LIFETIME, SIGNING_LIVE_EVENT } from '../../domain/signing';
import { todayInLagos } from '../../domain/today';
import { claims, quoteRequestDocuments, signingRequests } from '../../server/db/schema';
import { INVALID_SIGNING_LINK } from '../../server/signing/public';
import { runSigningReminders } from '../../server/signing/reminders';
import { sha256 } from '../../server/signing/requests';
import { NOT_A_PDF } from '../../server/signing/subjects';
import { caller } from './support/access';
import { bearer, demoTenantId, freshEmail, outboxTo } from './support/accounts';
import { multipartFile, multipartForm, pdfBytes } from './support/multipart';
import { activePolicy } from './support/policies';
import { placingBook, quotePayload, type QuoteBook } from './support/quotes';
import { atOnce } from './support/race';
import { pdfText } from './support/statement-books';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { ClaimDetails } from '../../domain/claims';

/** A one-page PDF that pdf-lib writes, as a client's proposal form would be. */
async function proposalPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Proposal form: motor insurance', { x: 50, y: 780 });
  return Buffer.from(await pdf.save());
}

// A 1×1 transparent PNG, as the signing pad sends a drawing.
const DRAWN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The demo brokerage's name, which its signing mails sign with (server/seed/demo-brokerage.ts). */
const BROKERAGE = 'Demo Insurance Brokers Ltd';

describe.each(databaseKinds())('electronic signatures on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let agent: string;
  let tenantId: string;
  let book: QuoteBook;
  let documentId: string;
  const live: [string, string, unknown][] = [];
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    server.ctx.live = {
      toUser: () => {},
      endSession: () => {},
      toTenant: (tenant, event, payload) => void live.push([tenant, event, payload]),
    };
    call = caller(server);
    [admin, broker, agent] = (await Promise.all(
      ['admin@demo.ng', 'broker@demo.ng', 'agent@demo.ng'].map((email) => signInAs(server, email)),
    )) as [string, string, string];
    tenantId = await demoTenantId(server);
    book = await placingBook(server, tenantId);
    const form = multipartForm(
      { clientType: 'INDIVIDUAL', clientId: book.individualClientId, quoteType: 'motor', subjectMatter: 'Toyota Hilux 2022' },
      { name: 'proposal form.pdf', bytes: await proposalPdf() },
    );
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/quote/request',
      headers: { ...bearer(broker), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().data.quote_request_id as string;
    const [document] = await server.db.select().from(quoteRequestDocuments).where(eq(quoteRequestDocuments.requestId, requestId));
    documentId = document!.id;
  });
  afterAll(() => server?.close());

  const send = (token: string, signerEmail: string, overrides: Record<string, unknown> = {}) =>
    call(token, 'POST', '/signing-requests', {
      subjectKind: 'proposal_form',
      subjectId: documentId,
      signerName: 'Adaeze Okafor',
      signerEmail,
      ...overrides,
    });

  /** The key of the newest signing link mailed to the address. */
  async function mailedKey(email: string): Promise<string> {
    const mail = (await outboxTo(server, email)).at(-1)!;
    const match = new RegExp(`${server.config.publicUrl}/sign/([A-Za-z0-9_%-]+)`).exec(mail.textBody);
    return decodeURIComponent(match![1]!);
  }

  const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, remoteAddress: '102.89.33.7', ...(payload ? { payload } : {}) });

  it('keeps the defaults until an admin saves settings, and checks them', async () => {
    expect((await call(admin, 'GET', '/signature-settings')).json().data).toEqual(DEFAULT_SIGNATURE_SETTINGS);
    const wrong = await call(admin, 'PUT', '/signature-settings', {
      senderPermission: 'Send Documents',
      linkLifetimeHours: 24,
      reminderIntervalHours: 24,
      mailText: 'Sign',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'reminderIntervalHours', message: REMINDER_WITHIN_LIFETIME }]);
    expect((await call(agent, 'GET', '/signature-settings')).statusCode).toBe(403);
  });

  it('mails the signer a single-use link; the client opens, reviews and signs; the broker hears each step', async () => {
    const email = freshEmail('signer');
    const sent = await send(broker, email);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json().data;
    expect(request).toMatchObject({
      status: 'sent',
      subject_kind: 'proposal_form',
      subject_id: documentId,
      signer_email: email,
      signed_sha256: null,
    });
    expect(request.document_title).toMatch(/^Proposal form proposal form\.pdf \(QR\//);
    const mail = (await outboxTo(server, email)).at(-1)!;
    expect(mail.subject).toBe(`${BROKERAGE} asks you to sign: ${request.document_title}`);
    expect(mail.textBody).toContain(DEFAULT_SIGNATURE_SETTINGS.mail_text);
    const key = await mailedKey(email);
    const stored = await server.db.select().from(signingRequests).where(eq(signingRequests.id, request.id));
    expect(stored[0]!.keyHash).toBe(sha256(key));

    const opened = await publicCall('GET', `/signing/${key}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ status: 'opened', signer_name: 'Adaeze Okafor', document_title: request.document_title });
    const original = await publicCall('GET', `/signing/${key}/document`);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(sha256(original.rawPayload)).toBe(request.original_sha256);

    const signed = await publicCall('POST', `/signing/${key}/sign`, { method: 'drawn', image: DRAWN, consent: true });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.status).toBe('signed');
    const read = (await call(broker, 'GET', `/signing-requests/${request.id}`)).json().data;
    expect(read).toMatchObject({ status: 'signed', signer_ip: '102.89.33.7', signed_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(
      live
        .filter(([, , payload]) => (payload as { id: string }).id === request.id)
        .map(([tenant, event, payload]) => [tenant, event, (payload as { status: string }).status]),
    ).toEqual([
      [tenantId, SIGNING_LIVE_EVENT, 'sent'],
      [tenantId, SIGNING_LIVE_EVENT, 'opened'],
      [tenantId, SIGNING_LIVE_EVENT, 'signed'],
    ]);

    // The signed copy: one page more (the audit trail), and its hash is the one kept.
    const copy = await publicCall('GET', `/signing/${key}/signed-document`);
    expect(sha256(copy.rawPayload)).toBe(read.signed_sha256);
    const pdf = await PDFDocument.load(copy.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    // The signer's page shows that hash, and the audit trail names the page that checks a copy.
    expect(signed.json().data.signed_sha256).toBe(read.signed_sha256);
    expect(pdfText(copy.rawPayload)).toContain(`${server.ctx.config.publicUrl}/verify-signature`);
    // The broker's copy, through the session: the same bytes.
    const brokersCopy = await server.app.inject({
      method: 'GET',
      url: `/api/v1/signing-requests/${request.id}/signed-document`,
      headers: bearer(broker),
    });
    expect(brokersCopy.headers['content-type']).toBe('application/pdf');
    expect(sha256(brokersCopy.rawPayload)).toBe(read.signed_sha256);

    // Anyone may check a copy: this one verifies, the same with one byte changed does not.
    // Under the name the signed copy downloads with: longer than an upload's 60 characters, brackets and all.
    const downloadedAs = /filename="([^"]+)"/.exec(String(copy.headers['content-disposition']))![1]!;
    expect(downloadedAs.length).toBeGreaterThan(60);
    const verify = (bytes: Buffer, name = downloadedAs) => {
      const form = multipartFile(name, bytes);
      return server.app.inject({ method: 'POST', url: '/api/v1/signatures/verify', headers: form.headers, payload: form.payload });
    };
    const verified = await verify(copy.rawPayload);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      verified: true,
      signer_name: 'Adaeze Okafor',
      document_title: request.document_title,
      signed_at: read.signed_at,
    });
    const changed = Buffer.from(copy.rawPayload);
    changed.writeUInt8(changed.readUInt8(changed.length - 20) ^ 1, changed.length - 20);
    expect((await verify(changed)).json().data).toMatchObject({ verified: false, signer_name: null });
    // Only a PDF is compared, whatever its name says.
    const notPdf = await verify(Buffer.from('GIF89a not a document'), 'copy.pdf');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().errors).toEqual([{ field: 'file', message: 'Choose a PDF file' }]);

    // The link has been used: it signs no more.
    const again = await publicCall('POST', `/signing/${key}/sign`, { method: 'typed', typedName: 'Adaeze Okafor', consent: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KEY_USED');
    expect((await call(broker, 'POST', `/signing-requests/${request.id}/cancel`)).statusCode).toBe(409);
  });

  it('tells screens which permission sends, and keeps the signed copy until there is one', async () => {
    expect((await call(broker, 'GET', '/signature-settings/sender')).json().data).toEqual({
      sender_permission: DEFAULT_SIGNATURE_SETTINGS.sender_permission,
    });
    // The agent holds 'Create Quote', not 'Send Documents': told which permission sends, the screen offers no Send.
    expect((await call(agent, 'GET', '/signature-settings/sender')).json().data.sender_permission).toBe('Send Documents');
    const request = (await send(broker, freshEmail('unsigned'))).json().data;
    const early = await call(broker, 'GET', `/signing-requests/${request.id}/signed-document`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This document has not been signed yet.');
  });

  it('signs once when two signings of one request arrive together', async () => {
    const email = freshEmail('race');
    await send(broker, email);
    const key = await mailedKey(email);
    const answers = await atOnce(server, 'signing_requests', [
      () => publicCall('POST', `/signing/${key}/sign`, { method: 'typed', typedName: 'Adaeze Okafor', consent: true }),
      () => publicCall('POST', `/signing/${key}/sign`, { method: 'typed', typedName: 'Adaeze Okafor', consent: true }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an unknown key, a cancelled request and an expired one', async () => {
    expect((await publicCall('GET', '/signing/not-a-key')).json()).toMatchObject({ code: 'INVALID_KEY', message: INVALID_SIGNING_LINK });
    const email = freshEmail('cancel');
    const request = (await send(broker, email)).json().data;
    const key = await mailedKey(email);
    const cancelled = await call(broker, 'POST', `/signing-requests/${request.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await publicCall('GET', `/signing/${key}`)).statusCode).toBe(409);

    const late = freshEmail('late');
    const old = (await send(broker, late)).json().data;
    const lateKey = await mailedKey(late);
    await server.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.id, old.id));
    const expired = await publicCall('POST', `/signing/${lateKey}/sign`, { method: 'typed', typedName: 'Adaeze Okafor', consent: true });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('KEY_EXPIRED');
    expect((await call(broker, 'GET', `/signing-requests/${old.id}`)).json().data.status).toBe('expired');
  });

  it('resends with a new link, the old one no longer working', async () => {
    const email = freshEmail('resend');
    const request = (await send(broker, email)).json().data;
    const first = await mailedKey(email);
    expect((await call(broker, 'POST', `/signing-requests/${request.id}/resend`)).statusCode).toBe(200);
    const second = await mailedKey(email);
    expect(second).not.toBe(first);
    expect((await publicCall('GET', `/signing/${first}`)).statusCode).toBe(404);
    expect((await publicCall('GET', `/signing/${second}`)).statusCode).toBe(200);
  });

  it('reminds at the settings’ interval and expires by the hourly job, on a moved clock', async () => {
    await call(admin, 'PUT', '/signature-settings', {
      senderPermission: 'Send Documents',
      linkLifetimeHours: 72,
      reminderIntervalHours: 24,
      mailText: 'Kindly sign.',
    });
    const email = freshEmail('remind');
    const request = (await send(broker, email)).json().data;
    const at = (hours: number) => new Date(Date.parse(request.sent_at) + hours * 3_600_000);
    expect((await runSigningReminders(server.ctx, at(2))).reminded).toBe(0);
    await runSigningReminders(server.ctx, at(25));
    const mails = await outboxTo(server, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${BROKERAGE} asks you to sign: ${request.document_title}`,
      `Reminder: please sign ${request.document_title} for ${BROKERAGE}`,
    ]);
    expect(mails[1]!.textBody).toContain('Kindly sign.');
    await runSigningReminders(server.ctx, at(73));
    const [row] = await server.db.select().from(signingRequests).where(eq(signingRequests.id, request.id));
    expect(row!.status).toBe('expired');
    expect(live.at(-1)).toEqual([tenantId, SIGNING_LIVE_EVENT, expect.objectContaining({ id: request.id, status: 'expired' })]);
  });

  it('lets only the permission the settings choose send, and lists a document’s requests', async () => {
    const refused = await send(agent, freshEmail('agent'));
    expect(refused.statusCode).toBe(403);
    await call(admin, 'PUT', '/signature-settings', {
      senderPermission: 'Create Quote',
      linkLifetimeHours: 72,
      reminderIntervalHours: 0,
      mailText: 'Kindly sign.',
    });
    expect((await send(agent, freshEmail('agent'))).statusCode).toBe(201);
    const listed = (await call(broker, 'GET', `/signing-requests?subjectKind=proposal_form&subjectId=${documentId}`)).json().data as {
      subject_id: string;
    }[];
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.every((row) => row.subject_id === documentId)).toBe(true);
    await call(admin, 'PUT', '/signature-settings', {
      senderPermission: 'Send Documents',
      linkLifetimeHours: 168,
      reminderIntervalHours: 48,
      mailText: 'Kindly sign.',
    });
  });

  it('sends a claim’s discharge voucher once the offer is agreed, and not before', async () => {
    const { policy } = await activePolicy(server, admin, book);
    const made = await call(admin, 'POST', '/claims', {
      policyId: policy.policy_id,
      lossDate: policy.start_date,
      reportedDate: policy.start_date,
      lossPlace: 'Lekki',
      cause: 'Accident',
      description: 'Rear bumper crushed at a toll gate',
      reportedBy: 'The client',
      estimatedLoss: '150000',
    });
    expect(made.statusCode, made.body).toBe(201);
    const claimId = (made.json().data as ClaimDetails).claim_id;
    const voucher = { subjectKind: 'discharge_voucher', subjectId: claimId };
    const early = await send(admin, freshEmail('voucher'), voucher);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DISCHARGE_VOUCHER_BEFORE_OFFER);
    // The path to an agreed offer is walked in claim-transitions.test.ts; here only the voucher's facts matter.
    await server.db
      .update(claims)
      .set({ status: 'offer_accepted', offerKobo: 12_000_000, excessKobo: 1_000_000 })
      .where(eq(claims.id, claimId));
    const email = freshEmail('voucher');
    const sent = await send(admin, email, voucher);
    expect(sent.statusCode, sent.body).toBe(201);
    const document = await publicCall('GET', `/signing/${encodeURIComponent(await mailedKey(email))}/document`);
    expect(document.headers['content-type']).toContain('application/pdf');
    expect(pdfText(document.rawPayload)).toContain('DISCHARGE VOUCHER');
    expect(pdfText(document.rawPayload)).toContain('NGN 110,000.00');
  });

  it('refuses what cannot be signed: a file that is not a PDF, an unknown document', async () => {
    expect((await send(broker, freshEmail('x'), { subjectId: '5b0e0f55-1c0e-4d1e-9a43-3c1f1f0c8a11' })).statusCode).toBe(404);
    const form = multipartForm(
      { clientType: 'INDIVIDUAL', clientId: book.individualClientId, quoteType: 'motor', subjectMatter: 'Truck' },
      { name: 'broken.pdf', bytes: pdfBytes(1024) },
    );
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/v1/quote/request',
      headers: { ...bearer(broker), ...form.headers },
      payload: form.payload,
    });
    const [broken] = await server.db
      .select()
      .from(quoteRequestDocuments)
      .where(eq(quoteRequestDocuments.requestId, created.json().data.quote_request_id));
    expect((await send(broker, freshEmail('x'), { subjectId: broken!.id })).json().errors).toEqual([
      { field: 'subjectId', message: NOT_A_PDF },
    ]);
  });

  it('sends an approved quote’s slip for acceptance', async () => {
    const drafted = (await call(broker, 'POST', '/quotes/motor', quotePayload(book, today))).json().data;
    const draft = await send(broker, freshEmail('quote'), { subjectKind: 'quote_acceptance', subjectId: drafted.quote_id });
    expect(draft.statusCode).toBe(409);
    await call(broker, 'PUT', `/quote/${drafted.quote_id}/save`);
    await call(admin, 'PATCH', `/quote/${drafted.quote_id}/approve`, { decision: 'approve' });
    const email = freshEmail('quote');
    const sent = await send(broker, email, { subjectKind: 'quote_acceptance', subjectId: drafted.quote_id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.document_title).toBe(`Acceptance of quotation ${drafted.quote_number}`);
    const document = await publicCall('GET', `/signing/${await mailedKey(email)}/document`);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps each brokerage’s requests to itself', async () => {
    const otherAdmin = await emptyBrokerageAdmin(server, freshEmail('other'), 'other-signing.test');
    expect((await call(otherAdmin, 'GET', '/signing-requests')).json().data).toEqual([]);
    const ours = (await call(broker, 'GET', '/signing-requests')).json().data as { id: string }[];
    expect((await call(otherAdmin, 'GET', `/signing-requests/${ours[0]!.id}`)).statusCode).toBe(404);
    expect((await call(otherAdmin, 'POST', `/signing-requests/${ours[0]!.id}/cancel`)).statusCode).toBe(404);
    // Their proposal form is not ours to send.
    expect((await send(otherAdmin, freshEmail('x'))).statusCode).toBe(404);
  });
});
