import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE } from '../../domain/messages';
import { storedFiles } from '../../server/db/schema';
import { contentIs, detectFileKind, kindOfName } from '../../server/files/file-type';
import { localFileStorage } from '../../server/files/storage';
import { bearer, demoTenantId } from './support/accounts';
import { declaredType, jpegBytes, multipartFile, pdfBytes, pngBytes } from './support/multipart';
import { loseBytes, storedByteNames } from './support/stored-bytes';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// What a hostile uploader sends: each claims to be an accepted kind (its name, its declared type) and is not.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PAGE = '<html><body><script>fetch("/api/v1/user").then((r) => r.text()).then(alert)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage.token)</script></svg>';
const pngWithScript = () => {
  const real = pngBytes(512);
  return Buffer.concat([real.subarray(0, 33), Buffer.from(`tEXt${PAGE}`), real.subarray(33)]);
};
const HOSTILE_IMAGES: [string, string, Buffer, string][] = [
  ['a PNG header followed by script', 'logo.png', Buffer.concat([PNG_SIGNATURE, Buffer.from(PAGE)]), 'image/png'],
  ['a real PNG header with a page in a text chunk', 'logo.png', pngWithScript(), 'image/png'],
  ['an HTML page named .png', 'logo.png', Buffer.from(PAGE), 'image/png'],
  ['an SVG named .png', 'logo.png', Buffer.from(SVG), 'image/png'],
  [
    'a JPEG start followed by script, without its end',
    'logo.jpg',
    Buffer.concat([jpegBytes(64).subarray(0, 4), Buffer.from(PAGE)]),
    'image/jpeg',
  ],
  ['a PDF named .png', 'logo.png', pdfBytes(), 'image/png'],
  ['a PNG named .jpg', 'logo.jpg', pngBytes(), 'image/jpeg'],
  ['a real PNG sent as text/html', 'logo.png', pngBytes(), 'text/html'],
  ['a real PNG sent as image/svg+xml', 'logo.png', pngBytes(), 'image/svg+xml'],
];

describe('telling a file’s type from its content', () => {
  it('knows PDF, PNG and JPEG by their first bytes and nothing else', () => {
    expect(detectFileKind(pdfBytes())).toBe('pdf');
    expect(detectFileKind(pngBytes())).toBe('png');
    expect(detectFileKind(jpegBytes())).toBe('jpeg');
    expect(detectFileKind(Buffer.from('MZ\x90\x00 an executable'))).toBeNull();
    expect(detectFileKind(Buffer.from('%PD'))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });

  it('takes a file for its kind only when the whole of it says so', () => {
    expect(contentIs(pngBytes(), 'png')).toBe(true);
    expect(contentIs(jpegBytes(), 'jpeg')).toBe(true);
    expect(contentIs(Buffer.concat([jpegBytes(), Buffer.alloc(16, 0)]), 'jpeg')).toBe(true);
    expect(contentIs(pdfBytes(), 'pdf')).toBe(true);
    for (const [what, name, bytes] of HOSTILE_IMAGES.slice(0, 7)) expect(contentIs(bytes, kindOfName(name)!), what).toBe(false);
    expect(contentIs(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>'), 'pdf')).toBe(false);
    expect(contentIs(Buffer.concat([Buffer.from('%PDF-1.7\n<!DOCTYPE html><html>'), pdfBytes().subarray(9)]), 'pdf')).toBe(false);
    expect(contentIs(pngBytes(), 'jpeg')).toBe(false);
  });

  it('reads the kind a name claims from its extension, jpg and jpeg alike', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.Pdf', 'e.gif', 'f', 'g.png.html'].map(kindOfName)).toEqual([
      'png',
      'jpeg',
      'jpeg',
      'pdf',
      null,
      null,
      null,
    ]);
  });
});

describe('the local file storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'brokerage-files-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const storage = localFileStorage(join(directory, 'files'));
  const tenantId = '0b7c7a7e-1a2b-4c3d-8e9f-00000000aaaa';
  const file = (name: string) => ({ tenantId, name });

  it('keeps, streams and removes bytes under a generated name', async () => {
    await storage.put(file('0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png'), pngBytes(64));
    const stream = await storage.get(file('0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png'));
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pngBytes(64))).toBe(true);
    await storage.remove(file('0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png'));
    expect(await storage.get(file('0b7c7a7e-1a2b-4c3d-8e9f-000000000001.png'))).toBeNull();
  });

  it('refuses names that could leave its directory', async () => {
    await expect(storage.put(file('../escape.png'), pngBytes())).rejects.toThrow();
    expect(await storage.get(file('../session-secret'))).toBeNull();
    expect(await storage.get(file('files/../../x.png'))).toBeNull();
    expect(existsSync(join(directory, 'escape.png'))).toBe(false);
  });
});

