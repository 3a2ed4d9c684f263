import { letterBody, type MailContent } from '../mail/templates';

/** What the signing mails say: the request and each reminder. */
export interface SigningMailFacts {
  kind: 'signing_request' | 'signing_reminder';
  brokerageName: string;
  signerName: string;
  documentTitle: string;
  /** The brokerage's own words from its signing settings. */
  mailText: string;
  url: string;
  expiresAt: Date;
}

const lagosDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'long', timeStyle: 'short' }).format(at);

/**
 * The words of the signing mails, in one place. Mail templates (kinds signing_request and
 * signing_reminder) take over here once they exist.
 */
export function signingMail(facts: SigningMailFacts): MailContent {
  const reminder = facts.kind === 'signing_reminder';
  const lines = [
    `Dear ${facts.signerName},`,
    reminder
      ? `A reminder from ${facts.brokerageName}: "${facts.documentTitle}" is still waiting for your signature.`
      : `${facts.brokerageName} asks you to sign "${facts.documentTitle}".`,
    facts.mailText,
    `Review and sign it here: ${facts.url}`,
    `The link works once and expires on ${lagosDay(facts.expiresAt)} (Lagos time). Earlier links for this document no longer work.`,
    facts.brokerageName,
  ];
  return {
    subject: `${reminder ? 'Reminder: please sign' : 'Please sign'} ${facts.documentTitle}`,
    ...letterBody(lines),
  };
}
