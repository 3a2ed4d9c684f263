import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  sessionSecret: string;
  sessionTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Time limit for each step of talking to a mail server: connecting, its greeting, each answer. */
  smtpTimeoutMs: number;
  publicUrl: string;
  seedDemo: boolean;
  /** Clients, products and a co-broker for the demo brokerage when it is first created. */
  seedDemoBook: boolean;
  staticDir: string;
  logLevel: string;
  /** Every JSON answer is checked against its route's declared struct; a mismatch is a 500 (the tests turn this on). */
  checkAnswers: boolean;
  /** The proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustProxy: string[];
  /** Where uploaded bytes go; null chooses by the database (PostgreSQL: database, PGlite: directory). S3_URL alone means s3. */
  fileStorage: FileStorageKind | null;
  /** The bucket FILE_STORAGE=s3 keeps files in (S3_URL); null when none is set. */
  s3: S3Location | null;
  /** Time limit for each call to S3 storage, until its answer (for a read, until the bytes start coming). */
  s3TimeoutMs: number;
  /** Up to this many rows a filtered list's total is counted exactly; past it, the planner's estimate, labelled as one. */
  listExactTotal: number;
  /** How many rows an export reads from its list at a time (GET /exports/{list}). */
  exportBatchRows: number;
}

export type FileStorageKind = 'database' | 'directory' | 's3';

