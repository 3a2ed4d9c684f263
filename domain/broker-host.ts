import { nullable, string, type, type Infer } from 'superstruct';

/**
 * A brokerage is reached at its own address under the app's host: with the app at
 * office.example.ng, the brokerage whose address is "acme" is at acme.office.example.ng.
 * The server and the browser read hosts through these functions so that they agree.
 */

/** What anyone may know about the brokerage at a host: never ids, never its people. */
export const PublicBrokerage = type({
  name: string(),
  url: string(),
  email: nullable(string()),
  phone: nullable(string()),
});
export type PublicBrokerage = Infer<typeof PublicBrokerage>;

// One DNS label: letters, digits and inner hyphens, at most 63 characters.
const ADDRESS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** "www" in front of the app's host is the app itself, not a brokerage. */
const APP_ALIASES = new Set(['www']);

/** The host name alone, in lower case: without a port, a trailing dot or spaces. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const name = trimmed.startsWith('[') ? trimmed.slice(0, trimmed.indexOf(']') + 1) : trimmed.split(':', 1)[0]!;
  return name.replace(/\.+$/, '');
}

function isIpAddress(hostname: string): boolean {
  return hostname.startsWith('[') || IPV4.test(hostname);
}

/** The host name of the app's public address, e.g. "office.example.ng" for https://office.example.ng. */
export function appHostnameOf(publicUrl: string): string {
  return hostnameOf(new URL(publicUrl).host);
}

/**
 * The brokerage address a request's host names, in lower case, or null when the host is the app's
 * own host or belongs to another site. Ports are ignored: behind a proxy they rarely match.
 */
export function brokerAddressOfHost(host: string, appHostname: string): string | null {
  const hostname = hostnameOf(host);
  const app = hostnameOf(appHostname);
  if (!hostname || !app || isIpAddress(hostname) || isIpAddress(app)) return null;
  const dot = hostname.indexOf('.');
  if (dot < 0 || hostname.slice(dot + 1) !== app) return null;
  const label = hostname.slice(0, dot);
  if (APP_ALIASES.has(label) || !ADDRESS_LABEL.test(label)) return null;
  return label;
}
