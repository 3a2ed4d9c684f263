import { and, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { netPremiumKobo } from '../../domain/invoices/money';
import { ENDORSEMENT_REMITTANCE } from '../../domain/invoices/vocabulary';
import { formatNaira } from '../../domain/money';
import {
  CREDIT_NOTE_HOURS,
  daysInclusive,
  DEFAULT_RENEWAL_REMINDER_DAYS,
  remittanceReminderDue,
  renewalReminderDue,
  type RemittanceReminder,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { adminsOf, usersHolding } from '../access/permission-holders';
import { clientAddressee } from '../clients/addressee';
import { invoicePayments, invoices, policies, reminders, tenants } from '../db/schema';
import { unremittedKobo } from '../invoices/money-sql';
import { lastPaymentOf } from '../invoices/remittance-logs';
import { oncePerPeriod } from '../jobs/once';
import { composeMail, signatureValues } from '../mail/compose';
import { notifyUsers } from '../notifications/notify';
import { letterheadOf } from '../pdf/letterhead';
import { recordPolicyEvent } from './write';
import type { MailValues } from '../../domain/mail-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { OutgoingMail } from '../mail/mailer';

// The reminders that run by themselves, once a day across every brokerage and every process: renewal
// notices to clients and their policy's owner at the brokerage's days before expiry, the premium
// remittance clock (a warning at day 25, admins told at day 30), and credit notes past their 48 hours.
// Each reminder is claimed in the reminders table, so it goes once; mail and live pushes leave after
// the run has committed.

export const POLICY_RENEWAL_DUE = 'policy_renewal_due';
export const PREMIUM_REMITTANCE_DUE = 'premium_remittance_due';
export const CREDIT_NOTE_OVERDUE = 'credit_note_overdue';

interface Outbox {
  mails: OutgoingMail[];
  pushes: (() => void)[];
}

/** Claims the reminder; false when it went already (in this run, an earlier one, or another process's). */
async function claim(tx: Transaction, tenantId: string, subjectId: string, kind: (typeof reminders.$inferInsert)['kind'], threshold = 0) {
  const claimed = await tx
    .insert(reminders)
    .values({ tenantId, subjectId, kind, threshold })
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  return claimed.length > 0;
}

/** The placeholders of the renewal reminder the job sends (also filled for a template's preview). */
export function renewalReminderValues(
  policy: typeof policies.$inferSelect,
  client: string,
  daysLeft: number,
  letterhead: { name: string; contacts?: string | null },
): MailValues<'renewal_reminder'> {
  return {
    client_name: client,
    policy_number: policy.insurerPolicyNo ?? policy.policyNo,
    our_reference: policy.policyNo,
    insured_name: policy.nameOfInsured,
    end_date: policy.endDate,
    days_left: String(daysLeft),
    sum_insured: formatNaira(policy.sumInsuredKobo),
    premium: formatNaira(policy.premiumKobo),
    ...signatureValues(letterhead),
  };
}

async function renewalReminders(ctx: AppContext, tx: Transaction, today: string, outbox: Outbox): Promise<number> {
  const horizon = sql`(${today}::date + (select max(d) from unnest(${tenants.renewalReminderDays}) as d))`;
  const due = await tx
    .select({ policy: policies, days: tenants.renewalReminderDays, brokerage: tenants.name })
    .from(policies)
    .innerJoin(tenants, eq(tenants.id, policies.tenantId))
    .where(and(eq(policies.status, 'active'), gte(policies.endDate, today), lte(policies.endDate, horizon)));
  let sent = 0;
  for (const { policy, days } of due) {
    const already = await tx
      .select({ threshold: reminders.threshold })
      .from(reminders)
      .where(and(eq(reminders.subjectId, policy.id), eq(reminders.kind, 'renewal')));
    const daysLeft = daysInclusive(today, policy.endDate) - 1;
    const threshold = renewalReminderDue(
      daysLeft,
      days.length ? days : DEFAULT_RENEWAL_REMINDER_DAYS,
      already.map((row) => row.threshold),
    );
    if (threshold === null || !(await claim(tx, policy.tenantId, policy.id, 'renewal', threshold))) continue;
    sent += 1;
    const client = await clientNamed(tx, policy);
    const addressee = await clientAddressee(tx, policy.tenantId, {
      clientType: policy.clientType,
      clientId: (policy.individualClientId ?? policy.corporateClientId)!,
      name: client,
    });
    const letterhead = await letterheadOf(tx, policy.tenantId);
    if (addressee.emails.length > 0) {
      outbox.mails.push({
        tenantId: policy.tenantId,
        to: addressee.emails.join(', '),
        ...(await composeMail(tx, policy.tenantId, 'renewal_reminder', renewalReminderValues(policy, client, daysLeft, letterhead))),
      });
      await tx.update(policies).set({ renewalNoticeSentAt: new Date() }).where(eq(policies.id, policy.id));
    }
    await recordPolicyEvent(
      tx,
      policy.tenantId,
      policy.id,
      'renewal reminder',
      policy.status,
      null,
      `${threshold} days before expiry${addressee.emails.length ? `; notice mailed to ${addressee.emails.join(', ')}` : '; the client has no email address'}`,
    );
    const owners = policy.createdBy ? [policy.createdBy] : await adminsOf(tx, policy.tenantId);
    outbox.pushes.push(
      await notifyUsers(
        tx,
        policy.tenantId,
        owners,
        {
          kind: POLICY_RENEWAL_DUE,
          title: `Policy ${policy.policyNo} ends in ${daysLeft} days`,
          message: `${policy.nameOfInsured} (${client}) is covered until ${policy.endDate}: arrange the renewal`,
          link: `/policies/${policy.id}`,
          payload: { policy_id: policy.id, policy_number: policy.policyNo, days_left: daysLeft },
        },
        ctx.live,
      ),
    );
  }
  return sent;
}

/** The client's name as the renewal reminder addresses it. */
export async function clientNamed(tx: Transaction, policy: typeof policies.$inferSelect): Promise<string> {
  const result = (await tx.execute(
    policy.individualClientId
      ? sql`select firstname || ' ' || lastname as name from individual_clients where id = ${policy.individualClientId}`
      : sql`select corporate_name as name from corporate_clients where id = ${policy.corporateClientId}`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows[0]?.name ?? 'Client';
}

/** The premium remittance clock: paid invoices whose net premium is not all remitted, by the days since they were paid. */
async function remittanceReminders(ctx: AppContext, tx: Transaction, today: string, outbox: Outbox): Promise<number> {
  // The day paid is the one the remit list and the dashboard's clock count from: the last payment's date.
  const lastPayment = lastPaymentOf(tx);
  const open = await tx
    .select({ invoice: invoices, paidOn: lastPayment.paidOn })
    .from(invoices)
    .leftJoinLateral(lastPayment, sql`true`)
    .where(
      and(
        eq(invoices.status, 'paid'),
        isNull(invoices.deletedAt),
        // A return premium is owed by the insurer to the brokerage, not remitted to it.
        ne(invoices.transactionType, ENDORSEMENT_REMITTANCE),
        sql`${unremittedKobo} > 0`,
      ),
    );
  let sent = 0;
  for (const { invoice, paidOn: day } of open) {
    if (!day) continue;
    const since = daysInclusive(day, today) - 1;
    const already = await tx
      .select({ kind: reminders.kind })
      .from(reminders)
      .where(and(eq(reminders.subjectId, invoice.id), ne(reminders.kind, 'renewal')));
    const due = remittanceReminderDue(
      since,
      already.map((row) => row.kind as RemittanceReminder),
    );
    if (!due || !(await claim(tx, invoice.tenantId, invoice.id, due))) continue;
    sent += 1;
    const unremitted = formatNaira(netPremiumKobo(invoice) - invoice.premiumRemittedKobo);
    const escalation = due === 'remittance escalation';
    const people = escalation ? await adminsOf(tx, invoice.tenantId) : await usersHolding(tx, invoice.tenantId, 'Remit Premium', null);
    outbox.pushes.push(
      await notifyUsers(
        tx,
        invoice.tenantId,
        people,
        {
          kind: PREMIUM_REMITTANCE_DUE,
          title: escalation
            ? `Premium on ${invoice.invoiceNo} is past the 30 days to remit`
            : `Premium on ${invoice.invoiceNo}: ${30 - since} days left to remit`,
          message: `${unremitted} of the premium paid on ${day} is not remitted to the insurer (Insurance Act 2003, section 41: within 30 days)`,
          link: `/account/invoice/${invoice.id}`,
          payload: { invoice_id: invoice.id, invoice_no: invoice.invoiceNo, days_since_paid: since, escalation },
        },
        ctx.live,
      ),
    );
  }
  return sent;
}

/** Policies whose premium came in more than 48 hours ago without the credit note sent to the insurer. */
async function creditNoteReminders(ctx: AppContext, tx: Transaction, now: Date, outbox: Outbox): Promise<number> {
  const late = await tx
    .select({ policy: policies, invoiceNo: invoices.invoiceNo })
    .from(policies)
    .innerJoin(invoices, eq(invoices.id, policies.invoiceId))
    .where(
      and(
        ne(policies.status, 'cancelled'),
        isNull(policies.creditNoteSentAt),
        eq(invoices.status, 'paid'),
        sql`(select max(${invoicePayments.createdAt}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}) < ${new Date(now.getTime() - CREDIT_NOTE_HOURS * 3_600_000)}`,
      ),
    );
  let sent = 0;
  for (const { policy, invoiceNo } of late) {
    if (!(await claim(tx, policy.tenantId, policy.id, 'credit note overdue'))) continue;
    sent += 1;
    const people = [
      ...new Set([...(policy.createdBy ? [policy.createdBy] : []), ...(await usersHolding(tx, policy.tenantId, 'Send Documents', null))]),
    ];
    outbox.pushes.push(
      await notifyUsers(
        tx,
        policy.tenantId,
        people,
        {
          kind: CREDIT_NOTE_OVERDUE,
          title: `Credit note for ${policy.policyNo} is overdue`,
          message: `The premium on ${invoiceNo} came in over 48 hours ago: send the insurer the credit note`,
          link: `/policies/${policy.id}`,
          payload: { policy_id: policy.id, policy_number: policy.policyNo },
        },
        ctx.live,
      ),
    );
  }
  return sent;
}

/**
 * Runs the day's reminders (the day of `now` in Lagos) once across processes; answers whether this
 * call ran them. Tests move `now` instead of waiting.
 */
export async function runPolicyReminders(ctx: AppContext, now: Date = new Date()): Promise<boolean> {
  const today = todayInLagos(now);
  const outbox: Outbox = { mails: [], pushes: [] };
  const ran = await oncePerPeriod(ctx.database, 'policy-reminders', today, async (tx) => {
    const renewals = await renewalReminders(ctx, tx, today, outbox);
    const remittances = await remittanceReminders(ctx, tx, today, outbox);
    const creditNotes = await creditNoteReminders(ctx, tx, now, outbox);
    return `${renewals} renewal reminders, ${remittances} remittance reminders, ${creditNotes} overdue credit notes`;
  });
  if (!ran) return false;
  for (const push of outbox.pushes) push();
  for (const mail of outbox.mails) await ctx.mailer.send(mail);
  return true;
}
