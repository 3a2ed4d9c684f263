import { and, eq } from 'drizzle-orm';
import {
  defaultTemplate,
  renderMail,
  type MailContent,
  type MailKind,
  type MailTemplateText,
  type MailValues,
} from '../../domain/mail-templates';
import { mailTemplates } from '../db/schema';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

// Every mail the product sends is composed here, from the brokerage's template for its kind or the
// product's default words (issue 20). The sending sites only gather the values.

export interface BrokerageTemplate extends MailTemplateText {
  customised: boolean;
  updatedAt: Date | null;
}

/** The brokerage's words for a kind of mail, or the default when it has none. */
export async function brokerageTemplate(db: Database, tenantId: string | null, kind: MailKind): Promise<BrokerageTemplate> {
  const [own] = tenantId
    ? await db
        .select({ subject: mailTemplates.subject, body: mailTemplates.body, updatedAt: mailTemplates.updatedAt })
        .from(mailTemplates)
        .where(and(eq(mailTemplates.tenantId, tenantId), eq(mailTemplates.kind, kind)))
    : [];
  return own ? { ...own, customised: true } : { ...defaultTemplate(kind), customised: false, updatedAt: null };
}

/** The mail of this kind for the brokerage, filled with the values its sending site gathered. */
export async function composeMail<K extends MailKind>(
  db: Database,
  tenantId: string | null,
  kind: K,
  values: MailValues<K>,
): Promise<MailContent> {
  return renderMail(await brokerageTemplate(db, tenantId, kind), values);
}

/** A mail of some kind with its values, when the kind is chosen at run time (a claim's letters). */
export interface MailLetter {
  kind: MailKind;
  values: Readonly<Record<string, string>>;
}

export async function composeLetter(db: Database, tenantId: string | null, letter: MailLetter): Promise<MailContent> {
  return renderMail(await brokerageTemplate(db, tenantId, letter.kind), letter.values);
}

/** composeMail in its own short tenant transaction, for mail composed outside one. */
export function composeMailFor<K extends MailKind>(
  ctx: AppContext,
  tenantId: string,
  kind: K,
  values: MailValues<K>,
): Promise<MailContent> {
  return ctx.database.asTenant(tenantId, (tx) => composeMail(tx, tenantId, kind, values));
}

/** What of the letterhead a letter signs with. */
export interface LetterSigner {
  name: string;
  contacts?: string | null;
}

/** The placeholders every letter signs with. */
export const signatureValues = (letterhead: LetterSigner) => ({
  brokerage_name: letterhead.name,
  brokerage_contacts: letterhead.contacts ?? '',
});
