import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration, SETTINGS } from '../../server/config';

const LONG_SECRET = 'x'.repeat(40);

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'brokerage-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function expectConfigError(env: NodeJS.ProcessEnv, message: string | RegExp) {
    let thrown: unknown;
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (error) {
      thrown = error;
    }
    expect(thrown, JSON.stringify(env)).toBeInstanceOf(ConfigError);
    if (typeof message === 'string') expect((thrown as Error).message).toBe(message);
    else expect((thrown as Error).message).toMatch(message);
  }

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: null,
      sessionTtlSeconds: 43_200,
      smtpUrl: null,
      smtpTimeoutMs: 10_000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      seedDemoBook: true,
      staticDir: resolve('./dist'),
      logLevel: 'info',
      checkAnswers: false,
      trustProxy: [],
    });
    expect(SETTINGS.SESSION_TTL).toBe('12h');
  });

  it('puts the data in ./data, resolved against the working directory, and creates it', () => {
    const previous = process.cwd();
    process.chdir(dir);
    try {
      const config = loadConfig({});
      expect(config.dataDir).toBe(join(process.cwd(), 'data'));
      expect(statSync(config.dataDir).isDirectory()).toBe(true);
      expect(config.staticDir).toBe(join(process.cwd(), 'dist'));
    } finally {
      process.chdir(previous);
    }
  });

  it('resolves a relative DATA_DIR and creates nested directories', () => {
    const nested = join(dir, 'a', 'b', 'c');
    const config = loadConfig({ DATA_DIR: nested });
    expect(config.dataDir).toBe(nested);
    expect(statSync(nested).isDirectory()).toBe(true);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: ' postgresql://app@db.internal:5432/brokerage ',
      SESSION_SECRET: LONG_SECRET,
      SESSION_TTL: '30m',
      SMTP_URL: 'smtp://mail.internal:25',
      MAIL_FROM: 'Acme Brokers <office@acme.ng>',
      SMTP_TIMEOUT_MS: '4000',
      PUBLIC_URL: 'https://office.example.ng//',
      SEED_DEMO: 'false',
      SEED_DEMO_BOOK: 'false',
      STATIC_DIR: join(dir, 'web'),
      LOG_LEVEL: 'warn',
      CHECK_ANSWERS: 'true',
      TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1',
      LIST_EXACT_TOTAL: '500',
      EXPORT_BATCH_ROWS: '250',
      S3_URL: 'https://AKIAEXAMPLE:wJalr%2FK7MDENG%2BbPxRfiCY@s3.eu-west-1.amazonaws.com/acme-files',
      S3_TIMEOUT_MS: '5000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: 'postgresql://app@db.internal:5432/brokerage',
      sessionSecret: LONG_SECRET,
      sessionTtlSeconds: 1800,
      smtpUrl: 'smtp://mail.internal:25',
      mailFrom: 'Acme Brokers <office@acme.ng>',
      smtpTimeoutMs: 4000,
      publicUrl: 'https://office.example.ng',
      seedDemo: false,
      seedDemoBook: false,
      staticDir: join(dir, 'web'),
      logLevel: 'warn',
      checkAnswers: true,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      fileStorage: 's3',
      s3: {
        endpoint: 'https://s3.eu-west-1.amazonaws.com',
        bucket: 'acme-files',
        prefix: '',
        region: 'eu-west-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'wJalr/K7MDENG+bPxRfiCY',
      },
      s3TimeoutMs: 5000,
      listExactTotal: 500,
      exportBatchRows: 250,
    });
  });

  describe('S3 storage', () => {
    const s3Of = (url: string) => loadConfig({ DATA_DIR: dir, S3_URL: url }).s3;

    it('has none, and 15 seconds a call, unless S3_URL is set', () => {
      expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ fileStorage: null, s3: null, s3TimeoutMs: 15_000 });
      expect(loadConfig({ DATA_DIR: dir, S3_URL: ' ' }).s3).toBeNull();
    });

    it('reads a look-alike on a port, its region and the folders after the bucket', () => {
      expect(s3Of('http://minio:minio%40secret@127.0.0.1:9000/brokerage/office/files/?region=af-south-1')).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'brokerage',
        prefix: 'office/files/',
        region: 'af-south-1',
        accessKeyId: 'minio',
        secretAccessKey: 'minio@secret',
      });
    });

    it('takes the region from an AWS host, R2’s own, or us-east-1 where the host names none', () => {
      expect(s3Of('https://k:s@s3.eu-west-1.amazonaws.com/b1')?.region).toBe('eu-west-1');
      expect(s3Of('https://k:s@s3-af-south-1.amazonaws.com/b1')?.region).toBe('af-south-1');
      expect(s3Of('https://k:s@s3.amazonaws.com/b1')?.region).toBe('us-east-1');
      expect(s3Of('https://k:s@0123abcd.r2.cloudflarestorage.com/b1')?.region).toBe('auto');
      expect(s3Of('https://k:s@objects.example.ng/b1')?.region).toBe('us-east-1');
      expect(s3Of('https://k:s@s3.eu-west-1.amazonaws.com/b1?region=eu-west-2')?.region).toBe('eu-west-2');
    });

    it('means FILE_STORAGE=s3 when only S3_URL is set, and refuses S3_URL beside another choice', () => {
      const url = 'https://k:s@s3.eu-west-1.amazonaws.com/b1';
      expect(loadConfig({ DATA_DIR: dir, S3_URL: url }).fileStorage).toBe('s3');
      expect(loadConfig({ DATA_DIR: dir, S3_URL: url, FILE_STORAGE: 'S3' }).fileStorage).toBe('s3');
      expectConfigError(
        { FILE_STORAGE: 's3' },
        'FILE_STORAGE=s3 needs S3_URL, like https://ACCESS_KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket',
      );
      expectConfigError(
        { S3_URL: url, FILE_STORAGE: 'directory' },
        'S3_URL is set but FILE_STORAGE is directory: files would not go to S3 (unset one of the two)',
      );
      expectConfigError({ FILE_STORAGE: 'cloud' }, 'FILE_STORAGE must be database, directory or s3 (got "cloud")');
    });

    it('refuses an S3_URL it cannot use, without repeating the secret', () => {
      const refusals: [string, RegExp][] = [
        ['not a url TOPSECRET', /^S3_URL must be an address like https:\/\/ACCESS_KEY:SECRET@/],
        ['ftp://k:TOPSECRET@files.example.ng/b1', /^S3_URL must start with https:\/\/ or http:\/\//],
        ['https://files.example.ng/b1', /^S3_URL at files\.example\.ng must hold the access key and secret before the host/],
        ['https://k@files.example.ng/b1', /must hold the access key and secret/],
        ['https://k:TOPSECRET%zz@files.example.ng/b1', /has a % that is not percent-encoding/],
        ['https://k:TOPSECRET@files.example.ng/', /^S3_URL at files\.example\.ng must name the bucket as its path/],
        [
          'https://k:TOPSECRET@files.example.ng/b1/a%20b',
          /bucket and folders take letters, digits, '\.', '-' and '_' only \(got "a%20b"\)/,
        ],
        ['https://k:TOPSECRET@files.example.ng/b1?pathStyle=false', /takes only \?region= after the bucket \(got "pathStyle"\)/],
        ['https://k:TOPSECRET@files.example.ng/b1?region=EU%20West', /region must be a region name like eu-west-1/],
      ];
      for (const [url, message] of refusals) {
        expectConfigError({ S3_URL: url }, message);
        try {
          loadConfig({ DATA_DIR: dir, S3_URL: url });
        } catch (error) {
          expect((error as Error).message, url).not.toContain('TOPSECRET');
        }
      }
    });

    it('refuses an S3_TIMEOUT_MS that is not a whole number', () => {
      expectConfigError({ S3_TIMEOUT_MS: '1.5s' }, 'S3_TIMEOUT_MS must be a whole number from 1 up (got "1.5s")');
    });
  });

  it('sends mail from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://office.example.ng' }).mailFrom).toBe(
      'IBMS Broker Office <no-reply@office.example.ng>',
    );
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).mailFrom).toBe('IBMS Broker Office <no-reply@localhost.local>');
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be an address/);
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL: '  ',
      SESSION_TTL: '',
      SEED_DEMO: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      HOST: '',
    });
    expect(config).toMatchObject({ host: '0.0.0.0', databaseUrl: null, sessionTtlSeconds: 43_200, seedDemo: true, smtpUrl: null });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats an empty PORT as unset too, like every other variable', () => {
    // `PORT=` in a .env file or a compose file must not mean "any free port".
    const config = loadConfig({ DATA_DIR: dir, PORT: '' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('accepts PORT=0 to let the system pick a free port', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '0' }).port).toBe(0);
  });

  it('reads SEED_DEMO as a yes or a no', () => {
    for (const text of ['true', 'TRUE', '1', 'yes', 'on']) expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: text }).seedDemo, text).toBe(true);
    for (const text of ['false', 'False', '0', 'no', 'off'])
      expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: text }).seedDemo, text).toBe(false);
  });

  describe('the session secret', () => {
    it('is generated once, kept in DATA_DIR/session-secret with mode 0600, and reused', () => {
      const first = loadConfig({ DATA_DIR: dir });
      const file = join(dir, 'session-secret');
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
      expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
      expect(first.sessionSecret).toMatch(/^[A-Za-z0-9_-]+$/);

      const second = loadConfig({ DATA_DIR: dir });
      expect(second.sessionSecret).toBe(first.sessionSecret);
    });

    it('differs between data directories', () => {
      const other = mkdtempSync(join(tmpdir(), 'brokerage-config-'));
      try {
        expect(loadConfig({ DATA_DIR: other }).sessionSecret).not.toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });

    it('comes from SESSION_SECRET when set, and then no file is written', () => {
      expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: `  ${LONG_SECRET}  ` }).sessionSecret).toBe(LONG_SECRET);
      expect(existsSync(join(dir, 'session-secret'))).toBe(false);
    });

    it('is read from an existing file, without the trailing newline', () => {
      writeFileSync(join(dir, 'session-secret'), `${LONG_SECRET}\n`, { mode: 0o600 });
      expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(LONG_SECRET);
    });

    it('must be at least 32 characters', () => {
      expectConfigError({ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET must be at least 32 characters');
    });
  });

  describe('invalid settings', () => {
    it('refuses a PORT that is not a port number', () => {
      for (const port of ['abc', '-1', '65536', '80.5', '3000abc']) {
        expectConfigError({ PORT: port }, `PORT must be a port number (got "${port}")`);
      }
    });

    it('refuses a SESSION_TTL that is not a duration', () => {
      expectConfigError(
        { SESSION_TTL: 'forever' },
        'SESSION_TTL must be a number of seconds or a duration like 30m, 12h, 7d (got "forever")',
      );
      expectConfigError({ SESSION_TTL: '30s' }, 'SESSION_TTL must be at least one minute');
    });

    it('refuses a SEED_DEMO that is neither true nor false', () => {
      expectConfigError({ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe")');
    });

    it('refuses a TRUST_PROXY that is not a list of addresses', () => {
      for (const value of ['true', 'proxy.internal', '127.0.0.1; 10.0.0.1']) {
        expectConfigError(
          { TRUST_PROXY: value },
          /^TRUST_PROXY must list proxy addresses or CIDR ranges, like 127\.0\.0\.1,10\.0\.0\.0\/8/,
        );
      }
    });

    it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
      for (const url of ['mysql://root@localhost/brokerage', 'localhost:5432', 'file:./data.db']) {
        expectConfigError({ DATABASE_URL: url }, 'DATABASE_URL must start with postgres:// or postgresql://');
      }
      expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://localhost/x' }).databaseUrl).toBe('postgres://localhost/x');
    });
  });
});

describe('parseDuration', () => {
  it('reads seconds, minutes, hours and days', () => {
    expect(parseDuration('60')).toBe(60);
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('12h')).toBe(43_200);
    expect(parseDuration('7d')).toBe(604_800);
    expect(parseDuration(' 12h ')).toBe(43_200);
    expect(parseDuration('2 h')).toBe(7200);
  });

  it('refuses anything shorter than a minute', () => {
    expect(() => parseDuration('59')).toThrow(ConfigError);
    expect(() => parseDuration('59s')).toThrow('SESSION_TTL must be at least one minute');
    expect(() => parseDuration('0m')).toThrow(ConfigError);
    expect(parseDuration('1m')).toBe(60);
  });

  it('refuses text that is not a duration', () => {
    for (const text of ['', 'abc', '12x', '-5m', '1.5h', 'h', '12hours', '1h30m']) {
      expect(() => parseDuration(text), text).toThrow(ConfigError);
      expect(() => parseDuration(text), text).toThrow(/SESSION_TTL must be a number of seconds or a duration like 30m, 12h, 7d/);
    }
  });
});
