import { boolean, is, nullable, number, optional, string, type, unknown, type Infer } from 'superstruct';

/** Why a call to Paystack did not give an answer we can use. */
export type PaystackFailureKind = 'unreachable' | 'rejected' | 'not-found' | 'unexpected';

export class PaystackError extends Error {
  constructor(
    readonly kind: PaystackFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export interface InitializeInput {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** The part of Paystack's verify answer a subscription depends on. */
export interface VerifiedTransaction {
  /** 'success', 'failed', 'abandoned', or an in-between state such as 'ongoing', 'pending', 'processing', 'queued', 'reversed'. */
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  gatewayResponse: string | null;
  paidAt: Date | null;
}

export interface PaystackClient {
  initialize(input: InitializeInput): Promise<InitializedTransaction>;
  verify(reference: string): Promise<VerifiedTransaction>;
}

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

// Paystack answers `{ status: boolean, message: string, data }` on every endpoint, failures included.
const Envelope = type({ status: boolean(), message: optional(string()), data: optional(unknown()), code: optional(string()) });
const InitializeData = type({ authorization_url: string(), access_code: string(), reference: string() });
const VerifyData = type({
  status: string(),
  reference: string(),
  amount: number(),
  currency: string(),
  gateway_response: optional(nullable(string())),
  paid_at: optional(nullable(string())),
});

export function createPaystackClient({ baseUrl, secretKey, timeoutMs, fetch: fetchImpl = fetch }: PaystackClientOptions): PaystackClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; envelope: Infer<typeof Envelope> }> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new PaystackError(
        'unreachable',
        timedOut ? `Paystack did not answer within ${timeoutMs} ms` : `Paystack could not be reached: ${(error as Error).message}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new PaystackError(
        response.status >= 500 ? 'unreachable' : 'unexpected',
        `Paystack answered ${response.status} without JSON`,
        response.status,
      );
    }
    if (!is(parsed, Envelope))
      throw new PaystackError('unexpected', `Paystack answered ${response.status} in an unknown shape`, response.status);
    return { status: response.status, envelope: parsed };
  }

  function refuse(status: number, envelope: Infer<typeof Envelope>): never {
    const message = envelope.message ?? `Paystack answered ${status}`;
    if (status === 401 || status === 403) throw new PaystackError('rejected', message, status);
    if (status >= 500) throw new PaystackError('unreachable', message, status);
    throw new PaystackError('unexpected', message, status);
  }

  return {
    async initialize(input) {
      const { status, envelope } = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      if (!envelope.status || status >= 300) refuse(status, envelope);
      if (!is(envelope.data, InitializeData)) throw new PaystackError('unexpected', 'Paystack did not send an authorization URL', status);
      return {
        authorizationUrl: envelope.data.authorization_url,
        accessCode: envelope.data.access_code,
        reference: envelope.data.reference,
      };
    },

    async verify(reference) {
      const { status, envelope } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (!envelope.status || status >= 300) {
        // Paystack answers 400 "Transaction reference not found" (code transaction_not_found) for a reference it never saw.
        if (status === 404 || envelope.code === 'transaction_not_found' || /reference not found/i.test(envelope.message ?? '')) {
          throw new PaystackError('not-found', envelope.message ?? 'Transaction reference not found', status);
        }
        refuse(status, envelope);
      }
      if (!is(envelope.data, VerifyData)) throw new PaystackError('unexpected', 'Paystack sent a verification in an unknown shape', status);
      const data = envelope.data;
      const paidAt = data.paid_at ? new Date(data.paid_at) : null;
      return {
        status: data.status,
        reference: data.reference,
        amountKobo: data.amount,
        currency: data.currency,
        gatewayResponse: data.gateway_response ?? null,
        paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
      };
    },
  };
}
