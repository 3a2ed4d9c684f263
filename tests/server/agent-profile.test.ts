import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_NUBAN, nubanCheckDigit } from '../../domain/banks';
import { FILE_NAME_HAS_SPECIAL_CHARACTERS } from '../../domain/messages';
import { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE } from '../../domain/profile';
import { agentProfiles, banks, lgas, states, storedFiles, users } from '../../server/db/schema';
import { bearer, createUser, demoTenantId, freshEmail, signIn, STRONG_PASSWORD } from './support/accounts';
import { multipartFile, pngBytes } from './support/multipart';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

const EMPTY_PROFILE = {
  business_name: null,
  license_number: null,
  address: null,
  city: null,
  state_id: null,
  state_name: null,
  lga_id: null,
  lga_name: null,
  bank_id: null,
  bank_name: null,
  account_number: null,
  account_name: null,
  avatar_uri: null,
  updated_at: null,
};

describe.each(oneDatabase())('the agent profile on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let lagos: number;
  let ikeja: number;
  let kano: number;
  let gtbank: { id: number; name: string };
  /** A NUBAN with the right check digit at GTBank (code 058). */
  const validNuban = (serial = '012345678') => `${serial}${nubanCheckDigit('058', serial)}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    const stateId = async (name: string) => (await server.db.select({ id: states.id }).from(states).where(eq(states.name, name)))[0]!.id;
    lagos = await stateId('Lagos');
    kano = await stateId('Kano');
    ikeja = (
      await server.db
        .select({ id: lgas.id })
        .from(lgas)
        .where(and(eq(lgas.stateId, lagos), eq(lgas.name, 'Ikeja')))
    )[0]!.id;
    await server.db.insert(banks).values({ code: '058', name: 'Guaranty Trust Bank' }).onConflictDoNothing();
    gtbank = (await server.db.select({ id: banks.id, name: banks.name }).from(banks).where(eq(banks.code, '058')))[0]!;
  });
  afterAll(() => server?.close());

  async function agent() {
    const email = freshEmail('agent-profile');
    const user = await createUser(server, { tenantId, email, userType: 'agent' });
    return { user, token: (await signIn(server, email, STRONG_PASSWORD)).json().token as string };
  }
  const read = (token: string) => server.app.inject({ method: 'GET', url: '/api/v1/broker/agent', headers: bearer(token) });
  const save = (token: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/broker/agent', headers: bearer(token), payload });
  const stored = async (userId: string) => (await server.db.select().from(agentProfiles).where(eq(agentProfiles.userId, userId)))[0];

  it('answers empty fields until the profile is filled in', async () => {
    const { user, token } = await agent();
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { user_id: user.id, ...EMPTY_PROFILE } });
  });

  it('wants a session', async () => {
    for (const response of [
      await server.app.inject({ method: 'GET', url: '/api/v1/broker/agent' }),
      await server.app.inject({ method: 'PUT', url: '/api/v1/broker/agent', payload: { city: 'Ikeja' } }),
      await server.app.inject({ method: 'PUT', url: '/api/v1/broker/agent/avatar', ...multipartFile('me.png', pngBytes()) }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_SESSION');
    }
  });

  it('saves the whole profile with the names of its state, LGA and bank', async () => {
    const { user, token } = await agent();
    const response = await save(token, {
      businessName: ' Bello Insurance Services ',
      licenseNumber: 'NAICOM/AG/2024/0147',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      stateId: lagos,
      lgaId: String(ikeja),
      bankId: gtbank.id,
      accountNumber: validNuban().replace(/^(\d{3})(\d{3})/, '$1 $2 '),
      accountName: 'Halima Bello',
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      user_id: user.id,
      business_name: 'Bello Insurance Services',
      license_number: 'NAICOM/AG/2024/0147',
      address: '12 Allen Avenue',
      city: 'Ikeja',
      state_id: lagos,
      state_name: 'Lagos',
      lga_id: ikeja,
      lga_name: 'Ikeja',
      bank_id: gtbank.id,
      bank_name: gtbank.name,
      account_number: validNuban(),
      account_name: 'Halima Bello',
      avatar_uri: null,
    };
    expect(response.json()).toMatchObject({ success: true, message: 'Your profile has been updated', data: expected });
    expect(response.json().data.updated_at).toEqual(expect.any(String));
    expect((await read(token)).json().data).toMatchObject(expected);
    expect(await stored(user.id)).toMatchObject({ tenantId, businessName: 'Bello Insurance Services', accountNumber: validNuban() });
  });

  it('changes only the fields sent; blank clears one; a new state drops the old state’s LGA', async () => {
    const { token } = await agent();
    await save(token, { businessName: 'Bello Cover', city: 'Ikeja', stateId: lagos, lgaId: ikeja });
    const partial = (await save(token, { city: 'Maryland' })).json().data;
    expect(partial).toMatchObject({ business_name: 'Bello Cover', city: 'Maryland', state_id: lagos, lga_id: ikeja });
    const cleared = (await save(token, { businessName: '', licenseNumber: null })).json().data;
    expect(cleared).toMatchObject({ business_name: null, license_number: null, city: 'Maryland' });
    const moved = (await save(token, { stateId: kano })).json().data;
    expect(moved).toMatchObject({ state_id: kano, state_name: 'Kano', lga_id: null, lga_name: null });
  });

  it('refuses an LGA of another state, or one without a state, and writes nothing', async () => {
    const { user, token } = await agent();
    const wrongState = await save(token, { businessName: 'Never saved', stateId: kano, lgaId: ikeja });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual([{ field: 'lgaId', message: LGA_NOT_IN_STATE }]);
    const noState = await save(token, { lgaId: ikeja });
    expect(noState.json().errors).toEqual([{ field: 'lgaId', message: CHOOSE_STATE_FIRST }]);
    expect(await stored(user.id)).toBeUndefined();
  });

  it('refuses unknown states, LGAs and banks, bad account numbers and over-long text', async () => {
    const { user, token } = await agent();
    const unknown = await save(token, { stateId: 999_999, bankId: 999_999, city: 'x'.repeat(81) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'city', message: 'Must be at most 80 characters' }]);
    const references = await save(token, { stateId: 999_999, bankId: 999_999 });
    expect(references.json().errors).toEqual([
      { field: 'stateId', message: 'Choose a state from the list' },
      { field: 'bankId', message: 'Choose a bank from the list' },
    ]);
    const lga = await save(token, { stateId: lagos, lgaId: 999_999 });
    expect(lga.json().errors).toEqual([{ field: 'lgaId', message: 'Choose a local government area from the list' }]);
    const short = await save(token, { accountNumber: '12345' });
    expect(short.json().errors).toEqual([{ field: 'accountNumber', message: INVALID_NUBAN }]);
    const wrongDigit = validNuban().slice(0, 9) + String((Number(validNuban()[9]) + 1) % 10);
    const checkDigit = await save(token, { bankId: gtbank.id, accountNumber: wrongDigit });
    expect(checkDigit.statusCode).toBe(400);
    expect(checkDigit.json().errors).toEqual([{ field: 'accountNumber', message: INVALID_NUBAN }]);
    expect(await stored(user.id)).toBeUndefined();
  });

  it('keeps each user’s profile their own', async () => {
    const first = await agent();
    const second = await agent();
    await save(first.token, { businessName: 'First Agency' });
    expect((await read(second.token)).json().data).toEqual({ user_id: second.user.id, ...EMPTY_PROFILE });
    expect(await stored(second.user.id)).toBeUndefined();
  });

  it('takes an avatar image, answers its address and shows it on the profile', async () => {
    const { user, token } = await agent();
    const upload = (name: string, bytes: Buffer) => {
      const form = multipartFile(name, bytes);
      return server.app.inject({
        method: 'PUT',
        url: '/api/v1/broker/agent/avatar',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    };
    const response = await upload('agent.png', pngBytes());
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json().data.avatar_uri as string;
    expect(response.json()).toEqual({
      success: true,
      message: 'Your picture has been updated',
      data: { avatar_uri: expect.stringMatching(/^\/api\/v1\/file\/download\?fileName=.+\.png$/) },
    });
    expect((await server.db.select().from(users).where(eq(users.id, user.id)))[0]!.avatarUri).toBe(avatar);
    expect((await read(token)).json().data.avatar_uri).toBe(avatar);
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.uploadedBy, user.id))).toEqual([
      expect.objectContaining({ purpose: 'agent-avatar' }),
    ]);

    const refused = await upload('agent#1.png', pngBytes());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'file', message: FILE_NAME_HAS_SPECIAL_CHARACTERS }]);
    const notImage = await upload('agent.png', Buffer.from('GIF89a not accepted'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors).toEqual([
      { field: 'file', message: 'This is not a real PNG file: its content does not match its name' },
    ]);
    expect((await read(token)).json().data.avatar_uri).toBe(avatar);
  });
});
