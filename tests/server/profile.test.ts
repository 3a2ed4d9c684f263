import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS, FILE_NAME_TOO_LONG, FILE_TOO_LARGE, FIELD_REQUIRED } from '../../domain/messages';
import { PHONE_RULE } from '../../domain/profile';
import { storedFiles, users } from '../../server/db/schema';
import { bearer, createUser, demoTenantId, freshEmail, signIn, STRONG_PASSWORD } from './support/accounts';
import { jpegBytes, multipartFile, pngBytes } from './support/multipart';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('a person’s own profile on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  /** A fresh agent of the demo brokerage, signed in. */
  async function person() {
    const email = freshEmail('profile');
    const user = await createUser(server, { tenantId, email, userType: 'agent' });
    const response = await signIn(server, email, STRONG_PASSWORD);
    return { user, token: response.json().token as string };
  }
  const readProfile = (token: string) => server.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
  const saveProfile = (token: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/user/profile', headers: bearer(token), payload });
  const uploadAvatar = (token: string, name: string, bytes: Buffer, type?: string) => {
    const form = multipartFile(name, bytes, type);
    return server.app.inject({
      method: 'PUT',
      url: '/api/v1/user/avatar',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const row = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;
  const filesOf = (id: string) => server.db.select().from(storedFiles).where(eq(storedFiles.uploadedBy, id));

  it('answers the signed-in user in the shape of GET /user/{id}', async () => {
    const { user, token } = await person();
    const response = await readProfile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        user_id: user.id,
        basicDetails: { username: 'Bisi Adeyemi', email: user.email, firstname: 'Bisi', lastname: 'Adeyemi', phone: null },
        additionalDetails: { avatar_uri: null, user_type: 'agent' },
        suspended: false,
        verified: true,
        status: 'active',
        verification_sent_at: null,
        created_at: user.createdAt.toISOString(),
        roles: [],
      },
    });
  });

  it('wants a session', async () => {
    for (const call of [
      server.app.inject({ method: 'GET', url: '/api/v1/user/profile' }),
      server.app.inject({ method: 'PUT', url: '/api/v1/user/profile', payload: { firstName: 'A', lastName: 'B' } }),
      server.app.inject({ method: 'PUT', url: '/api/v1/user/avatar', ...multipartFile('me.png', pngBytes()) }),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_SESSION');
    }
  });

  it('changes the name and phone; the username follows the name and the email stays', async () => {
    const { user, token } = await person();
    const response = await saveProfile(token, {
      firstName: ' Amaka ',
      lastName: 'Nwosu-Obi',
      phone: '0803 555 1234',
      email: 'taken@elsewhere.ng',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your profile has been updated',
      data: {
        user_id: user.id,
        basicDetails: {
          username: 'Amaka Nwosu-Obi',
          email: user.email,
          firstname: 'Amaka',
          lastname: 'Nwosu-Obi',
          phone: '+2348035551234',
        },
      },
    });
    const saved = await row(user.id);
    expect([saved.firstName, saved.lastName, saved.username, saved.phone, saved.email]).toEqual([
      'Amaka',
      'Nwosu-Obi',
      'Amaka Nwosu-Obi',
      '+2348035551234',
      user.email,
    ]);
    expect((await readProfile(token)).json().data.basicDetails.username).toBe('Amaka Nwosu-Obi');
  });

  it('keeps the phone when it is left out and removes it when it is blank', async () => {
    const { user, token } = await person();
    await saveProfile(token, { firstName: 'Ada', lastName: 'Obi', phone: '+234 809 111 2222' });
    expect((await saveProfile(token, { firstName: 'Ada', lastName: 'Obiora' })).json().data.basicDetails.phone).toBe('+2348091112222');
    expect((await saveProfile(token, { firstName: 'Ada', lastName: 'Obiora', phone: '' })).json().data.basicDetails.phone).toBeNull();
    expect((await row(user.id)).phone).toBeNull();
  });

  it('refuses bad fields with a message for each and writes nothing', async () => {
    const { user, token } = await person();
    const response = await saveProfile(token, { firstName: '  ', lastName: 'R2-D2', phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().errors).toEqual([
      { field: 'firstName', message: FIELD_REQUIRED },
      { field: 'lastName', message: 'Use letters only' },
      { field: 'phone', message: PHONE_RULE },
    ]);
    expect((await saveProfile(token, {})).json().errors).toEqual([
      { field: 'firstName', message: FIELD_REQUIRED },
      { field: 'lastName', message: FIELD_REQUIRED },
    ]);
    const unchanged = await row(user.id);
    expect([unchanged.firstName, unchanged.lastName, unchanged.username]).toEqual(['Bisi', 'Adeyemi', 'Bisi Adeyemi']);
  });

  it('changes only the caller’s own row', async () => {
    const first = await person();
    const second = await person();
    await saveProfile(first.token, { firstName: 'Kemi', lastName: 'Lawal' });
    expect((await row(second.user.id)).username).toBe('Bisi Adeyemi');
    expect((await readProfile(second.token)).json().data.user_id).toBe(second.user.id);
  });

  it('takes a PNG or JPEG avatar, records the file, serves it back to the brokerage and drops the one it replaces', async () => {
    const { user, token } = await person();
    const response = await uploadAvatar(token, 'my photo.png', pngBytes(1024));
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json().data.additionalDetails.avatar_uri as string;
    expect(avatar).toMatch(/^\/api\/v1\/file\/download\?fileName=[0-9a-f-]+\.png$/);
    expect(response.json()).toMatchObject({ success: true, data: { user_id: user.id } });
    expect((await row(user.id)).avatarUri).toBe(avatar);
    expect(await filesOf(user.id)).toEqual([
      expect.objectContaining({ tenantId, originalName: 'my photo.png', contentType: 'image/png', sizeBytes: 1024, purpose: 'avatar' }),
    ]);
    const download = await server.app.inject({ method: 'GET', url: avatar, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pngBytes(1024))).toBe(true);

    // A new picture replaces the old one, whose file goes.
    const jpeg = await uploadAvatar(token, 'portrait.jpg', jpegBytes(), 'image/jpeg');
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().data.additionalDetails.avatar_uri).toMatch(/\.jpg$/);
    expect((await filesOf(user.id)).map((file) => file.originalName)).toEqual(['portrait.jpg']);
    expect((await server.app.inject({ method: 'GET', url: avatar, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('checks the image as the spec says, by its content, and keeps the old avatar on failure', async () => {
    const { user, token } = await person();
    const kept = (await uploadAvatar(token, 'kept.png', pngBytes())).json().data.additionalDetails.avatar_uri as string;
    const cases: [string, Buffer, number, string][] = [
      ['big.png', pngBytes(2 * 1024 * 1024 + 1), 400, FILE_TOO_LARGE],
      [`${'a'.repeat(57)}.png`, pngBytes(), 400, FILE_NAME_TOO_LONG],
      ['me!!.png', pngBytes(), 400, FILE_NAME_HAS_SPECIAL_CHARACTERS],
      ['letter.png', Buffer.from('%PDF-1.7 not an image'), 400, 'This is not a real PNG file: its content does not match its name'],
      ['notes.png', Buffer.from('just some text'), 400, 'This is not a real PNG file: its content does not match its name'],
      ['letter.pdf', Buffer.from('%PDF-1.7 not an image'), 415, 'Choose a PNG or JPEG file'],
    ];
    for (const [name, bytes, status, message] of cases) {
      const response = await uploadAvatar(token, name, bytes);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().errors, name).toEqual([{ field: 'file', message }]);
    }
    expect((await row(user.id)).avatarUri).toBe(kept);
    expect((await filesOf(user.id)).map((file) => file.originalName)).toEqual(['kept.png']);
  });
});
