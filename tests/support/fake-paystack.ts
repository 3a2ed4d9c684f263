/**
 * A stand-in for Paystack on loopback that speaks the part of its HTTP API the back office uses:
 * POST /transaction/initialize, GET /transaction/verify/:reference, and a hosted checkout page at
 * /checkout/:reference with Pay and Decline buttons that send the browser back to the callback URL
 * with ?trxref=<ref>&reference=<ref>, as Paystack does. Answers mirror Paystack's shapes.
 *
 * For a local trial: `npx tsx tests/support/fake-paystack.ts` (PORT, default 4010; SECRET, default
 * sk_test_fake) and start the server with PAYSTACK_BASE_URL and PAYSTACK_SECRET_KEY pointing at it.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';

export type FakeOutcome = 'success' | 'failed' | 'abandoned';

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** What was asked for at initialize, in kobo. */
  requestedAmount: number;
  /** What verify reports as charged, in kobo; a test may change it to fake a tampered amount. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  cancelAction: string | null;
  metadata: unknown;
  status: FakeOutcome;
  gatewayResponse: string;
  paidAt: string | null;
  createdAt: string;
}

export interface RecordedPaystackRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakePaystack {
  /** The base URL to give the server as PAYSTACK_BASE_URL. */
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  requests: RecordedPaystackRequest[];
  /** Sets how a transaction ended, as if the customer had acted on the checkout page; `changes` can fake what Paystack reports. */
  settle(
    reference: string,
    outcome: FakeOutcome,
    changes?: Partial<Pick<FakeTransaction, 'amount' | 'currency' | 'gatewayResponse'>>,
  ): FakeTransaction;
  /** Makes every later call answer 503, as when Paystack is down. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

const GATEWAY_RESPONSES: Record<FakeOutcome, string> = {
  success: 'Successful',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
};

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Paystack shows amounts with the naira sign and two decimals; integer arithmetic only. */
const naira = (kobo: number) => {
  const digits = String(kobo).padStart(3, '0');
  return `₦${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
};

function withQuery(address: string, reference: string): string {
  const url = new URL(address);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/** Paystack's fee for a local card: 1.5% plus ₦100 from ₦2,500, capped at ₦2,000. */
const feeFor = (kobo: number) => Math.min(200_000, Math.floor((kobo * 15) / 1000) + (kobo >= 250_000 ? 10_000 : 0));

function verification(transaction: FakeTransaction) {
  const paid = transaction.status === 'success';
  return {
    id: transaction.id,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    receipt_number: null,
    amount: transaction.amount,
    message: null,
    gateway_response: transaction.gatewayResponse,
    paid_at: transaction.paidAt,
    created_at: transaction.createdAt,
    channel: 'card',
    currency: transaction.currency,
    ip_address: '127.0.0.1',
    metadata: transaction.metadata ?? '',
    log: null,
    fees: paid ? feeFor(transaction.amount) : null,
    fees_split: null,
    authorization: paid
      ? {
          authorization_code: `AUTH_${transaction.accessCode.slice(0, 10)}`,
          bin: '408408',
          last4: '4081',
          exp_month: '12',
          exp_year: '2030',
          channel: 'card',
          card_type: 'visa ',
          bank: 'TEST BANK',
          country_code: 'NG',
          brand: 'visa',
          reusable: true,
          signature: `SIG_${transaction.accessCode.slice(0, 12)}`,
          account_name: null,
        }
      : {},
    customer: {
      id: 181873746,
      first_name: null,
      last_name: null,
      email: transaction.email,
      customer_code: 'CUS_fakepaystack01',
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: transaction.paidAt,
    createdAt: transaction.createdAt,
    requested_amount: transaction.requestedAmount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    transaction_date: transaction.createdAt,
    plan_object: {},
    subaccount: {},
  };
}

function checkoutPage(transaction: FakeTransaction): string {
  const settled = transaction.status !== 'abandoned';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack Checkout (test)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f8; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); padding: 32px; width: min(400px, 90vw); }
  h1 { font-size: 18px; margin: 0 0 4px; } p { color: #475569; margin: 4px 0; font-size: 14px; }
  .amount { font-size: 28px; font-weight: 600; color: #0f172a; margin: 16px 0; }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; font-size: 12px; border-radius: 999px; padding: 2px 8px; }
  form { display: flex; gap: 8px; margin-top: 20px; flex-wrap: wrap; }
  button { flex: 1; border: 0; border-radius: 8px; padding: 12px; font-size: 15px; cursor: pointer; }
  .pay { background: #0ba4db; color: #fff; } .decline { background: #fee2e2; color: #991b1b; } .cancel { background: #e2e8f0; color: #1e293b; flex-basis: 100%; }
</style>
</head>
<body>
<main>
  <span class="badge">Test mode</span>
  <h1>Paystack Checkout</h1>
  <p>${escapeHtml(transaction.email)}</p>
  <p>Reference ${escapeHtml(transaction.reference)}</p>
  <p class="amount">${transaction.currency === 'NGN' ? naira(transaction.requestedAmount) : `${escapeHtml(transaction.currency)} ${transaction.requestedAmount}`}</p>
  ${
    settled
      ? `<p role="status">This transaction is already ${transaction.status === 'success' ? 'paid' : 'declined'}.</p>`
      : `<form method="post" action="/checkout/${encodeURIComponent(transaction.reference)}">
    <button class="pay" name="action" value="pay">Pay</button>
    <button class="decline" name="action" value="decline">Decline</button>
    <button class="cancel" name="action" value="cancel">Cancel payment</button>
  </form>`
  }
</main>
</body>
</html>`;
}

