import type { MailSecurity, MailTestFailure } from '../../domain/mail-connection';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** How to reach a mail server; the password is the plain one, held only while talking to it. */
export interface SmtpSettings {
  host: string;
  port: number;
  security: MailSecurity;
  username: string | null;
  password: string | null;
}

/** nodemailer's options for these settings, each step bounded by `timeoutMs`. */
export function transportOptions(settings: SmtpSettings, timeoutMs: number): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  };
}

// nodemailer is loaded by the first mail to deliver, not by every start.
export async function openTransport(options: SMTPTransport.Options | string): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

/** What went wrong talking to a mail server, in words a person filling the form understands. */
export function describeSmtpFailure(error: unknown, host: string): { failure: MailTestFailure; message: string } {
  const { code = '', responseCode, command = '', message = '' } = (error ?? {}) as SmtpError;
  const said = `${code} ${message}`;
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(said))
    return { failure: 'host_not_found', message: `The mail server ${host} could not be found: check its name.` };
  if (/ECONNREFUSED/.test(said))
    return {
      failure: 'connection_refused',
      message: `${host} refused the connection: check the port, and that the server takes mail from here.`,
    };
  if (code === 'ETIMEDOUT' || /ETIMEDOUT|timeout|Greeting never received/i.test(said))
    return {
      failure: 'timed_out',
      message: `${host} did not answer in time: check the port and the security setting, or try again later.`,
    };
  if (code === 'ETLS' || /TLS|SSL|certificate|wrong version number/i.test(said))
    return {
      failure: 'tls',
      message: `A secure connection to ${host} could not be made: check the security setting (None, STARTTLS or TLS) and the port.`,
    };
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534 || /^AUTH/i.test(command))
    return { failure: 'authentication', message: `${host} refused the user name or password.` };
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (responseCode !== undefined && responseCode >= 500))
    return { failure: 'sending', message: `${host} refused the mail: ${message}` };
  return { failure: 'other', message: `Talking to ${host} failed: ${message || code || 'no reason given'}` };
}

/** Connects, signs in and, with `testMail`, sends it; answers what failed, or null when all went well. */
export async function tryConnection(
  settings: SmtpSettings,
  timeoutMs: number,
  testMail?: SendMailOptions,
): Promise<{ failure: MailTestFailure; message: string } | null> {
  const transport = await openTransport(transportOptions(settings, timeoutMs));
  try {
    await transport.verify();
    if (testMail) await transport.sendMail(testMail);
    return null;
  } catch (error) {
    return describeSmtpFailure(error, settings.host);
  } finally {
    transport.close();
  }
}
