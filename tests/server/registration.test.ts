import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/messages';
import { PASSWORD_RULE, PASSWORDS_DIFFER } from '../../domain/registration';
import { roles, tenants, userKeys, userRoles, users } from '../../server/db/schema';
import { linkIn } from '../support/smtp-capture';
import {
  agentPayload,
  bearer,
  brokerPayload,
  demoTenantId,
  outboxTo,
  PUBLIC_URL,
  register,
  sessionWorks,
  STRONG_PASSWORD,
  userByEmail,
} from './support/accounts';
import { decodeJwtPayload } from './support/jwt';
import { atOnce } from './support/race';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('registration on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
  });
  afterAll(() => server?.close());

  const db = () => server.db;
  const countOf = async (table: typeof users | typeof tenants) => (await db().select({ n: count() }).from(table))[0]!.n;
  const fieldsOf = (response: { json(): { errors: { field: string; message: string }[] } }) =>
    Object.fromEntries(response.json().errors.map((error) => [error.field, error.message]));

  describe('an agent', () => {
    it('joins the brokerage whose address they give, unverified, and gets a registration token and a mail', async () => {
      const payload = agentPayload({ email: '  Ngozi.Eze.Agent@Example.NG ', firstName: ' Ngozi ', phone: '+234 803 123 4567' });
      const response = await register(server, 'agent', payload);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, verified: false, brokerToken: null, registerToken: expect.any(String) });
      expect(body.message).toContain('ngozi.eze.agent@example.ng');

      const user = await userByEmail(server, 'ngozi.eze.agent@example.ng');
      expect(user).toMatchObject({
        tenantId: await demoTenantId(server),
        email: 'ngozi.eze.agent@example.ng',
        userType: 'agent',
        firstName: 'Ngozi',
        lastName: 'Eze',
        username: 'Ngozi Eze',
        phone: '+2348031234567',
        emailVerifiedAt: null,
        suspended: false,
        pendingPasswordChange: false,
      });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user.passwordHash).not.toContain(STRONG_PASSWORD);
      expect(user.verificationSentAt).toBeInstanceOf(Date);
      expect(await db().select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);

      const claims = decodeJwtPayload(body.registerToken);
      expect(claims).toMatchObject({ purpose: 'registration', user_id: user.id, email: user.email });

      const [mail] = await outboxTo(server, user.email);
      expect(mail).toMatchObject({ tenantId: user.tenantId, status: 'kept', subject: 'Verify your email address' });
      expect(linkIn(mail!.textBody, PUBLIC_URL, '/verify').searchParams.get('key')).toBeTruthy();
      const keys = await db().select().from(userKeys).where(eq(userKeys.userId, user.id));
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ purpose: 'verify-email', usedAt: null, tenantId: user.tenantId });
    });

    it('finds the brokerage whatever the case and spacing of its address', async () => {
      const response = await register(server, 'agent', agentPayload({ brokerageAddress: ' DEMO ' }));
      expect(response.statusCode).toBe(201);
      const user = await userByEmail(server, decodeJwtPayload(response.json().registerToken).email as string);
      expect(user.tenantId).toBe(await demoTenantId(server));
    });

    it('is refused when no brokerage uses the address, and nothing is written', async () => {
      const usersBefore = await countOf(users);
      const payload = agentPayload({ brokerageAddress: 'no-such-brokerage' });
      const response = await register(server, 'agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(fieldsOf(response)).toEqual({ brokerageAddress: 'No brokerage uses this address' });
      expect(await countOf(users)).toBe(usersBefore);
      expect(await outboxTo(server, String(payload.email))).toEqual([]);
    });

    it('gets a registration token that is not a session', async () => {
      const response = await register(server, 'agent', agentPayload());
      const status = await sessionWorks(server, response.json().registerToken);
      expect(status.statusCode).toBe(401);
      expect(status.json().code).toBe('INVALID_SESSION');
    });
  });

  describe('a broker', () => {
    it('founds a new brokerage whose first user is its admin', async () => {
      const tenantsBefore = await countOf(tenants);
      const payload = brokerPayload({
        companyName: '  Obi & Sons Insurance Brokers ',
        rcNumber: 'rc-1234567',
        phone: '08051234567',
        naicomLicenseNumber: ' NAICOM/BR/123 ',
      });
      const response = await register(server, 'broker', payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true, verified: false, brokerToken: null, registerToken: expect.any(String) });
      expect(await countOf(tenants)).toBe(tenantsBefore + 1);

      const user = await userByEmail(server, String(payload.email));
      expect(user).toMatchObject({ userType: 'broker', emailVerifiedAt: null, username: 'Emeka Obi', phone: '+2348051234567' });
      expect(user.tenantId).not.toBe(await demoTenantId(server));
      const [tenant] = await db().select().from(tenants).where(eq(tenants.id, user.tenantId));
      expect(tenant).toMatchObject({
        name: 'Obi & Sons Insurance Brokers',
        url: null,
        email: user.email,
        phone: '+2348051234567',
        rcNumber: 'RC 1234567',
        naicomLicenseNumber: 'NAICOM/BR/123',
      });
      const held = await db()
        .select({ name: roles.name, roleTenant: roles.tenantId, linkTenant: userRoles.tenantId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, user.id));
      expect(held).toEqual([{ name: 'admin', roleTenant: user.tenantId, linkTenant: user.tenantId }]);
      expect(await db().select({ id: users.id }).from(users).where(eq(users.tenantId, user.tenantId))).toHaveLength(1);

      const [mail] = await outboxTo(server, user.email);
      expect(mail).toMatchObject({ tenantId: user.tenantId, status: 'kept' });
    });

    it('leaves no tenant, role or user behind when the email is taken', async () => {
      const before = { tenants: await countOf(tenants), users: await countOf(users) };
      const response = await register(server, 'broker', brokerPayload({ email: 'ADMIN@demo.ng' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(fieldsOf(response)).toEqual({ email: expect.stringContaining('already uses this email') });
      expect({ tenants: await countOf(tenants), users: await countOf(users) }).toEqual(before);
    });
  });

  describe('field rules', () => {
    it('names every missing field of an empty agent registration', async () => {
      const response = await register(server, 'agent', {});
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toMatchObject({
        firstName: FIELD_REQUIRED,
        lastName: FIELD_REQUIRED,
        email: FIELD_REQUIRED,
        phone: FIELD_REQUIRED,
        password: FIELD_REQUIRED,
        confirmPassword: FIELD_REQUIRED,
        brokerageAddress: FIELD_REQUIRED,
      });
    });

    it('names the broker’s company fields too', async () => {
      const { companyName: _c, rcNumber: _r, ...rest } = brokerPayload();
      const response = await register(server, 'broker', rest);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ companyName: FIELD_REQUIRED, rcNumber: FIELD_REQUIRED });
    });

    it.each([
      ['firstName', 'J0hn', 'Use letters only'],
      ['lastName', '   ', FIELD_REQUIRED],
      ['email', 'not-an-email', 'Enter a valid email address'],
      ['phone', '12345', 'Enter a Nigerian mobile number, e.g. 0803 123 4567'],
      ['password', 'password', PASSWORD_RULE],
      ['brokerageAddress', 'admin', 'This address is reserved, choose another'],
      ['brokerageAddress', 'x', 'Use 3 to 30 characters'],
    ])('refuses an agent’s %s of %j', async (field, value, message) => {
      const payload = agentPayload({ [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
      const response = await register(server, 'agent', payload);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ [field]: message });
      expect(await outboxTo(server, String(payload.email))).toEqual([]);
    });

    it('refuses a broker’s RC number that is not one', async () => {
      const response = await register(server, 'broker', brokerPayload({ rcNumber: 'ABC' }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ rcNumber: 'Enter the CAC registration number, e.g. RC 1234567' });
    });

    it('puts differing passwords on confirmPassword', async () => {
      for (const kind of ['agent', 'broker'] as const) {
        const payload =
          kind === 'agent' ? agentPayload({ confirmPassword: 'Ikoyi#2026z' }) : brokerPayload({ confirmPassword: 'Ikoyi#2026z' });
        const response = await register(server, kind, payload);
        expect(response.statusCode, kind).toBe(400);
        expect(fieldsOf(response), kind).toEqual({ confirmPassword: PASSWORDS_DIFFER });
      }
    });

    it('answers 409 with a field error on email for an email already used, whatever its case', async () => {
      const usersBefore = await countOf(users);
      for (const email of ['agent@demo.ng', ' Broker@Demo.NG ']) {
        const response = await register(server, 'agent', agentPayload({ email }));
        expect(response.statusCode, email).toBe(409);
        expect(fieldsOf(response), email).toEqual({ email: 'An account already uses this email. Sign in instead.' });
      }
      expect(await countOf(users)).toBe(usersBefore);
    });

    it('lets one of several simultaneous registrations with the same email through and answers the others 409', async () => {
      const email = agentPayload().email;
      const answers = await atOnce(server, 'users', [
        () => register(server, 'agent', agentPayload({ email })),
        () => register(server, 'agent', agentPayload({ email })),
        () => register(server, 'broker', brokerPayload({ email })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(fieldsOf(refused)).toEqual({ email: 'An account already uses this email. Sign in instead.' });
      }
      expect(await db().select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    });
  });

  it('keeps the registration token out of the session routes and the new user out of sign-in until verified', async () => {
    const payload = agentPayload();
    const response = await register(server, 'agent', payload);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: payload.email, password: payload.password },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    const outbox = await server.app.inject({ method: 'GET', url: '/api/v1/mailer/outbox', headers: bearer(response.json().registerToken) });
    expect(outbox.statusCode).toBe(401);
  });
});
