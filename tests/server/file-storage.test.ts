import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { storedFileBytes, storedFiles } from '../../server/db/schema';
import { moveFilesToDatabase } from '../../server/files/move-to-database';
import { s3FileStorage } from '../../server/files/s3-storage';
import { fileStorageKind, localFileStorage, storageOf } from '../../server/files/storage';
import { storeFileIn } from '../../server/files/uploads';
import { startFakeS3, type FakeS3 } from '../support/fake-s3';
import { bearer, demoTenantId, STRONG_PASSWORD } from './support/accounts';
import { decodeJwtPayload } from './support/jwt';
import { multipartFile, pngBytes } from './support/multipart';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { Readable } from 'node:stream';

/** A PNG whose filler is random past the first kilobyte (where uploads are checked for markup), so no two are alike. */
const uniquePng = (size = 4096) => Buffer.concat([pngBytes(1100), randomBytes(size - 1100)]);

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('choosing where files go', () => {
  it('keeps them in PostgreSQL, which several processes share, and in the directory on PGlite, unless FILE_STORAGE says', () => {
    expect(fileStorageKind({ fileStorage: null }, 'postgres')).toBe('database');
    expect(fileStorageKind({ fileStorage: null }, 'pglite')).toBe('directory');
    expect(fileStorageKind({ fileStorage: 'directory' }, 'postgres')).toBe('directory');
    expect(fileStorageKind({ fileStorage: 'database' }, 'pglite')).toBe('database');
  });

  it('takes S3 when FILE_STORAGE or S3_URL says so, on either database', () => {
    expect(fileStorageKind({ fileStorage: 's3' }, 'postgres')).toBe('s3');
    expect(fileStorageKind({ fileStorage: 's3' }, 'pglite')).toBe('s3');
  });

  it('reads FILE_STORAGE and refuses s3 without S3_URL, and anything but database, directory or s3', () => {
    const dataDir = join(process.env.TMPDIR ?? '/tmp', `brokerage-config-${randomBytes(4).toString('hex')}`);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }).fileStorage).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), FILE_STORAGE: 'Database' }).fileStorage).toBe('database');
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), FILE_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), FILE_STORAGE: 'ftp' })).toThrow(ConfigError);
  });
});

