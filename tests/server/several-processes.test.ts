import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIVE_EVENTS } from '../../domain/notifications';
import { todayInLagos } from '../../domain/today';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { multipartFile } from './support/multipart';
import { spawnServer, type ServerProcess } from './support/server-process';
import { createPostgresDatabase } from './support/test-server';

/** A small PNG that decodes, with random pixels so that no two are alike. */
function randomPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const side = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Listed {
  invoice_id: string;
  insured: string;
  status: string;
  amount_paid: string;
}

// Two server processes on one PostgreSQL database, as behind a load balancer: whatever one of them
// does, a user connected to the other sees; files and idempotency keys are the database's.
describe.runIf(inject('postgresAdminUrl'))('two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const dataDirs: string[] = [];
  const processes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let a: string;
  let b: string;
  let urlB: string;
  let admin: string;
  let accountant: string;
  let s3: FakeS3 | undefined;

  async function start(settings: Record<string, string> = {}): Promise<string> {
    const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-multi-'));
    dataDirs.push(dataDir);
    const server = spawnServer({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      STATIC_DIR: join(dataDir, 'none'),
      SESSION_SECRET: sessionSecret,
      CHECK_ANSWERS: 'true',
      ...settings,
    });
    processes.push(server);
    return `http://127.0.0.1:${await server.listening(90_000)}`;
  }
  const sessionSecret = randomBytes(32).toString('base64url');

  beforeAll(async () => {
    database = await createPostgresDatabase();
    // The first migrates and seeds; the second finds the database ready.
    a = await start();
    urlB = await start();
    b = urlB;
    admin = await signIn(a, 'admin@demo.ng');
    accountant = await signIn(b, 'accounts@demo.ng');
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const server of processes) await server.kill();
    await s3?.close();
    await database?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(base: string, email: string): Promise<string> {
    const response = await fetch(`${base}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo#2026' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()).token as string;
  }

  const call = (base: string, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A socket on process B, once the server has replayed what the user missed. */
  async function connectToB(token: string): Promise<Socket> {
    const socket = io(urlB, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 10_000 });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once(LIVE_EVENTS.synced, () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const within = <T>(ms: number, what: string, promise: Promise<T>) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`No ${what} within ${ms} ms`)), ms))]);

  async function demoInvoice(insured: RegExp): Promise<Listed> {
    const listed = await call(a, admin, 'GET', '/invoice/?limit=20&page=1');
    expect(listed.status).toBe(200);
    const invoice = ((await listed.json()).data.invoices as Listed[]).find((row) => insured.test(row.insured));
    if (!invoice) throw new Error(`No demo invoice for ${insured}`);
    return invoice;
  }

  it('brings a notification made through A to the user’s socket on B, once, and its unread count after', async () => {
    const socket = await connectToB(admin);
    type Item = { kind: string; offset: number; title: string };
    const received: Item[] = [];
    const arrived = new Promise<Item>((resolve) =>
      socket.on(LIVE_EVENTS.notification, (item: Item) => {
        received.push(item);
        if (item.kind === 'invoice_deletion_request') resolve(item);
      }),
    );

    const camry = await demoInvoice(/Camry/);
    const requested = await call(a, accountant, 'PATCH', `/invoice/deletion/request/${camry.invoice_id}`, {
      reasonForDeletion: 'Raised twice for the same car',
    });
    expect(requested.status, await requested.clone().text()).toBe(200);

    const item = await within(10_000, 'deletion request on B', arrived);
    expect(item).toMatchObject({ kind: 'invoice_deletion_request', offset: expect.any(Number) });
    expect(item.title).toContain('deletion requested');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.filter((seen) => seen.offset === item.offset)).toHaveLength(1);

    const unread = new Promise<{ unread: number }>((resolve) => socket.once(LIVE_EVENTS.unread, resolve));
    expect((await call(a, admin, 'PATCH', '/notification/read-all')).status).toBe(200);
    expect(await within(10_000, 'unread count on B', unread)).toEqual({ unread: 0 });
  });

  it('records one payment when the same Idempotency-Key reaches both processes at once', async () => {
    const fire = await demoInvoice(/Warehouse/);
    const payment = {
      amount: '50000.00',
      modeOfPayment: 'Bank Transfer',
      dateOfActualPayment: todayInLagos(),
      transactionDescription: 'Second instalment',
    };
    const key = `multi-${randomBytes(6).toString('hex')}`;
    const answers = await Promise.all(
      [a, b, a, b].map((base) => call(base, accountant, 'PUT', `/invoice/${fire.invoice_id}`, payment, { 'idempotency-key': key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const paid = await Promise.all(answers.map(async (answer) => (await answer.json()).data.amount_paid as string));
    expect(new Set(paid).size).toBe(1);
    expect(Number(paid[0])).toBeCloseTo(Number(fire.amount_paid) + 50_000, 2);

    const payments = await (await call(b, admin, 'GET', `/invoice/${fire.invoice_id}/payments`)).json();
    expect((payments.data as { description: string | null }[]).filter((row) => row.description === 'Second instalment')).toHaveLength(1);
  });

  it('downloads through B, byte for byte, a file uploaded through A', async () => {
    const png = randomPng();
    const form = multipartFile('Company Logo.png', png);
    const uploaded = await fetch(`${a}/api/v1/broker/logo`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { stored_name: storedName } = (await uploaded.json()).data as { stored_name: string };

    const downloaded = await call(b, accountant, 'GET', `/file/download?fileName=${encodeURIComponent(storedName)}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(png)).toBe(true);
  });

  it('disconnects the session’s socket on B when it signs out through A', async () => {
    const token = await signIn(b, 'broker@demo.ng');
    const socket = await connectToB(token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await call(a, token, 'POST', '/auth/signout')).status).toBe(200);
    expect(await within(10_000, 'disconnect on B', gone)).toBe('io server disconnect');
    expect((await call(b, token, 'GET', '/notification')).status).toBe(401);
  });

  it('counts requests to a credential route and wrong passwords across both processes', async () => {
    // Forgot password: 20 per 15 minutes per address, whichever process answers.
    const forgot = (base: string) =>
      fetch(`${base}/api/v1/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${randomBytes(3).toString('hex')}@example.ng` }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) statuses.push((await forgot(n % 2 === 0 ? a : b)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await forgot(a)).status).toBe(429);
    expect((await forgot(b)).status).toBe(429);

    // Eight wrong passwords for one account from one address, four through each: the right one is then refused from there.
    const signInWith = (base: string, password: string) =>
      fetch(`${base}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'agent@demo.ng', password }),
      });
    for (let n = 0; n < 8; n++) expect((await signInWith(n % 2 === 0 ? a : b, 'Wrong#2026')).status).toBe(401);
    expect((await signInWith(a, 'Demo#2026')).status).toBe(429);
    expect((await signInWith(b, 'Demo#2026')).status).toBe(429);
  });

  it('runs the day’s reminders in one of the two: the demo’s policy ending within 30 days gets one renewal notice', async () => {
    const owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    try {
      // Each process runs the day's reminders a few seconds after it starts listening.
      const ran = async () =>
        (await owner.query(`select summary from job_runs where job = 'policy-reminders' and period = $1`, [todayInLagos()])).rows as {
          summary: string | null;
        }[];
      const deadline = Date.now() + 30_000;
      while ((await ran()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await ran()).toEqual([{ summary: expect.stringMatching(/^1 renewal reminders, /) }]);
      const notices = await owner.query(`select subject from outbox where to_address = $1 and subject like 'Renewal notice:%'`, [
        'accounts@lekkifreight.example.ng',
      ]);
      expect(notices.rows).toHaveLength(1);
    } finally {
      await owner.end();
    }
  });

  it('downloads through one process a file uploaded through another, both keeping files in one S3 bucket', async () => {
    s3 = await startFakeS3();
    // Two more processes on the same database: S3_URL alone chooses S3, FILE_STORAGE=s3 says it outright.
    const [c, d] = await Promise.all([start({ S3_URL: s3.url() }), start({ S3_URL: s3.url(), FILE_STORAGE: 's3' })]);
    const png = randomPng();
    const form = multipartFile('Company Logo.png', png);
    const uploaded = await fetch(`${c}/api/v1/broker/logo`, {
      method: 'PUT',
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
      body: form.payload,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { stored_name: storedName } = (await uploaded.json()).data as { stored_name: string };
    const [key, ...others] = [...s3.objects.keys()];
    expect(others).toEqual([]);
    expect(key).toMatch(new RegExp(`^[0-9a-f-]{36}/${storedName}$`));

    const downloaded = await call(d, accountant, 'GET', `/file/download?fileName=${encodeURIComponent(storedName)}`);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(png)).toBe(true);
    expect(s3.requests.at(0)).toMatchObject({ method: 'PUT', key, status: 200 });
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', key, status: 200 });

    // These two stop here, as cleanly as A and B do below.
    for (const server of processes.slice(2)) server.child.kill('SIGTERM');
    for (const server of processes.slice(2)) expect(await server.exitWithin(10_000)).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('stops both processes cleanly, the socket.io connections to the database included', async () => {
    for (const server of processes) server.child.kill('SIGTERM');
    for (const server of processes) expect(await server.exitWithin(10_000)).toEqual({ code: 0, signal: null });
  });
});
