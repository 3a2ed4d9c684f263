import { ConfigError } from '../config';

/** Paystack's settings. Read from the environment when a payment is made, so a restart is the only way they change in production. */
export interface BillingConfig {
  paystackBaseUrl: string;
  /** null: payments are not configured and checkout answers 503. */
  paystackSecretKey: string | null;
  /** How long one call to Paystack may take before it counts as unreachable. */
  paystackTimeoutMs: number;
}

/** Every billing variable with its default; the README's configuration table mirrors this. */
export const BILLING_SETTINGS = {
  PAYSTACK_BASE_URL: 'https://api.paystack.co',
  PAYSTACK_SECRET_KEY: '(empty: card payments are not configured; checkout answers 503)',
  PAYSTACK_TIMEOUT_MS: '15000',
} as const;

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const baseUrl = (env.PAYSTACK_BASE_URL?.trim() || BILLING_SETTINGS.PAYSTACK_BASE_URL).replace(/\/+$/, '');
  let protocol: string;
  try {
    protocol = new URL(baseUrl).protocol;
  } catch {
    throw new ConfigError(`PAYSTACK_BASE_URL must be an address like https://api.paystack.co (got "${env.PAYSTACK_BASE_URL}")`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new ConfigError('PAYSTACK_BASE_URL must start with https:// or http://');
  const timeoutText = env.PAYSTACK_TIMEOUT_MS?.trim() || BILLING_SETTINGS.PAYSTACK_TIMEOUT_MS;
  const timeout = Number(timeoutText);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 120_000) {
    throw new ConfigError(`PAYSTACK_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000 (got "${timeoutText}")`);
  }
  return {
    paystackBaseUrl: baseUrl,
    paystackSecretKey: env.PAYSTACK_SECRET_KEY?.trim() || null,
    paystackTimeoutMs: timeout,
  };
}