describe.each(oneDatabase())('files kept in the database on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let tenantId: string;
  let adminId: string;
  let second: { tenantId: string; userId: string };
  let secondAdmin: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { FILE_STORAGE: 'database' } });
    admin = await signInAs(server, 'admin@demo.ng');
    adminId = decodeJwtPayload(admin).user_id as string;
    tenantId = await demoTenantId(server);
    second = await createTenantWithUser(server, { email: `files-${kind}@second.ng`, password: STRONG_PASSWORD });
    secondAdmin = await signInAs(server, `files-${kind}@second.ng`, STRONG_PASSWORD);
  });
  afterAll(() => server?.close());

  const uploadLogo = (bytes: Buffer, token = admin) => {
    const form = multipartFile('logo.png', bytes);
    return server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
  };
  const download = (name: string, token = admin) =>
    server.app.inject({ method: 'GET', url: `/api/v1/file/download?fileName=${encodeURIComponent(name)}`, headers: bearer(token) });
  const bytesRow = async (name: string) =>
    (await server.db.select().from(storedFileBytes).where(eq(storedFileBytes.storedName, name)))[0] ?? null;
  const directory = () => join(server.config.dataDir, 'files');

  it('keeps an upload’s bytes in the database for its brokerage, none on disk, and serves them back byte for byte', async () => {
    const png = uniquePng();
    const uploaded = await uploadLogo(png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const name = uploaded.json().data.stored_name as string;
    const row = await bytesRow(name);
    expect(row?.tenantId).toBe(tenantId);
    expect(row?.bytes.equals(png)).toBe(true);
    expect(existsSync(directory()) ? readdirSync(directory()) : []).toEqual([]);
    const answer = await download(name);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(png)).toBe(true);
  });

  it('lets a brokerage read only its own bytes, through the API and under row-level security', async () => {
    const name = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    expect((await download(name, secondAdmin)).statusCode).toBe(404);
    const seen = await server.ctx.database.asTenant(second.tenantId, (tx) =>
      storageOf(server.ctx).get({ tenantId: second.tenantId, name }, tx),
    );
    expect(seen).toBeNull();
    const own = await server.ctx.database.asTenant(tenantId, (tx) => storageOf(server.ctx).get({ tenantId, name }, tx));
    expect(await bytesOf(own)).not.toBeNull();
  });

  it('takes the bytes back with a transaction that fails after storing them: no orphan bytes, no record', async () => {
    const before = (await server.db.select().from(storedFileBytes)).length;
    const failing = server.ctx.database.asTenant(tenantId, (tx) =>
      storeFileIn(tx, server.ctx, { tenantId, userId: adminId }, { name: 'x.png', bytes: uniquePng(), kind: 'png' }, 'test', async () => {
        throw new Error('the work after the upload failed');
      }),
    );
    await expect(failing).rejects.toThrow('the work after the upload failed');
    expect((await server.db.select().from(storedFileBytes)).length).toBe(before);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'test'))).toEqual([]);
  });

  it('refuses bytes without a record: the record must exist when the transaction commits', async () => {
    const orphan = server.ctx.database.asTenant(tenantId, (tx) =>
      storageOf(server.ctx).put({ tenantId, name: '0b7c7a7e-1a2b-4c3d-8e9f-0000000000aa.png' }, uniquePng(), tx),
    );
    await expect(orphan).rejects.toThrow();
    expect(await bytesRow('0b7c7a7e-1a2b-4c3d-8e9f-0000000000aa.png')).toBeNull();
    await expect(storageOf(server.ctx).put({ tenantId, name: '0b7c7a7e-1a2b-4c3d-8e9f-0000000000ab.png' }, uniquePng())).rejects.toThrow(
      /transaction/,
    );
  });

  it('removes the bytes with their record when a logo is replaced', async () => {
    const first = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    expect(await bytesRow(first)).not.toBeNull();
    const next = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    expect(await bytesRow(first)).toBeNull();
    expect(await bytesRow(next)).not.toBeNull();
    expect((await download(first)).statusCode).toBe(404);
  });

  it('still serves a file kept in the directory before the bytes moved to the database', async () => {
    const name = '0b7c7a7e-1a2b-4c3d-8e9f-0000000000ac.png';
    const png = uniquePng();
    await localFileStorage(directory()).put({ tenantId, name }, png);
    await server.db
      .insert(storedFiles)
      .values({ tenantId, storedName: name, originalName: 'old.png', contentType: 'image/png', sizeBytes: png.length, purpose: 'logo' });
    const answer = await download(name);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect((await download(name, secondAdmin)).statusCode).toBe(404);
  });

  it('moves the directory’s recorded files into the database once, leaving files nobody recorded', async () => {
    const name = '0b7c7a7e-1a2b-4c3d-8e9f-0000000000ad.png';
    const orphan = '0b7c7a7e-1a2b-4c3d-8e9f-0000000000ae.png';
    const png = uniquePng();
    await localFileStorage(directory()).put({ tenantId, name }, png);
    await localFileStorage(directory()).put({ tenantId, name: orphan }, uniquePng());
    await server.db
      .insert(storedFiles)
      .values({ tenantId, storedName: name, originalName: 'older.png', contentType: 'image/png', sizeBytes: png.length, purpose: 'logo' });

    // This file's and the one the test before kept in the directory.
    expect(await moveFilesToDatabase(server.ctx.database, directory())).toBe(2);
    expect(readdirSync(directory())).toEqual([orphan]);
    expect((await bytesRow(name))?.bytes.equals(png)).toBe(true);
    expect((await bytesRow('0b7c7a7e-1a2b-4c3d-8e9f-0000000000ac.png'))?.tenantId).toBe(tenantId);
    expect((await download(name)).rawPayload.equals(png)).toBe(true);
    expect(await moveFilesToDatabase(server.ctx.database, directory())).toBe(0);
  });
});

