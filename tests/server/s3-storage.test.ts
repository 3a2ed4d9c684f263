import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type S3Location } from '../../server/config';
import { s3FileStorage } from '../../server/files/s3-storage';
import { localFileStorage } from '../../server/files/storage';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import type { Readable } from 'node:stream';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('S3 storage against a look-alike that checks every signature', () => {
  let fake: FakeS3;
  let directory: string;
  const tenantId = randomUUID();
  const named = (extension = 'png') => ({ tenantId, name: `${randomUUID()}.${extension}` });
  const locationOf = (url: string): S3Location => loadConfig({ DATA_DIR: directory, S3_URL: url }).s3!;
  const storageAt = (url: string, timeoutMs = 15_000) =>
    s3FileStorage(locationOf(url), timeoutMs, localFileStorage(join(directory, 'files')));

  beforeAll(async () => {
    fake = await startFakeS3();
    directory = mkdtempSync(join(tmpdir(), 'brokerage-s3-'));
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  beforeEach(() => {
    fake.setDelay(0);
    fake.slowDown(0);
  });

  it('keeps, streams back and removes an object under the folders of S3_URL, then the brokerage, then the name', async () => {
    const storage = storageAt(fake.url({ folders: 'office/files' }));
    const file = named();
    const bytes = randomBytes(300_000);
    await storage.put(file, bytes);
    const key = `office/files/${tenantId}/${file.name}`;
    expect(fake.objects.get(key)?.bytes.equals(bytes)).toBe(true);
    expect(fake.objects.get(key)?.contentType).toBe('image/png');
    expect((await bytesOf(await storage.get(file)))?.equals(bytes)).toBe(true);
    await storage.remove(file);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage.get(file)).toBeNull();
    expect(fake.requests.slice(-4).map(({ method, status }) => `${method} ${status}`)).toEqual([
      'PUT 200',
      'GET 200',
      'DELETE 204',
      'GET 404',
    ]);
    // The look-alike answers nobody who does not sign.
    const unsigned = await fetch(`${fake.endpoint}/${fake.bucket}/${key}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('answers null for a name it never kept, and reads a file the directory kept before S3', async () => {
    const storage = storageAt(fake.url());
    expect(await storage.get(named())).toBeNull();
    const earlier = named();
    const bytes = randomBytes(2048);
    await localFileStorage(join(directory, 'files')).put(earlier, bytes);
    expect((await bytesOf(await storage.get(earlier)))?.equals(bytes)).toBe(true);
    await storage.remove(earlier);
    expect(await storage.get(earlier)).toBeNull();
  });

  it('never makes a key of a name or brokerage the server did not generate', async () => {
    const storage = storageAt(fake.url());
    const before = fake.requests.length;
    await expect(storage.put({ tenantId, name: '../escape.png' }, randomBytes(10))).rejects.toThrow(
      'Not a stored file name: ../escape.png',
    );
    await expect(storage.put({ tenantId: '../other', name: `${randomUUID()}.png` }, randomBytes(10))).rejects.toThrow(
      /Not a stored file name/,
    );
    expect(await storage.get({ tenantId, name: 'a/b.png' })).toBeNull();
    await storage.remove({ tenantId, name: '..' });
    expect(fake.requests.length).toBe(before);
  });

  it('says in words that S3 refused a wrong secret, a wrong key or a wrong region, without the secret', async () => {
    const wrongSecret = storageAt(fake.url({ secret: 'not-the-secret' }));
    const error = await wrongSecret.put(named(), randomBytes(64)).catch((thrown: Error) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^S3 storage refused keeping file [0-9a-f-]+/[0-9a-f-]+\\.png \\(bucket ${fake.bucket} at ${fake.endpoint}\\): HTTP 403 SignatureDoesNotMatch: The request signature we calculated does not match`,
      ),
    );
    expect((error as Error).message).not.toContain('not-the-secret');
    await expect(wrongSecret.get(named())).rejects.toThrow(/refused reading file .*HTTP 403 SignatureDoesNotMatch/);
    await expect(wrongSecret.remove(named())).rejects.toThrow(/refused removing file .*HTTP 403 SignatureDoesNotMatch/);

    const wrongKey = storageAt(fake.url().replace(fake.accessKeyId, 'SOMEONEELSE'));
    await expect(wrongKey.put(named(), randomBytes(64))).rejects.toThrow(/HTTP 403 InvalidAccessKeyId/);
    const wrongRegion = storageAt(fake.url().replace(`region=${fake.region}`, 'region=eu-west-1'));
    await expect(wrongRegion.get(named())).rejects.toThrow(/HTTP 400 AuthorizationHeaderMalformed: .*the region 'eu-west-1' is wrong/);
    const wrongBucket = storageAt(fake.url().replace(`/${fake.bucket}?`, '/nobody-s-bucket?'));
    await expect(wrongBucket.put(named(), randomBytes(64))).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it('tries a busy storage’s SlowDown twice more before it gives up, in S3’s words', async () => {
    const storage = storageAt(fake.url());
    const file = named();
    fake.slowDown(2);
    await storage.put(file, randomBytes(64));
    expect(fake.requests.slice(-3).map(({ status }) => status)).toEqual([503, 503, 200]);
    fake.slowDown(3);
    await expect(storage.get(file)).rejects.toThrow(/refused reading file .*HTTP 503 SlowDown: Please reduce your request rate/);
  });

  it('gives up on a storage that does not answer within S3_TIMEOUT_MS', async () => {
    const storage = storageAt(fake.url(), 300);
    fake.setDelay(5_000);
    const started = Date.now();
    await expect(storage.put(named(), randomBytes(64))).rejects.toThrow(
      `S3 storage did not answer within 300 ms while keeping file ${tenantId}/`,
    );
    await expect(storage.get(named())).rejects.toThrow(/did not answer within 300 ms while reading file/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('says so when nothing listens at the address', async () => {
    const closed = await startFakeS3();
    const url = closed.url();
    await closed.close();
    await expect(storageAt(url, 2_000).put(named(), randomBytes(64))).rejects.toThrow(
      new RegExp(`^S3 storage could not be reached while keeping file .* \\(bucket ${closed.bucket} at ${closed.endpoint}\\): `),
    );
  });
});

describe('the S3 look-alike', () => {
  let fake: FakeS3;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake?.close());
  const client = () =>
    new AwsClient({ accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey, region: fake.region, service: 's3', retries: 0 });
  const at = (key: string) => `${fake.endpoint}/${fake.bucket}/${key}`;

  it('answers HEAD with the object’s length and 404 without a body for a missing key', async () => {
    const bytes = randomBytes(1234);
    expect((await client().fetch(at('a/b.png'), { method: 'PUT', body: bytes })).status).toBe(200);
    const head = await client().fetch(at('a/b.png'), { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('etag')]).toEqual([
      200,
      '1234',
      expect.stringMatching(/^"[0-9a-f]{32}"$/),
    ]);
    const missing = await client().fetch(at('a/none.png'), { method: 'HEAD' });
    expect([missing.status, await missing.text()]).toEqual([404, '']);
    const got = await client().fetch(at('a/none.png'));
    expect(got.status).toBe(404);
    expect(await got.text()).toContain('<Code>NoSuchKey</Code>');
  });

  it('refuses bytes that are not the ones whose hash was signed, and a request signed long ago', async () => {
    const signed = createHash('sha256').update('the bytes that were meant').digest('hex');
    const tampered = await client().fetch(at('a/c.png'), {
      method: 'PUT',
      body: 'other bytes',
      headers: { 'x-amz-content-sha256': signed },
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect(fake.objects.has('a/c.png')).toBe(false);

    const stale = await client().sign(at('a/c.png'), { method: 'GET', aws: { datetime: '20200101T000000Z' } });
    const answer = await fetch(stale);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Code>RequestTimeTooSkewed</Code>');
  });
});
