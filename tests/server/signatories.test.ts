import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS } from '../../domain/messages';
import { signatories, storedFiles } from '../../server/db/schema';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import { pngBytes } from './support/multipart';
import { storedByteNames } from './support/stored-bytes';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

/** A multipart form with text fields and, optionally, one file, as the browser's FormData sends it. */
function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----signatory${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="signature"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(oneDatabase())('signatories on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const send = (method: 'POST' | 'PATCH', url: string, body: ReturnType<typeof form>, token = admin) =>
    server.app.inject({ method, url: `/api/v1${url}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  const rows = () => server.db.select().from(signatories).where(eq(signatories.tenantId, tenantId));
  const fileRows = () => server.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'signature'));
  const stored = async (name: string) => (await storedByteNames(server)).includes(name);

  it('adds a signatory from JSON and lists them to every signed-in user', async () => {
    const response = await call(admin, 'POST', '/broker/signatories', {
      name: 'Adaeze Okafor',
      designation: 'Managing Director',
      email: 'MD@demo.ng',
      phone: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Signatory added',
      data: {
        signatory_id: expect.any(String),
        name: 'Adaeze Okafor',
        designation: 'Managing Director',
        email: 'md@demo.ng',
        phone: null,
        signature_file: null,
        signature_url: null,
      },
    });
    const list = await call(agent, 'GET', '/broker/signatories');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ name: 'Adaeze Okafor' }));
    expect(list.json().meta).toMatchObject({ page: 1, total: list.json().data.length });
  });

  it('adds a signatory with a signature image in one multipart request', async () => {
    const response = await send(
      'POST',
      '/broker/signatories',
      form({ name: 'Tunde Bakare', designation: 'Company Secretary' }, { name: 'tunde signature.png', bytes: pngBytes(900) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data.signature_file).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(data.signature_url).toBe(`/api/v1/file/download?fileName=${data.signature_file}`);
    expect((await fileRows()).map((f) => f.storedName)).toContain(data.signature_file);
    expect((await call(agent, 'GET', `/file/download?fileName=${data.signature_file}`)).statusCode).toBe(200);
  });

  it('checks the fields before the file and stores nothing when either fails', async () => {
    const before = {
      people: (await rows()).length,
      files: (await fileRows()).length,
      bytes: (await storedByteNames(server)).length,
    };
    const noName = await send('POST', '/broker/signatories', form({ designation: 'Director' }, { name: 'sig.png', bytes: pngBytes() }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ field: 'name', message: 'This field is required' }]);
    const badFile = await send(
      'POST',
      '/broker/signatories',
      form({ name: 'Ngozi Eze', designation: 'Director' }, { name: 'sig#1.png', bytes: pngBytes() }),
    );
    expect(badFile.json().errors).toEqual([{ field: 'file', message: FILE_NAME_HAS_SPECIAL_CHARACTERS }]);
    const notImage = await send(
      'POST',
      '/broker/signatories',
      form({ name: 'Ngozi Eze', designation: 'Director' }, { name: 'sig.png', bytes: Buffer.from('%PDF-1.4') }),
    );
    expect(notImage.statusCode).toBe(400);
    const badEmail = await call(admin, 'POST', '/broker/signatories', { name: 'Ngozi Eze', designation: 'Director', email: 'ngozi@' });
    expect(badEmail.json().errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    expect({
      people: (await rows()).length,
      files: (await fileRows()).length,
      bytes: (await storedByteNames(server)).length,
    }).toEqual(before);
  });

  it('changes what is sent, replaces or removes the signature, and deletes', async () => {
    const created = (
      await send(
        'POST',
        '/broker/signatories',
        form({ name: 'Halima Bello', designation: 'Director' }, { name: 'old.png', bytes: pngBytes() }),
      )
    ).json().data;
    expect(await stored(created.signature_file)).toBe(true);
    const renamed = await call(admin, 'PATCH', `/broker/signatories/${created.signatory_id}`, { designation: 'Executive Director' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Halima Bello',
      designation: 'Executive Director',
      signature_file: created.signature_file,
    });

    const replaced = (
      await send('PATCH', `/broker/signatories/${created.signatory_id}`, form({}, { name: 'new.png', bytes: pngBytes(300) }))
    ).json().data;
    expect(replaced.signature_file).not.toBe(created.signature_file);
    expect(await stored(created.signature_file)).toBe(false);
    expect((await fileRows()).some((f) => f.storedName === created.signature_file)).toBe(false);

    const removed = await send('PATCH', `/broker/signatories/${created.signatory_id}`, form({ removeSignature: 'true' }));
    expect(removed.json().data).toMatchObject({ signature_file: null, signature_url: null });
    expect(await stored(replaced.signature_file)).toBe(false);

    const invalid = await call(admin, 'PATCH', `/broker/signatories/${created.signatory_id}`, { name: '' });
    expect(invalid.statusCode).toBe(400);
    expect((await rows()).find((r) => r.id === created.signatory_id)?.name).toBe('Halima Bello');

    expect((await call(admin, 'DELETE', `/broker/signatories/${created.signatory_id}`)).statusCode).toBe(200);
    expect((await rows()).some((r) => r.id === created.signatory_id)).toBe(false);
  });

  it('answers 404 for unknown signatories, storing no file for them', async () => {
    const files = (await fileRows()).length;
    for (const id of [UNKNOWN_ID, 'abc']) {
      expect((await call(admin, 'PATCH', `/broker/signatories/${id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await send('PATCH', `/broker/signatories/${id}`, form({}, { name: 'x.png', bytes: pngBytes() }))).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/broker/signatories/${id}`)).statusCode).toBe(404);
    }
    expect((await fileRows()).length).toBe(files);
  });

  it('keeps changes to holders of Manage Signatories', async () => {
    const created = (await call(admin, 'POST', '/broker/signatories', { name: 'Kept Person', designation: 'Director' })).json().data;
    expect((await call(agent, 'POST', '/broker/signatories', { name: 'A', designation: 'B' })).statusCode).toBe(403);
    expect((await call(agent, 'PATCH', `/broker/signatories/${created.signatory_id}`, { name: 'A' })).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/broker/signatories/${created.signatory_id}`)).statusCode).toBe(403);
    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Signatories');
    expect((await call(keeper.token, 'PATCH', `/broker/signatories/${created.signatory_id}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await call(keeper.token, 'DELETE', `/broker/signatories/${created.signatory_id}`)).statusCode).toBe(200);
  });
});
