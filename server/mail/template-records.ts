import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { clientNameOf } from '../../domain/invoices';
import { CLAIM_MAIL_KINDS, type ClaimMailKind, type MailKind } from '../../domain/mail-templates';
import { daysInclusive } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { claimMailValues } from '../claims/letters';
import { readClaim } from '../claims/read';
import { claims, endorsements, invoices, policies, quotes, signingRequests } from '../db/schema';
import { endorsementValues } from '../endorsements/documents';
import { readEndorsementSummary } from '../endorsements/read';
import { notFound } from '../http/errors';
import { insurerAddressee, invoiceDocumentValues } from '../invoices/documents';
import { readInvoice } from '../invoices/read';
import { letterheadOf } from '../pdf/letterhead';
import { placementSlipValues } from '../policies/documents';
import { readPolicySummary } from '../policies/read';
import { clientNamed, renewalReminderValues } from '../policies/reminders';
import { renewalNoticeValues } from '../policies/renewals';
import { quoteSlipValues } from '../quotes/outcome';
import { readQuote } from '../quotes/read';
import { brokerageNameOf } from '../signing/requests';
import { signingSettingsOf } from '../signing/settings';
import { signingMailValues } from '../signing/signing-mail';
import type { Transaction } from '../db/client';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

// The records a template's preview is filled from (issue 20: "a preview filled from a real record"):
// for each kind of mail about a record, the brokerage's latest such record (or the one asked for),
// with its placeholders' values built by the very function its sending site builds them with.

/** A record's placeholders' values, and the record in words. */
export interface RecordValues {
  recordId: string;
  label: string;
  values: Readonly<Record<string, string>>;
}

interface RecordSource {
  /** What the record is, in the words of "the brokerage has no … yet". */
  noun: string;
  latest: (tx: Transaction, tenantId: string) => Promise<string | null>;
  /** The record's values; 404 when the brokerage has no such record. */
  fill: (tx: Transaction, tenantId: string, id: string) => Promise<RecordValues>;
}

interface Listed {
  id: AnyPgColumn;
  tenantId: AnyPgColumn;
  createdAt: AnyPgColumn;
}

/** The id of the brokerage's newest row of the table. */
const newest =
  (table: PgTable & Listed) =>
  async (tx: Transaction, tenantId: string): Promise<string | null> => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.tenantId, tenantId))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(1);
    return (row?.id as string | undefined) ?? null;
  };

const letterhead = (tx: Transaction, tenantId: string) => letterheadOf(tx, tenantId);

/** The debit note mailed to the client, as sendDocument mails it. */
const invoiceSource: RecordSource = {
  noun: 'invoice',
  latest: newest(invoices),
  fill: async (tx, tenantId, id) => {
    const invoice = await readInvoice(tx, tenantId, id);
    const client = clientNameOf(invoice);
    const insurer = await insurerAddressee(tx, tenantId, invoice.insurance_provider_id, invoice.InsuranceProduct.InsuranceProvider.name);
    return {
      recordId: invoice.invoice_id,
      label: `Invoice ${invoice.invoice_no}: ${client}`,
      values: invoiceDocumentValues('debitNote', invoice, client, insurer.name, await letterhead(tx, tenantId)),
    };
  },
};

const quoteSource: RecordSource = {
  noun: 'quote',
  latest: newest(quotes),
  fill: async (tx, tenantId, id) => {
    const quote = await readQuote(tx, tenantId, id);
    return {
      recordId: quote.quote_id,
      label: `Quote ${quote.quote_number}: ${quote.client_name}`,
      values: quoteSlipValues(quote, quote.client_name, await letterhead(tx, tenantId)),
    };
  },
};

const policySource = (values: 'placement_slip' | 'renewal_notice'): RecordSource => ({
  noun: 'policy',
  latest: newest(policies),
  fill: async (tx, tenantId, id) => {
    const policy = await readPolicySummary(tx, tenantId, id);
    const signer = await letterhead(tx, tenantId);
    return {
      recordId: policy.policy_id,
      label: `Policy ${policy.policy_number}: ${policy.client_name}`,
      values: values === 'placement_slip' ? placementSlipValues(policy, signer) : renewalNoticeValues(policy, policy.client_name, signer),
    };
  },
});

