import { composeMailFor } from '../mail/compose';
import type { MailContent, MailValues } from '../../domain/mail-templates';
import type { AppContext } from '../context';

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

/** The placeholders of the signing mails (also filled for a template's preview). */
export const signingMailValues = (facts: Omit<SigningMailFacts, 'kind'>): MailValues<SigningMailFacts['kind']> => ({
  client_name: facts.signerName,
  document_title: facts.documentTitle,
  brokerage_name: facts.brokerageName,
  signing_message: facts.mailText,
  link: facts.url,
  expires_at: lagosDay(facts.expiresAt),
});

/** The signing mail in the brokerage's template for its kind (Email Integration › Mail templates). */
export function signingMail(ctx: AppContext, tenantId: string, facts: SigningMailFacts): Promise<MailContent> {
  return composeMailFor(ctx, tenantId, facts.kind, signingMailValues(facts));
}
