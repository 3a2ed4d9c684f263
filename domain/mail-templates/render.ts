import { MAIL_KINDS, type MailKind } from './catalogue';

/** A mail in plain text and simple HTML that every mail client shows. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplateText {
  subject: string;
  body: string;
}

/** `{{ name }}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const URL = /https?:\/\/[^\s<>"']+/g;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The text with each placeholder replaced by its value; one without a value reads as nothing. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => (Object.hasOwn(values, name) ? values[name]! : ''));
}

/** Paragraphs (a line break kept within one), with the lines a blank value left empty dropped. */
function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
}

/** A letter's paragraphs as the plain text and the HTML of a mail; addresses become links. */
export function letterBody(paragraphs: string[]): Pick<MailContent, 'text' | 'html'> {
  const html = (paragraph: string) =>
    escapeHtml(paragraph)
      .replace(URL, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>');
  return {
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">${paragraphs.map((p) => `<p>${html(p)}</p>`).join('')}</body></html>`,
  };
}

/** The mail a template makes with these values: subject on one line, body as text and escaped HTML. */
export function renderMail(template: MailTemplateText, values: Readonly<Record<string, string>>): MailContent {
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  return { subject, ...letterBody(paragraphsOf(fillPlaceholders(template.body, values))) };
}

/** The product's own words for a kind of mail. */
export const defaultTemplate = (kind: MailKind): MailTemplateText => ({ subject: MAIL_KINDS[kind].subject, body: MAIL_KINDS[kind].body });

/** The text with `{{name}}` put in place of the selection from `start` to `end` (the caret when they are equal). */
export function insertPlaceholder(text: string, name: string, start: number, end: number): string {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return `${text.slice(0, from)}{{${name}}}${text.slice(to)}`;
}