describe.each(oneDatabase())('files kept on S3 storage on %s', (kind) => {
  let fake: FakeS3;
  let server: TestServer;
  let admin: string;
  let tenantId: string;
  let adminId: string;
  let secondAdmin: string;

  beforeAll(async () => {
    fake = await startFakeS3();
    // S3_URL alone chooses S3; the folder keeps this office's files apart from whatever else the bucket holds.
    server = await startTestServer(kind, { env: { S3_URL: fake.url({ folders: 'office' }) } });
    admin = await signInAs(server, 'admin@demo.ng');
    adminId = decodeJwtPayload(admin).user_id as string;
    tenantId = await demoTenantId(server);
    await createTenantWithUser(server, { email: `s3-${kind}@second.ng`, password: STRONG_PASSWORD });
    secondAdmin = await signInAs(server, `s3-${kind}@second.ng`, STRONG_PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const uploadLogo = (bytes: Buffer) => {
    const form = multipartFile('logo.png', bytes);
    return server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin) },
    });
  };
  const download = (name: string, token = admin) =>
    server.app.inject({ method: 'GET', url: `/api/v1/file/download?fileName=${encodeURIComponent(name)}`, headers: bearer(token) });
  const keyOf = (name: string) => `office/${tenantId}/${name}`;
  const directory = () => join(server.config.dataDir, 'files');
  const recordsFor = (purpose: string) => server.db.select().from(storedFiles).where(eq(storedFiles.purpose, purpose));

  it('keeps an upload as an object in its brokerage’s folder, nothing in the database or on disk, and serves it back byte for byte', async () => {
    expect(server.config.fileStorage).toBe('s3');
    const png = uniquePng(300_000);
    const uploaded = await uploadLogo(png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const name = uploaded.json().data.stored_name as string;
    expect(fake.objects.get(keyOf(name))?.bytes.equals(png)).toBe(true);
    expect(await server.db.select().from(storedFileBytes).where(eq(storedFileBytes.storedName, name))).toEqual([]);
    expect(existsSync(directory()) ? readdirSync(directory()) : []).toEqual([]);

    const answer = await download(name);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(png)).toBe(true);
    expect((await download(name, secondAdmin)).statusCode).toBe(404);
  });

  it('removes the replaced logo’s object once the new logo is committed', async () => {
    const first = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    expect(fake.objects.has(keyOf(first))).toBe(true);
    const next = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    expect(fake.objects.has(keyOf(first))).toBe(false);
    expect(fake.objects.has(keyOf(next))).toBe(true);
    expect((await download(first)).statusCode).toBe(404);
  });

  it('takes the object back when the write that stored it fails, and records nothing when S3 refuses the bytes', async () => {
    const before = [...fake.objects.keys()];
    const failing = server.ctx.database.asTenant(tenantId, (tx) =>
      storeFileIn(
        tx,
        server.ctx,
        { tenantId, userId: adminId },
        { name: 'x.png', bytes: uniquePng(), kind: 'png' },
        's3-test',
        async () => {
          throw new Error('the work after the upload failed');
        },
      ),
    );
    await expect(failing).rejects.toThrow('the work after the upload failed');
    expect([...fake.objects.keys()]).toEqual(before);
    expect(await recordsFor('s3-test')).toEqual([]);

    const refusing = {
      ...server.ctx,
      files: s3FileStorage(
        loadConfig({ DATA_DIR: server.config.dataDir, S3_URL: fake.url({ secret: 'wrong' }) }).s3!,
        5_000,
        localFileStorage(directory()),
      ),
    };
    const refused = server.ctx.database.asTenant(tenantId, (tx) =>
      storeFileIn(
        tx,
        refusing,
        { tenantId, userId: adminId },
        { name: 'y.png', bytes: uniquePng(), kind: 'png' },
        's3-refused',
        async () => 'stored',
      ),
    );
    await expect(refused).rejects.toThrow(/S3 storage refused keeping file .* HTTP 403 SignatureDoesNotMatch/);
    expect(await recordsFor('s3-refused')).toEqual([]);
  });

  it('answers 404, not 500, for a record whose object is gone from the bucket', async () => {
    const name = (await uploadLogo(uniquePng())).json().data.stored_name as string;
    fake.objects.delete(keyOf(name));
    expect((await download(name)).statusCode).toBe(404);
  });

  it('still serves files kept in the database or in the directory before S3 was chosen', async () => {
    const inTable = '0b7c7a7e-1a2b-4c3d-8e9f-0000000005a1.png';
    const onDisk = '0b7c7a7e-1a2b-4c3d-8e9f-0000000005a2.png';
    const [tablePng, diskPng] = [uniquePng(), uniquePng()];
    const record = (storedName: string, png: Buffer) => ({
      tenantId,
      storedName,
      originalName: 'old.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      purpose: 'logo',
    });
    await server.db.insert(storedFiles).values([record(inTable, tablePng), record(onDisk, diskPng)]);
    await server.db.insert(storedFileBytes).values({ storedName: inTable, tenantId, bytes: tablePng });
    await localFileStorage(directory()).put({ tenantId, name: onDisk }, diskPng);

    expect((await download(inTable)).rawPayload.equals(tablePng)).toBe(true);
    expect((await download(onDisk)).rawPayload.equals(diskPng)).toBe(true);
    expect((await download(onDisk, secondAdmin)).statusCode).toBe(404);
  });
});
