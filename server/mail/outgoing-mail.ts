/** One mail the back office sends, before it is delivered or kept. */
export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Single-use keys in the mail. Once delivered they are blanked in the stored copy, so reading the
   * outbox never hands anyone a live link.
   */
  secrets?: string[];
  /** Files sent with the mail (a debit note's PDF); the outbox keeps the mail's text, which names them. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

const HIDDEN = '[hidden]';

export function withoutSecrets(mail: OutgoingMail): OutgoingMail {
  let { text, html } = mail;
  for (const secret of mail.secrets ?? []) {
    for (const form of [secret, encodeURIComponent(secret)]) {
      text = text.split(form).join(HIDDEN);
      html = html.split(form).join(HIDDEN);
    }
  }
  return { ...mail, text, html };
}

/** The outbox row's columns for a mail. */
export function outboxFields(mail: OutgoingMail) {
  return { tenantId: mail.tenantId, toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html };
}
