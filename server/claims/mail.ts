import { CLAIM_MAIL_EVENTS, type ClaimMailEvent, type ClaimStatus } from '../../domain/claims';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { clientAddressee } from '../clients/addressee';
import { conflict } from '../http/errors';
import { insurerAddressee } from '../invoices/documents';
import { composeLetter } from '../mail/compose';
import { letterheadOf } from '../pdf/letterhead';
import { claimLetters, mailOfStatus, noMailForStatus, type Recipient } from './letters';
import { readClaim } from './read';
import { recordClaimEvent } from './write';
import type { AppContext } from '../context';

// Mailing a claim's client or the insurer's underwriters (POST /claims/{id}/notifications, and on registration). The
// mail leaves after the claim is read and before it is recorded as sent, never inside a transaction.

const NOBODY_TO_MAIL = 'Neither the client nor the insurer has an email address for this mail';

export interface ClaimMailing {
  event: ClaimMailEvent;
  sent_to: string[];
  /** Who could not be mailed, in words. */
  unsent: string[];
}

/** Sends the mails of `event` (left out: the claim's current status's mail) and records them on the claim. */
export async function mailClaim(
  ctx: AppContext,
  tenantId: string,
  userId: string | null,
  claimId: string,
  asked?: string | null,
): Promise<ClaimMailing> {
  const gathered = await ctx.database.asTenant(tenantId, async (tx) => {
    const claim = await readClaim(tx, tenantId, claimId);
    const status = claim.status as ClaimStatus;
    const event = asked ? pickIgnoringCase(CLAIM_MAIL_EVENTS, asked)! : mailOfStatus(status);
    if (!event) throw conflict(noMailForStatus(status));
    const client = await clientAddressee(tx, tenantId, {
      clientType: claim.client_type,
      clientId: claim.client_id,
      name: claim.client_name,
    });
    const insurer = await insurerAddressee(tx, tenantId, claim.insurance_provider_id, claim.insurance_provider_name);
    const emails: Record<Recipient, string[]> = { client: client.emails, insurer: insurer.emails };
    const letters = claimLetters(event, claim, await letterheadOf(tx, tenantId));
    const mails = [];
    for (const letter of letters) mails.push(await composeLetter(tx, tenantId, letter));
    return { claim, event, emails, letters, mails };
  });
  const { claim, event, emails, letters, mails } = gathered;
  const names: Record<Recipient, string> = { client: claim.client_name, insurer: claim.insurance_provider_name };
  const sent: string[] = [];
  const unsent: string[] = [];
  for (const [index, letter] of letters.entries()) {
    const to = emails[letter.to];
    if (to.length === 0) {
      unsent.push(`${names[letter.to]} has no email address`);
      continue;
    }
    const { delivered } = await ctx.mailer.send({ tenantId, to: to.join(', '), ...mails[index]! });
    if (!delivered && ctx.config.smtpUrl) unsent.push(`the mail server did not take the mail to ${names[letter.to]}`);
    else sent.push(...to);
  }
  if (sent.length === 0 && unsent.length > 0 && unsent.every((reason) => reason.endsWith('no email address')))
    throw conflict(NOBODY_TO_MAIL);
  if (sent.length > 0)
    await ctx.database.asTenant(tenantId, (tx) =>
      recordClaimEvent(
        tx,
        tenantId,
        claimId,
        `mailed: ${event.replace(/_/g, ' ')}`,
        claim.status as ClaimStatus,
        userId,
        `To ${sent.join(', ')}`,
      ),
    );
  return { event, sent_to: sent, unsent };
}
