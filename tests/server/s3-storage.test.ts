import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