describe.each(oneDatabase())('uploads and downloads on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const uploadLogo = (name: string, bytes: Buffer, contentType = declaredType(name)) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/broker/logo', ...withToken(multipartFile(name, bytes, contentType), admin) });
  const withToken = (form: { payload: Buffer; headers: Record<string, string> }, token: string) => ({
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
  const download = (fileName: string, token: string | null = admin) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v1/file/download?fileName=${encodeURIComponent(fileName)}`,
      headers: token ? bearer(token) : {},
    });
  const fileRows = () => server.db.select().from(storedFiles).where(eq(storedFiles.tenantId, tenantId));

  it('stores an upload under a generated name and serves it back as an attachment with its own name', async () => {
    const response = await uploadLogo('Company Logo.png', pngBytes(2048));
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json().data;
    expect(uploaded).toMatchObject({ original_name: 'Company Logo.png', content_type: 'image/png', size_bytes: 2048 });
    expect(uploaded.stored_name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(uploaded.url).toBe(`/api/v1/file/download?fileName=${uploaded.stored_name}`);
    expect(await storedByteNames(server)).toContain(uploaded.stored_name);
    const [row] = (await fileRows()).filter((file) => file.storedName === uploaded.stored_name);
    expect(row).toMatchObject({ purpose: 'logo', originalName: 'Company Logo.png', sizeBytes: 2048 });

    const answer = await download(uploaded.stored_name);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="Company Logo.png"; filename*=UTF-8''Company%20Logo.png`);
    expect(answer.rawPayload.equals(pngBytes(2048))).toBe(true);
  });

  it('names a download file.pdf when the original name is unknown', async () => {
    const uploaded = (await uploadLogo('mark.jpg', jpegBytes())).json().data;
    await server.db.update(storedFiles).set({ originalName: '' }).where(eq(storedFiles.storedName, uploaded.stored_name));
    const answer = await download(uploaded.stored_name);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-disposition']).toContain('filename="file.pdf"');
  });

  it.each([
    ['big.png', pngBytes(2 * 1024 * 1024 + 1), FILE_TOO_LARGE],
    [`${'a'.repeat(57)}.png`, pngBytes(), FILE_NAME_TOO_LONG],
    ['logo!.png', pngBytes(), FILE_NAME_HAS_SPECIAL_CHARACTERS],
    ['my  logo.png', pngBytes(), FILE_NAME_HAS_SPECIAL_CHARACTERS],
  ])('refuses %s with the spec’s message on field file, storing nothing', async (name, bytes, message) => {
    const before = { bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length };
    const response = await uploadLogo(name, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'file', message }] });
    expect({ bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length }).toEqual(before);
  });

  it('answers 415 when the name says a kind the upload does not take', async () => {
    const before = { bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length };
    for (const [name, bytes, type] of [
      ['logo.gif', Buffer.from('GIF89a an image of another kind'), 'image/gif'],
      ['logo.pdf', pdfBytes(), 'application/pdf'],
      ['logo.svg', Buffer.from(SVG), 'image/svg+xml'],
      ['logo', pngBytes(), 'image/png'],
    ] as const) {
      const response = await uploadLogo(name, bytes, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        errors: [{ field: 'file', message: 'Choose a PNG or JPEG file' }],
      });
    }
    expect({ bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length }).toEqual(before);
  });

  const uploadAvatar = (name: string, bytes: Buffer, contentType: string) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/user/avatar', ...withToken(multipartFile(name, bytes, contentType), admin) });

  it.each(HOSTILE_IMAGES)('refuses %s with 400 on field file, as logo and as avatar, storing nothing', async (_what, name, bytes, type) => {
    const before = { bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length };
    for (const response of [await uploadLogo(name, bytes, type), await uploadAvatar(name, bytes, type)]) {
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'file', message: expect.any(String) }] });
      expect(body.errors[0].message).toMatch(
        /^(This is not a real (PNG|JPEG) file: its content does not match its name|This file is sent as .+, which does not match its name)$/,
      );
    }
    expect({ bytes: (await storedByteNames(server)).length, rows: (await fileRows()).length }).toEqual(before);
  });

  it('takes a JPEG named .jpeg and one sent without a declared type', async () => {
    expect((await uploadLogo('mark.jpeg', jpegBytes(), 'image/jpeg')).statusCode).toBe(200);
    expect((await uploadLogo('mark.jpg', jpegBytes(), 'application/octet-stream')).statusCode).toBe(200);
  });

  it('answers 413 for a body far beyond the limit, 400 for a form without a file and 415 for a body that is no form', async () => {
    expect((await uploadLogo('huge.png', pngBytes(4 * 1024 * 1024))).statusCode).toBe(413);
    const emptyFile = await uploadLogo('empty.png', Buffer.alloc(0));
    expect(emptyFile.statusCode).toBe(400);
    expect(emptyFile.json().errors).toEqual([{ field: 'file', message: 'Choose a file to upload' }]);
    const json = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      headers: bearer(admin),
      payload: { file: 'logo.png' },
    });
    expect(json.statusCode).toBe(415);
    const malformed = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/broker/logo',
      headers: { 'content-type': 'multipart/form-data', ...bearer(admin) },
      payload: 'no boundary, no parts',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The form could not be read');
  });

  it('serves nothing to a caller without a session, and 404 for unknown names and path tricks', async () => {
    const uploaded = (await uploadLogo('seal.png', pngBytes())).json().data;
    const anonymous = await download(uploaded.stored_name, null);
    expect(anonymous.statusCode).toBe(401);
    for (const name of [
      '0b7c7a7e-1a2b-4c3d-8e9f-000000000009.png',
      '../session-secret',
      '../../etc/passwd',
      `files/../${uploaded.stored_name}`,
      '',
    ]) {
      const answer = await download(name);
      expect(answer.statusCode, name).toBe(404);
      expect(answer.json().code).toBe('NOT_FOUND');
    }
  });

  it('sends a stored file as the type it was stored as, never sniffed, always as an attachment; a stranger type as bytes', async () => {
    const uploaded = (await uploadLogo('seal.png', pngBytes())).json().data;
    await server.db.update(storedFiles).set({ contentType: 'text/html' }).where(eq(storedFiles.storedName, uploaded.stored_name));
    const answer = await download(uploaded.stored_name);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/octet-stream');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 when the bytes are gone though the record remains', async () => {
    const uploaded = (await uploadLogo('gone.png', pngBytes())).json().data;
    await loseBytes(server, uploaded.stored_name);
    expect((await download(uploaded.stored_name)).statusCode).toBe(404);
  });
});