export async function startFakePaystack(options: { secretKey?: string; port?: number; host?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const requests: RecordedPaystackRequest[] = [];
  let down = false;
  let nextId = 4_099_260_000;

  const settle: FakePaystack['settle'] = (reference, outcome, changes = {}) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`The fake Paystack has no transaction ${reference}`);
    transaction.status = outcome;
    transaction.gatewayResponse = changes.gatewayResponse ?? GATEWAY_RESPONSES[outcome];
    transaction.paidAt = outcome === 'success' ? new Date().toISOString() : null;
    if (changes.amount !== undefined) transaction.amount = changes.amount;
    if (changes.currency !== undefined) transaction.currency = changes.currency;
    return transaction;
  };

  const authorised = (request: IncomingMessage) => request.headers.authorization === `Bearer ${secretKey}`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-paystack.local');
    const text = request.method === 'POST' ? await readBody(request) : '';
    let body: unknown = text;
    if (text && request.headers['content-type']?.includes('application/json')) {
      try {
        body = JSON.parse(text);
      } catch {
        return send(response, 400, { status: false, message: 'Invalid JSON' });
      }
    }
    requests.push({ method: request.method ?? 'GET', path: url.pathname, authorization: request.headers.authorization, body });
    if (down) return send(response, 503, { status: false, message: 'Service temporarily unavailable' });

    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      if (!authorised(request)) return send(response, 401, { status: false, message: 'Invalid key' });
      const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const amount = typeof input.amount === 'string' ? Number(input.amount) : input.amount;
      if (typeof input.email !== 'string' || !input.email.includes('@'))
        return send(response, 400, { status: false, message: 'Invalid Email Address Passed' });
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return send(response, 400, { status: false, message: 'Invalid Amount Sent' });
      const reference = typeof input.reference === 'string' && input.reference ? input.reference : randomBytes(5).toString('hex');
      if (transactions.has(reference)) return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      const metadata = input.metadata;
      const cancelAction =
        metadata && typeof metadata === 'object' && typeof (metadata as { cancel_action?: unknown }).cancel_action === 'string'
          ? (metadata as { cancel_action: string }).cancel_action
          : null;
      transactions.set(reference, {
        id: nextId++,
        reference,
        accessCode,
        email: input.email,
        requestedAmount: amount,
        amount,
        currency: typeof input.currency === 'string' ? input.currency : 'NGN',
        callbackUrl: typeof input.callback_url === 'string' ? input.callback_url : null,
        cancelAction,
        metadata,
        // Paystack reports a transaction nobody has completed as abandoned.
        status: 'abandoned',
        gatewayResponse: GATEWAY_RESPONSES.abandoned,
        paidAt: null,
        createdAt: new Date().toISOString(),
      });
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${fake.url}/checkout/${encodeURIComponent(reference)}`, access_code: accessCode, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      if (!authorised(request)) return send(response, 401, { status: false, message: 'Invalid key' });
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) {
        return send(response, 400, {
          status: false,
          message: 'Transaction reference not found',
          type: 'validation_error',
          code: 'transaction_not_found',
        });
      }
      return send(response, 200, { status: true, message: 'Verification successful', data: verification(transaction) });
    }

    const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
    if (checkout) {
      const transaction = transactions.get(decodeURIComponent(checkout[1]!));
      if (!transaction) return html(response, 404, '<!doctype html><title>Not found</title><p>This payment link is not valid.</p>');
      if (request.method === 'GET') return html(response, 200, checkoutPage(transaction));
      if (request.method === 'POST') {
        const action = new URLSearchParams(text).get('action');
        if (transaction.status === 'abandoned') {
          if (action === 'pay') settle(transaction.reference, 'success');
          else if (action === 'decline') settle(transaction.reference, 'failed');
        }
        const back = action === 'cancel' ? (transaction.cancelAction ?? transaction.callbackUrl) : transaction.callbackUrl;
        if (!back) return html(response, 200, checkoutPage(transaction));
        response.writeHead(302, { location: withQuery(back, transaction.reference) });
        return response.end();
      }
    }

    return send(response, 404, { status: false, message: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakePaystack = {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    secretKey,
    transactions,
    requests,
    settle,
    setDown: (value) => void (down = value),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakePaystack({ port: Number(process.env.PORT || 4010), secretKey: process.env.SECRET || 'sk_test_fake' });
  console.log(`Fake Paystack listening on ${fake.url}`);
  console.log(`Start the back office with PAYSTACK_BASE_URL=${fake.url} PAYSTACK_SECRET_KEY=${fake.secretKey}`);
}
