import { inflateSync } from 'node:zlib';
import { nairaToKobo } from '../../../domain/money';
import { accountingPeriods, ledgerAccounts } from '../../../server/db/schema';
import { postEntry, proposeEntry, type PostingLine } from '../../../server/ledger';
import { accountByCode } from '../ledger/support';
import type { TestServer } from './test-server';

/** One posting: the day, what it was, and [account code, debit naira, credit naira] lines. */
export type Posting = [date: string, description: string, lines: [code: string, debit: string | null, credit: string | null][]];

/** Adds a sub-account under a main account of the chart, as the chart screen would. */
export async function addSubAccount(server: TestServer, tenantId: string, parentCode: string, code: string, name: string) {
  const parent = await accountByCode(server, tenantId, parentCode);
  await server.db.insert(ledgerAccounts).values({ tenantId, code, name, accountType: parent.accountType, parentId: parent.id });
}

export async function addMainAccount(
  server: TestServer,
  tenantId: string,
  code: string,
  name: string,
  type: typeof ledgerAccounts.$inferInsert.accountType,
) {
  await server.db.insert(ledgerAccounts).values({ tenantId, code, name, accountType: type });
}

/** An open accounting period, so entries can be dated in it. */
export async function openPeriod(server: TestServer, tenantId: string, name: string, start: string, end: string) {
  await server.db.insert(accountingPeriods).values({ tenantId, name, periodStart: start, periodEnd: end });
}

async function linesOf(server: TestServer, tenantId: string, lines: Posting[2]): Promise<PostingLine[]> {
  return Promise.all(
    lines.map(async ([code, debit, credit]) => ({
      accountId: (await accountByCode(server, tenantId, code)).id,
      ...(debit ? { debit: nairaToKobo(debit) } : {}),
      ...(credit ? { credit: nairaToKobo(credit) } : {}),
    })),
  );
}

/** Posts each entry through the ledger service, approved at once, as the product's own events do. */
export async function post(server: TestServer, tenantId: string, postings: Posting[]) {
  for (const [date, description, lines] of postings) {
    const posting = await linesOf(server, tenantId, lines);
    await server.ctx.database.asTenant(tenantId, (tx) =>
      postEntry(tx, tenantId, { date, description, source: 'manual', lines: posting, by: null }),
    );
  }
}

/** A manual entry that still waits for approval: it must reach no statement. */
export async function propose(server: TestServer, tenantId: string, [date, description, lines]: Posting) {
  const posting = await linesOf(server, tenantId, lines);
  await server.ctx.database.asTenant(tenantId, (tx) =>
    proposeEntry(tx, tenantId, { date, description, source: 'manual', lines: posting, by: null }),
  );
}

/**
 * The PDF's content streams, inflated: its drawing operators (colours as `r g b rg`) and its text.
 * Each stream is read by its /Length, not up to "endstream": compressed bytes may end in a carriage return.
 */
export function pdfStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    return pdf.subarray(start, start + Number(match[1]));
  });
  return streams.map((data) => {
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return '';
    }
  });
}

/** The text a PDF shows: the strings of its content streams, in order. */
export function pdfText(pdf: Buffer): string {
  return pdfStreams(pdf)
    .flatMap((content) => [...content.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')))
    .join('');
}
