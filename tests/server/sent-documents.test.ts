import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { defaultPdfTemplate, type PdfDocumentKind, type PdfTemplateBody } from '../../domain/pdf-templates';
import { todayInLagos } from '../../domain/today';
import { claims, individualClients } from '../../server/db/schema';
import { caller } from './support/access';
import { demoTenantId, freshEmail, outboxTo } from './support/accounts';
import { claimPayload } from './support/claims';
import { activePolicy } from './support/policies';
import { placingBook, quotePayload, type QuoteBook } from './support/quotes';
import { pdfStreams, pdfText } from './support/statement-books';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { ClaimDetails } from '../../domain/claims';
import type { EndorsementDetails } from '../../domain/policies';
import type { LightMyRequestResponse } from 'fastify';

// Documents already sent stay as they were (issue 20): a document mailed, or handed to a signer,
// prints again in the template version it went with; one not yet sent prints in today's template.

const RED = '1 0 0 scn';

interface Look {
  text: string;
  drawing: string;
}

const lookOf = (bytes: Buffer): Look => ({ text: pdfText(bytes), drawing: pdfStreams(bytes).join('\n') });

describe.each(databaseKinds())('documents already sent keep their template on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let book: QuoteBook;
  let clientEmail: string;
  /** Every PDF the server mailed, in order. */
  const mailedPdfs: { to: string; bytes: Buffer }[] = [];
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker] = (await Promise.all(['admin@demo.ng', 'broker@demo.ng'].map((email) => signInAs(server, email)))) as [string, string];
    book = await placingBook(server, await demoTenantId(server));
    const [client] = await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId));
    clientEmail = client!.email!;
    const { mailer } = server.ctx;
    const send = mailer.send.bind(mailer);
    mailer.send = async (mail) => {
      for (const file of mail.attachments ?? []) mailedPdfs.push({ to: mail.to, bytes: file.content });
      return send(mail);
    };
  });
  afterAll(() => server?.close());

  const save = async (documentKind: PdfDocumentKind, overrides: Partial<PdfTemplateBody>, token = admin) => {
    const answer = await call(token, 'PUT', `/pdf-templates/${documentKind}`, { ...defaultPdfTemplate(documentKind), ...overrides });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.version as number;
  };
  const printed = async (url: string, token = admin): Promise<Look> => {
    const answer: LightMyRequestResponse = await call(token, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return lookOf(answer.rawPayload);
  };
  const lastMailedTo = (to: string) => lookOf(mailedPdfs.filter((mail) => mail.to.split(', ').includes(to)).at(-1)!.bytes);

  /** A quote drafted by the broker and approved by the admin. */
  async function approvedQuote() {
    const drafted = await call(broker, 'POST', '/quotes/motor', quotePayload(book, today));
    expect(drafted.statusCode, drafted.body).toBe(201);
    const id = drafted.json().data.quote_id as string;
    await call(broker, 'PUT', `/quote/${id}/save`);
    expect((await call(admin, 'PATCH', `/quote/${id}/approve`, { decision: 'approve' })).statusCode).toBe(200);
    return id;
  }

  /** Sends the record for signature; answers the PDF the signer is shown. */
  async function signerReceives(subjectKind: string, subjectId: string): Promise<Look> {
    const signerEmail = freshEmail('signer');
    const sent = await call(admin, 'POST', '/signing-requests', { subjectKind, subjectId, signerName: 'Adaeze Okafor', signerEmail });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await outboxTo(server, signerEmail)).at(-1)!;
    const key = decodeURIComponent(new RegExp(`${server.config.publicUrl}/sign/([A-Za-z0-9_%-]+)`).exec(mail.textBody)![1]!);
    const document = await server.app.inject({ method: 'GET', url: `/api/v1/signing/${encodeURIComponent(key)}/document` });
    expect(document.statusCode, document.body).toBe(200);
    return lookOf(document.rawPayload);
  }

  async function pendingEndorsement(description: string, notify: boolean) {
    const { policy } = await activePolicy(server, admin, book);
    const answer = await call(admin, 'POST', `/policies/endorsement${notify ? '?notify=true' : ''}`, {
      policyId: policy.policy_id,
      effectiveDate: addDays(policy.start_date, 30),
      kind: 'sum insured',
      sumInsured: '5500000',
      description,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data as EndorsementDetails;
  }

  it('mails a quote slip again, and hands it to a signer, in the template it was first mailed with', async () => {
    await save('quoteSlip', { accentColour: '#ff0000', footerText: 'Quote slip look one' });
    const quoteId = await approvedQuote();
    expect((await call(broker, 'GET', `/quote/${quoteId}/notify`)).statusCode).toBe(200);
    const first = lastMailedTo(clientEmail);
    expect(first.text).toContain('Quote slip look one');
    expect(first.drawing).toContain(RED);

    await save('quoteSlip', { footerText: 'Quote slip look two' });
    expect((await call(broker, 'GET', `/quote/${quoteId}/notify`)).statusCode).toBe(200);
    const again = lastMailedTo(clientEmail);
    expect(again.text).toContain('Quote slip look one');
    expect(again.text).not.toContain('Quote slip look two');
    expect(again.drawing).toContain(RED);
    const signed = await signerReceives('quote_acceptance', quoteId);
    expect(signed.text).toContain('Quote slip look one');
    expect(signed.drawing).toContain(RED);

    // A quote not mailed yet goes in today's template, and keeps it once it has gone to a signer.
    const fresh = await approvedQuote();
    const now = await signerReceives('quote_acceptance', fresh);
    expect(now.text).toContain('Quote slip look two');
    expect(now.drawing).not.toContain(RED);
    await save('quoteSlip', { footerText: 'Quote slip look three' });
    expect((await call(broker, 'GET', `/quote/${fresh}/notify`)).statusCode).toBe(200);
    expect(lastMailedTo(clientEmail).text).toContain('Quote slip look two');
  });

  it('prints a mailed endorsement again as it was mailed, and one never mailed in today’s template', async () => {
    await save('endorsement', { accentColour: '#ff0000', footerText: 'Endorsement look one' });
    const mailed = await pendingEndorsement('Revalued after mailing', true);
    expect(mailed.client_notified_at).not.toBeNull();
    const url = (id: string) => `/policies/endorsement/${id}/endorsementDocument`;
    expect(lastMailedTo(clientEmail).text).toContain('Endorsement look one');

    await save('endorsement', { footerText: 'Endorsement look two', terms: 'Subject to the policy conditions.' });
    const again = await printed(url(mailed.endorsement_id));
    expect(again.text).toContain('Endorsement look one');
    expect(again.text).not.toContain('Endorsement look two');
    expect(again.text).not.toContain('Subject to the policy conditions.');
    expect(again.drawing).toContain(RED);
    // The id in another spelling is the same record.
    expect((await printed(url(mailed.endorsement_id.toUpperCase()))).text).toContain('Endorsement look one');

    const unsent = await pendingEndorsement('Revalued, not mailed', false);
    const now = await printed(url(unsent.endorsement_id));
    expect(now.text).toContain('Endorsement look two');
    expect(now.text).toContain('Subject to the policy conditions.');
    expect(now.drawing).not.toContain(RED);
  });

  it('prints a placement slip as the insurer received it; the schedule, never sent, follows the template', async () => {
    await save('placementSlip', { footerText: 'Placement look one' });
    await save('schedule', { footerText: 'Schedule look one' });
    const { policy } = await activePolicy(server, admin, book);
    expect(lastMailedTo('desk@leadway.test').text).toContain('Placement look one');

    await save('placementSlip', { footerText: 'Placement look two' });
    await save('schedule', { footerText: 'Schedule look two' });
    const slip = await printed(`/policy/${policy.policy_id}/placementSlip`);
    expect(slip.text).toContain('Placement look one');
    expect(slip.text).not.toContain('Placement look two');
    expect((await printed(`/policies/${policy.policy_id}/policyDocument`)).text).toContain('Schedule look two');
  });

  it('prints a discharge voucher sent for signature as the signer received it; the claim form follows the template', async () => {
    await save('dischargeVoucher', { accentColour: '#ff0000', footerText: 'Voucher look one' });
    const { policy } = await activePolicy(server, admin, book);
    const newClaim = async () => {
      const made = await call(admin, 'POST', '/claims', claimPayload(policy.policy_id));
      expect(made.statusCode, made.body).toBe(201);
      const claimId = (made.json().data as ClaimDetails).claim_id;
      // The path to an agreed offer is walked in claim-transitions.test.ts; here only the voucher matters.
      await server.db
        .update(claims)
        .set({ status: 'offer_accepted', offerKobo: 10_000_000, excessKobo: 500_000 })
        .where(eq(claims.id, claimId));
      return claimId;
    };
    const sent = await newClaim();
    expect((await signerReceives('discharge_voucher', sent)).text).toContain('Voucher look one');

    await save('dischargeVoucher', { footerText: 'Voucher look two' });
    await save('claimForm', { footerText: 'Claim form look two' });
    const again = await printed(`/claims/${sent}/dischargeVoucher`);
    expect(again.text).toContain('Voucher look one');
    expect(again.text).not.toContain('Voucher look two');
    expect(again.drawing).toContain(RED);
    expect((await printed(`/claims/${sent}/claimForm`)).text).toContain('Claim form look two');

    const unsent = await newClaim();
    const now = await printed(`/claims/${unsent}/dischargeVoucher`);
    expect(now.text).toContain('Voucher look two');
    expect(now.drawing).not.toContain(RED);
  });

  it('never prints a brokerage’s document in another brokerage’s template, even at the same version number', async () => {
    const ours = await save('endorsement', { footerText: 'Our endorsement look' });
    const mailed = await pendingEndorsement('Revalued for the wall', true);
    const other = await emptyBrokerageAdmin(server, `sent-other-${kind}@brokers.test`, `sent-other-${kind}`);
    for (let version = 1; version <= ours + 1; version += 1) await save('endorsement', { footerText: `Their look ${version}` }, other);

    const again = await printed(`/policies/endorsement/${mailed.endorsement_id}/endorsementDocument`);
    expect(again.text).toContain('Our endorsement look');
    expect(again.text).not.toContain('Their look');
    const unsent = await pendingEndorsement('Revalued beside the wall', false);
    expect((await printed(`/policies/endorsement/${unsent.endorsement_id}/endorsementDocument`)).text).not.toContain('Their look');
    expect((await call(other, 'GET', `/policies/endorsement/${mailed.endorsement_id}/endorsementDocument`)).statusCode).toBe(404);
  });
});
