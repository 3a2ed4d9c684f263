import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../../server/auth/passwords';
import { outbox, roles, sessions, tenants, userRoles, users } from '../../../server/db/schema';
import { keyIn } from '../../support/smtp-capture';
import type { TestServer } from './test-server';

export const PUBLIC_URL = 'http://office.test';
export const STRONG_PASSWORD = 'Ikoyi#2026x';
export const OTHER_STRONG_PASSWORD = 'Lekki$2027y';

/** An email nobody in this server uses yet. */
export const freshEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.ng`;
export const freshAddress = (label: string) => `${label}-${randomBytes(3).toString('hex')}`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function agentPayload(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ngozi',
    lastName: 'Eze',
    email: freshEmail('agent'),
    phone: '0803 123 4567',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    brokerageAddress: 'demo',
    ...overrides,
  };
}

export function brokerPayload(overrides: Record<string, unknown> = {}) {
  const { brokerageAddress: _none, ...person } = agentPayload();
  return {
    ...person,
    firstName: 'Emeka',
    lastName: 'Obi',
    email: freshEmail('broker'),
    companyName: 'Obi Risk Brokers Ltd',
    rcNumber: 'RC 765432',
    ...overrides,
  };
}

export async function register(server: TestServer, kind: 'agent' | 'broker', payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: `/api/v1/auth/${kind}/register`, payload });
}

/** Registers and answers the new user's row and the registration token; fails loudly otherwise. */
export async function registered(server: TestServer, kind: 'agent' | 'broker', overrides: Record<string, unknown> = {}) {
  const payload = kind === 'agent' ? agentPayload(overrides) : brokerPayload(overrides);
  const response = await register(server, kind, payload);
  if (response.statusCode !== 201) throw new Error(`Registering ${payload.email} failed: ${response.body}`);
  const user = await userByEmail(server, String(payload.email));
  return { user, payload, registerToken: response.json().registerToken as string };
}

export async function userByEmail(server: TestServer, email: string) {
  const [user] = await server.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`No user ${email}`);
  return user;
}

export async function demoTenantId(server: TestServer): Promise<string> {
  const [tenant] = await server.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.url, 'demo'));
  return tenant!.id;
}

/** A user written straight into the database, signed-in-ready unless told otherwise. */
export async function createUser(
  server: TestServer,
  options: {
    tenantId: string;
    email?: string;
    password?: string;
    userType?: 'admin-role' | 'broker' | 'agent';
    verified?: boolean;
    pendingPasswordChange?: boolean;
    admin?: boolean;
  },
) {
  const { db } = server;
  const email = options.email ?? freshEmail('user');
  const [user] = await db
    .insert(users)
    .values({
      tenantId: options.tenantId,
      email,
      username: 'Bisi Adeyemi',
      firstName: 'Bisi',
      lastName: 'Adeyemi',
      userType: options.userType ?? 'agent',
      passwordHash: await hashPassword(options.password ?? STRONG_PASSWORD),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      pendingPasswordChange: options.pendingPasswordChange ?? false,
    })
    .returning();
  if (options.admin) {
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, options.tenantId), eq(roles.name, 'admin')));
    await db.insert(userRoles).values({ tenantId: options.tenantId, userId: user!.id, roleId: role!.id });
  }
  return user!;
}

/** Mails kept or sent to an address, oldest first, as the outbox table holds them. */
export async function outboxTo(server: TestServer, email: string) {
  return server.db.select().from(outbox).where(eq(outbox.toAddress, email.toLowerCase())).orderBy(asc(outbox.createdAt));
}

/** The key of the newest mail to this address that links to `path` (/verify or /reset-password). */
export async function keptKey(server: TestServer, email: string, path: '/verify' | '/reset-password'): Promise<string> {
  const mails = (await outboxTo(server, email)).filter((mail) => mail.textBody.includes(`${PUBLIC_URL}${path}?`));
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${email} links to ${path}`);
  return keyIn(last.textBody, PUBLIC_URL, path);
}

/** Lets the next verification mail go out at once (the server allows one a minute). */
export async function allowResend(server: TestServer, userId: string): Promise<void> {
  await server.db
    .update(users)
    .set({ verificationSentAt: new Date(Date.now() - 2 * 60_000) })
    .where(eq(users.id, userId));
}

export async function sessionRows(server: TestServer, userId: string) {
  return server.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

export async function signIn(server: TestServer, email: string, password: string) {
  return server.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password } });
}

/** A protected call that any signed-in user may make: 200 while the session lives. */
export async function sessionWorks(server: TestServer, token: string) {
  return server.app.inject({ method: 'GET', url: '/api/v1/user/subscription/status', headers: bearer(token) });
}