/** Where on S3-compatible storage files go, read from S3_URL; objects are addressed path-style (endpoint/bucket/key). */
export interface S3Location {
  /** Scheme, host and port of the service, like https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** What every key starts with: '' or the URL's path after the bucket with a trailing slash ('office/files/'). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Every setting, its variable and its default: the README's configuration table mirrors this. */
export const SETTINGS = {
  PORT: '3000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  DATABASE_URL: '(empty: embedded PGlite in DATA_DIR/pglite)',
  SESSION_SECRET: '(generated once and kept in DATA_DIR/session-secret)',
  SESSION_TTL: '12h',
  SMTP_URL: '(empty: mail is kept in the outbox table)',
  MAIL_FROM: 'IBMS Broker Office <no-reply@PUBLIC_URL host>',
  SMTP_TIMEOUT_MS: '10000',
  PUBLIC_URL: 'http://localhost:PORT',
  SEED_DEMO: 'true',
  SEED_DEMO_BOOK: 'true',
  STATIC_DIR: './dist',
  LOG_LEVEL: 'info',
  CHECK_ANSWERS: 'false',
  TRUST_PROXY: '(empty: X-Forwarded-For is ignored)',
  FILE_STORAGE: '(empty: s3 when S3_URL is set, else database on PostgreSQL, directory DATA_DIR/files on PGlite)',
  S3_URL: '(empty: no S3 storage)',
  S3_TIMEOUT_MS: '15000',
  LIST_EXACT_TOTAL: '10000',
  EXPORT_BATCH_ROWS: '500',
} as const;

export class ConfigError extends Error {}

export function parseDuration(text: string): number {
  const match = /^(\d+)\s*(s|m|h|d)?$/.exec(text.trim());
  if (!match) throw new ConfigError(`SESSION_TTL must be a number of seconds or a duration like 30m, 12h, 7d (got "${text}")`);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[(match[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds < 60) throw new ConfigError('SESSION_TTL must be at least one minute');
  return seconds;
}

function parseBoolean(name: string, text: string | undefined, fallback: boolean): boolean {
  if (text === undefined || text === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  throw new ConfigError(`${name} must be true or false (got "${text}")`);
}

const PROXY = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/** A comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1, 10.0.0.0/8`). */
function parseProxies(text: string | undefined): string[] {
  const proxies = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = proxies.find((proxy) => !PROXY.test(proxy));
  if (wrong) throw new ConfigError(`TRUST_PROXY must list proxy addresses or CIDR ranges, like 127.0.0.1,10.0.0.0/8 (got "${wrong}")`);
  return proxies;
}

const S3_EXAMPLE = 'https://ACCESS_KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket';
const S3_NAME = /^[A-Za-z0-9._-]+$/;

/** AWS names the region in its hosts (s3.eu-west-1.amazonaws.com); R2 has one, 'auto'; MinIO and most others answer to us-east-1. */
function regionOfHost(host: string): string {
  const aws = /^s3[.-](?:dualstack\.)?([a-z0-9-]+)\.amazonaws\.com(\.cn)?$/.exec(host);
  if (aws && aws[1] !== 'external-1') return aws[1]!;
  if (host.endsWith('.r2.cloudflarestorage.com')) return 'auto';
  return 'us-east-1';
}

/**
 * S3_URL: `http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix…][?region=…]`, the key and secret
 * percent-encoded where they hold / @ : or %. Messages never repeat the URL, which holds the secret.
 */
function parseS3Url(text: string | undefined): S3Location | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError(`S3_URL must be an address like ${S3_EXAMPLE} (it is not one; percent-encode / @ : in the key and secret)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError('S3_URL must start with https:// or http://');
  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    throw new ConfigError(`S3_URL at ${url.host}: the access key or secret has a % that is not percent-encoding (write %25)`);
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(`S3_URL at ${url.host} must hold the access key and secret before the host, like ${S3_EXAMPLE}`);
  }
  const [bucket, ...folders] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new ConfigError(`S3_URL at ${url.host} must name the bucket as its path, like ${S3_EXAMPLE}`);
  const wrong = [bucket, ...folders].find((part) => !S3_NAME.test(part) || part === '.' || part === '..');
  if (wrong !== undefined) {
    throw new ConfigError(`S3_URL's bucket and folders take letters, digits, '.', '-' and '_' only (got "${wrong}")`);
  }
  const unknown = [...url.searchParams.keys()].find((name) => name !== 'region');
  if (unknown !== undefined) throw new ConfigError(`S3_URL takes only ?region= after the bucket (got "${unknown}")`);
  const region = url.searchParams.get('region')?.trim() || regionOfHost(url.hostname);
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_URL's region must be a region name like eu-west-1 (got "${region}")`);
  return {
    endpoint: url.origin,
    bucket,
    prefix: folders.map((folder) => `${folder}/`).join(''),
    region,
    accessKeyId,
    secretAccessKey,
  };
}

/** FILE_STORAGE, or s3 when only S3_URL is set; FILE_STORAGE=s3 needs S3_URL, and S3_URL beside another choice is a mistake. */
function parseFileStorage(text: string | undefined, s3: S3Location | null): FileStorageKind | null {
  const kind = text?.trim().toLowerCase() || null;
  if (kind !== null && kind !== 'database' && kind !== 'directory' && kind !== 's3') {
    throw new ConfigError(`FILE_STORAGE must be database, directory or s3 (got "${text}")`);
  }
  if (kind === 's3' && !s3) throw new ConfigError(`FILE_STORAGE=s3 needs S3_URL, like ${S3_EXAMPLE}`);
  if (s3 && kind !== null && kind !== 's3') {
    throw new ConfigError(`S3_URL is set but FILE_STORAGE is ${kind}: files would not go to S3 (unset one of the two)`);
  }
  return s3 ? 's3' : kind;
}

function parseWholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number from 1 up (got "${text}")`);
  return value;
}

function parsePort(text: string | undefined): number {
  const port = Number(text?.trim() || SETTINGS.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number (got "${text}")`);
  return port;
}

/** The secret is generated on first start so that sessions survive restarts without any setup. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  const dataDir = resolve(env.DATA_DIR || SETTINGS.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const sessionSecret = env.SESSION_SECRET?.trim() || loadOrCreateSecret(dataDir);
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  let publicHost: string;
  try {
    publicHost = new URL(publicUrl).hostname;
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an address like https://office.example.ng (got "${env.PUBLIC_URL}")`);
  }
  if (sessionSecret.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
  const s3 = parseS3Url(env.S3_URL);
  return {
    port,
    host: env.HOST || SETTINGS.HOST,
    dataDir,
    databaseUrl,
    sessionSecret,
    sessionTtlSeconds: parseDuration(env.SESSION_TTL || SETTINGS.SESSION_TTL),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || `IBMS Broker Office <no-reply@${publicHost.includes('.') ? publicHost : `${publicHost}.local`}>`,
    smtpTimeoutMs: parseWholeNumber('SMTP_TIMEOUT_MS', env.SMTP_TIMEOUT_MS, 10_000),
    publicUrl,
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    seedDemoBook: parseBoolean('SEED_DEMO_BOOK', env.SEED_DEMO_BOOK, true),
    staticDir: resolve(env.STATIC_DIR || SETTINGS.STATIC_DIR),
    logLevel: env.LOG_LEVEL || SETTINGS.LOG_LEVEL,
    checkAnswers: parseBoolean('CHECK_ANSWERS', env.CHECK_ANSWERS, false),
    trustProxy: parseProxies(env.TRUST_PROXY),
    fileStorage: parseFileStorage(env.FILE_STORAGE, s3),
    s3,
    s3TimeoutMs: parseWholeNumber('S3_TIMEOUT_MS', env.S3_TIMEOUT_MS, 15_000),
    listExactTotal: parseWholeNumber('LIST_EXACT_TOTAL', env.LIST_EXACT_TOTAL, 10_000),
    exportBatchRows: parseWholeNumber('EXPORT_BATCH_ROWS', env.EXPORT_BATCH_ROWS, 500),
  };
}