/** The reminder the renewal job sends, with the days left counted as the job counts them. */
const reminderSource: RecordSource = {
  noun: 'policy',
  latest: newest(policies),
  fill: async (tx, tenantId, id) => {
    const [policy] = isUuid(id)
      ? await tx
          .select()
          .from(policies)
          .where(and(eq(policies.tenantId, tenantId), eq(policies.id, id)))
      : [];
    if (!policy) throw notFound('Policy');
    const client = await clientNamed(tx, policy);
    const daysLeft = daysInclusive(todayInLagos(), policy.endDate) - 1;
    return {
      recordId: policy.id,
      label: `Policy ${policy.policyNo}: ${client}`,
      values: renewalReminderValues(policy, client, daysLeft, await letterhead(tx, tenantId)),
    };
  },
};

const endorsementSource: RecordSource = {
  noun: 'endorsement',
  latest: newest(endorsements),
  fill: async (tx, tenantId, id) => {
    const endorsement = await readEndorsementSummary(tx, tenantId, id);
    return {
      recordId: endorsement.endorsement_id,
      label: `Endorsement ${endorsement.endorsement_number}: ${endorsement.client_name}`,
      values: endorsementValues(endorsement, endorsement.client_name, await letterhead(tx, tenantId)),
    };
  },
};

const claimSource = (kind: ClaimMailKind): RecordSource => ({
  noun: 'claim',
  latest: newest(claims),
  fill: async (tx, tenantId, id) => {
    const claim = await readClaim(tx, tenantId, id);
    return {
      recordId: claim.claim_id,
      label: `Claim ${claim.claim_number}: ${claim.client_name}`,
      values: claimMailValues(kind, claim, await letterhead(tx, tenantId)),
    };
  },
});

/** The signer's link is made when the mail leaves and lives only in it: the preview says so in its place. */
const LINK_MADE_ON_SENDING = '(the signer’s single-use link, made when the mail is sent)';

const signingSource: RecordSource = {
  noun: 'signing request',
  latest: newest(signingRequests),
  fill: async (tx, tenantId, id) => {
    const [row] = isUuid(id)
      ? await tx
          .select()
          .from(signingRequests)
          .where(and(eq(signingRequests.tenantId, tenantId), eq(signingRequests.id, id)))
      : [];
    if (!row) throw notFound('Signing request');
    const settings = await signingSettingsOf(tx, tenantId);
    return {
      recordId: row.id,
      label: `Signing request: ${row.documentTitle} for ${row.signerName}`,
      values: signingMailValues({
        brokerageName: await brokerageNameOf(tx, tenantId),
        signerName: row.signerName,
        documentTitle: row.documentTitle,
        mailText: settings.mail_text,
        url: LINK_MADE_ON_SENDING,
        expiresAt: row.expiresAt,
      }),
    };
  },
};

/** Where each kind of mail about a record takes its values; the kinds left out are about no record. */
export const RECORD_SOURCES: Partial<Record<MailKind, RecordSource>> = {
  invoice_document: invoiceSource,
  quote_slip: quoteSource,
  placement_slip: policySource('placement_slip'),
  renewal_notice: policySource('renewal_notice'),
  renewal_reminder: reminderSource,
  endorsement_notice: endorsementSource,
  ...Object.fromEntries(CLAIM_MAIL_KINDS.map((kind) => [kind, claimSource(kind)])),
  signing_request: signingSource,
  signing_reminder: signingSource,
};

export type RecordOutcome = { kind: 'record'; record: RecordValues } | { kind: 'none'; noun: string } | { kind: 'unrelated' };

/**
 * The record a preview of `kind` is filled from: the one asked for (404 when the brokerage has no
 * such record), else its latest; `none` when it has none yet, `unrelated` when the kind is about no record.
 */
export async function previewRecord(tx: Transaction, tenantId: string, kind: MailKind, recordId: string | null): Promise<RecordOutcome> {
  const source = RECORD_SOURCES[kind];
  if (!source) return { kind: 'unrelated' };
  const id = recordId ?? (await source.latest(tx, tenantId));
  if (id === null) return { kind: 'none', noun: source.noun };
  return { kind: 'record', record: await source.fill(tx, tenantId, id) };
}
