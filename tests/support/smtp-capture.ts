import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One message as the SMTP server received it, with its text and HTML parts decoded. */
export interface CapturedMail {
  /** Envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The files the message carries (a part with a file name), decoded. */
  attachments: MailAttachment[];
  raw: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SmtpCapture {
  port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Every message delivered to this address so far. */
  mailsTo(address: string): CapturedMail[];
  /** The first message to this address not yet taken by an earlier call; waits for it to arrive. */
  nextMailTo(address: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** Recipients the server refuses with 550, as a mailbox that does not exist. */
  refuse?: (address: string) => boolean;
  /** Accounts the server demands a sign-in with (AUTH PLAIN or LOGIN over the plain connection); none: anyone may send. */
  accounts?: Record<string, string>;
}

/** A real SMTP server on loopback, without TLS (and without authentication unless given accounts), that keeps what it receives. */
export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: !options.accounts,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const { accounts } = options;
      if (!accounts || accounts[auth.username ?? ''] === auth.password) return callback(null, { user: auth.username });
      const error = new Error('Authentication credentials invalid') as Error & { responseCode: number };
      error.responseCode = 535;
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address.toLowerCase())) {
        const error = new Error(`No mailbox here for ${address.address}`) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          ...parseMessage(raw),
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const mailsTo = (address: string) => messages.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()));

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo,
    nextMailTo(address, timeoutMs = 5_000) {
      const take = () => {
        const mail = mailsTo(address).find((candidate) => !taken.has(candidate));
        if (mail) taken.add(mail);
        return mail;
      };
      const ready = take();
      if (ready) return Promise.resolve(ready);
      return new Promise<CapturedMail>((resolve, reject) => {
        const wake = () => {
          const mail = take();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(
              `No mail to ${address} within ${timeoutMs} ms (received: ${messages.map((m) => m.envelopeTo.join(',')).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link to `${publicUrl}${path}` in a mail's text; fails when there is none or more than one. */
export function linkIn(text: string, publicUrl: string, path: string): URL {
  const escaped = `${publicUrl}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const found = [...text.matchAll(new RegExp(`${escaped}\\?[^\\s<>"']+`, 'g'))].map((match) => match[0]);
  if (found.length !== 1) throw new Error(`Expected one link to ${publicUrl}${path} in the mail, found ${found.length}:\n${text}`);
  return new URL(found[0]!);
}

/** The `key` a mailed link carries. */
export function keyIn(text: string, publicUrl: string, path: string): string {
  const key = linkIn(text, publicUrl, path).searchParams.get('key');
  if (!key) throw new Error(`The link to ${path} carries no key`);
  return key;
}

// --- A small MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64). ---

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = header ? new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header) : null;
  return match?.[1];
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(part.body, 'utf8');
}

const decodeBody = (part: Part): string => decodeBytes(part).toString('utf8');

/** A part's file name, from Content-Disposition or the Content-Type's name. */
const fileNameOf = (part: Part) =>
  parameter(part.headers.get('content-disposition'), 'filename') ?? parameter(part.headers.get('content-type'), 'name');

/** RFC 2047 encoded words, as nodemailer writes them for non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leaves(splitPart(section.replace(/^\n/, ''))));
}

export function parseMessage(raw: string): Pick<CapturedMail, 'from' | 'to' | 'subject' | 'text' | 'html' | 'attachments'> {
  const message = splitPart(raw);
  const parts = leaves(message);
  const files = parts.filter((part) => fileNameOf(part) !== undefined);
  const ofType = (type: string) =>
    parts.find((part) => !files.includes(part) && (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    attachments: files.map((part) => ({
      filename: decodeHeader(fileNameOf(part)!),
      contentType: (part.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
      content: decodeBytes(part),
    })),
  };
}
