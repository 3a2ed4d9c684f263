import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { journalEntries, journalLines, ledgerAccounts } from '../../../server/db/schema';
import { issueInvoice, payInvoice, type InvoiceBook } from './invoices';
import { callApi, policyPayload } from './policies';
import type { PolicyDetails } from '../../../domain/policies';
import type { TestServer } from './test-server';

// Arranging the business returns' book: policies written by a given user through the real API and
// put on cover, and the ledger read behind the app's back to prove the returns' totals.

async function ok(answer: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>, what: string, status = 200) {
  const response = await answer;
  if (response.statusCode !== status) throw new Error(`${what} failed (${response.statusCode}): ${response.body}`);
  return response.json().data as PolicyDetails;
}

/** Placed, confirmed and numbered by `writer`, once its invoice is paid by `payer`. */
async function putOnCover(server: TestServer, writer: string, payer: string, policy: PolicyDetails, invoiceId: string) {
  await payInvoice(server, payer, invoiceId);
  await ok(callApi(server, writer, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip`), 'Placing');
  await ok(callApi(server, writer, 'GET', `/policy/${policy.policy_id}/sendPlacementSlip?confirmed=true`), 'Confirming');
  const numbered = { insurerPolicyNumber: `LW/${policy.policy_id.slice(0, 8)}`, status: 'active' };
  return ok(callApi(server, writer, 'PATCH', `/policies/${policy.policy_id}`, numbered), 'Activating');
}

/**
 * A policy `writer` proposes on an invoice they raise (`invoice` overrides its body: issueDate,
 * premiumAmount, productId, client…) and `payer` pays; then on cover.
 */
export async function writtenPolicy(
  server: TestServer,
  tokens: { writer: string; payer: string },
  book: InvoiceBook,
  invoice: Record<string, unknown>,
  policy: Record<string, unknown> = {},
) {
  const billed = await issueInvoice(server, tokens.writer, book, invoice);
  const terms = {
    ...pick(invoice, ['startDate', 'endDate', 'clientType', 'clientId', 'productId']),
    ...policy,
    invoiceId: billed.invoice_id,
  };
  const proposed = await ok(callApi(server, tokens.writer, 'POST', '/policies', policyPayload(book, terms)), 'Proposing', 201);
  return { policy: await putOnCover(server, tokens.writer, tokens.payer, proposed, billed.invoice_id), invoice: billed };
}

/** The renewal of `old` that `writer` proposes and bills (a RENEWAL invoice issued today), on cover. */
export async function renewedPolicy(
  server: TestServer,
  tokens: { writer: string; payer: string },
  book: InvoiceBook,
  old: PolicyDetails,
  terms: Record<string, unknown>,
) {
  const body = policyPayload(book, {
    clientType: old.client_type,
    clientId: old.client_id,
    productId: old.product_id,
    renewalOf: old.policy_id,
    ...terms,
  });
  const proposed = await ok(callApi(server, tokens.writer, 'POST', '/policies', body), 'Proposing the renewal', 201);
  const billed = await ok(callApi(server, tokens.writer, 'POST', `/policies/${proposed.policy_id}/invoice`), 'Billing the renewal');
  return putOnCover(server, tokens.writer, tokens.payer, proposed, billed.invoice_id!);
}

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(from).filter(([key]) => keys.includes(key)));

/**
 * Net movement in kobo (debit − credit) of the brokerage's posted lines dated from `from` to `to`,
 * in entries of the given sources, on client receivable accounts or on one system account.
 */
export async function ledgerMovement(
  server: TestServer,
  tenantId: string,
  options: {
    from: string;
    to: string;
    sources: string[];
    on: 'client accounts' | { systemKey: string } | { accountIds: string[] };
    /** Only the entries of these records (an invoice's id, …). */
    sourceIds?: string[];
  },
): Promise<number> {
  const { on } = options;
  const accountFilter =
    on === 'client accounts'
      ? isNotNull(ledgerAccounts.clientId)
      : 'systemKey' in on
        ? eq(ledgerAccounts.systemKey, on.systemKey)
        : inArray(ledgerAccounts.id, on.accountIds);
  const [row] = await server.db
    .select({ net: sql<string>`coalesce(sum(${journalLines.debitKobo} - ${journalLines.creditKobo}), 0)::text` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(
      and(
        eq(journalLines.tenantId, tenantId),
        between(journalLines.entryDate, options.from, options.to),
        inArray(journalEntries.source, options.sources as never[]),
        accountFilter,
        options.sourceIds ? inArray(journalEntries.sourceId, options.sourceIds) : undefined,
      ),
    );
  return Number(row!.net);
}
