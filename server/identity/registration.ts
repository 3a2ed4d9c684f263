import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../domain/permissions';
import { normalisePhone, normaliseRcNumber } from '../../domain/registration';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../db/pg-errors';
import { tenants, userRoles, liveUserWithEmail, users } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import { ensureBooks } from '../ledger';
import { ensureDefaultRoles } from '../seed/access-catalogue';
import { prepareVerificationMail } from './verification-mail';
import type { AgentRegistration, BrokerRegistration } from '../../domain/registration';
import type { AppContext } from '../context';
import type { Database } from '../db/client';

export const REGISTRATION_TOKEN_TTL = 7 * 86_400;
export const BROKER_URL_TOKEN_TTL = 86_400;

export interface RegistrationOutcome {
  registerToken: string;
  /** True when the person came back from a social provider, which vouched for the email. */
  verified: boolean;
  /** For a verified broker: the token for choosing the brokerage's address. */
  brokerToken: string | null;
  message: string;
}

type Person = Pick<AgentRegistration, 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'socialToken'>;

async function socialEmail(ctx: AppContext, person: Person): Promise<string | null> {
  if (!person.socialToken) return null;
  const claims = await ctx.tokens.verifyFor(
    'social-registration',
    person.socialToken,
    'Your social sign-in has expired. Start the registration again.',
  );
  const email = claims.email?.toLowerCase();
  if (email !== person.email.trim().toLowerCase()) {
    throw invalidInput([{ field: 'email', message: 'Use the email of the social account you came back with' }]);
  }
  return email;
}

const emailTaken = () =>
  new ApiError(409, 'CONFLICT', 'An account already uses this email', [
    { field: 'email', message: 'An account already uses this email. Sign in instead.' },
  ]);

async function assertEmailFree(db: Database, email: string): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(liveUserWithEmail(email));
  if (taken) throw emailTaken();
}

/** Two registrations racing with one email both pass assertEmailFree; the unique index stops the second. */
async function emailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    throw error;
  }
}

function userValues(person: Person, tenantId: string, passwordHash: string, verified: boolean) {
  const firstName = person.firstName.trim();
  const lastName = person.lastName.trim();
  return {
    tenantId,
    email: person.email.trim().toLowerCase(),
    username: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: normalisePhone(person.phone),
    passwordHash,
    emailVerifiedAt: verified ? new Date() : null,
  };
}

async function outcome(
  ctx: AppContext,
  user: { id: string; email: string; tenantId: string },
  verified: boolean,
  broker: boolean,
): Promise<RegistrationOutcome> {
  const registerToken = await ctx.tokens.signFor('registration', { user_id: user.id, email: user.email }, REGISTRATION_TOKEN_TTL);
  const brokerToken =
    verified && broker
      ? await ctx.tokens.signFor('broker-url', { user_id: user.id, tenant_id: user.tenantId }, BROKER_URL_TOKEN_TTL)
      : null;
  const message = verified
    ? broker
      ? 'Your account is ready. Choose your brokerage’s address.'
      : 'Your account is ready. You can sign in now.'
    : `We sent a verification link to ${user.email}. Open it to activate your account.`;
  return { registerToken, verified, brokerToken, message };
}

/** An agent joins an existing brokerage, found by the address it chose. */
export async function registerAgent(ctx: AppContext, details: AgentRegistration): Promise<RegistrationOutcome> {
  const verifiedEmail = await socialEmail(ctx, details);
  const passwordHash = await hashPassword(details.password);
  const address = details.brokerageAddress.trim().toLowerCase();
  const { user, sendMail } = await emailRace(() =>
    ctx.database.asSystem(async (tx) => {
      const [tenant] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`lower(${tenants.url}) = ${address}`);
      if (!tenant) throw invalidInput([{ field: 'brokerageAddress', message: 'No brokerage uses this address' }]);
      const values = userValues(details, tenant.id, passwordHash, verifiedEmail !== null);
      await assertEmailFree(tx, values.email);
      const [created] = await tx
        .insert(users)
        .values({ ...values, userType: 'agent' })
        .returning();
      return { user: created!, sendMail: verifiedEmail ? null : await prepareVerificationMail(ctx, tx, created!) };
    }),
  );
  await sendMail?.();
  return outcome(ctx, user, verifiedEmail !== null, false);
}

/** A broker's registration founds a new brokerage, whose first user is its admin. */
export async function registerBroker(ctx: AppContext, details: BrokerRegistration): Promise<RegistrationOutcome> {
  const verifiedEmail = await socialEmail(ctx, details);
  const passwordHash = await hashPassword(details.password);
  const { user, sendMail } = await emailRace(() =>
    ctx.database.asSystem(async (tx) => {
      const email = details.email.trim().toLowerCase();
      await assertEmailFree(tx, email);
      const [tenant] = await tx
        .insert(tenants)
        .values({
          name: details.companyName.trim(),
          email,
          phone: normalisePhone(details.phone),
          rcNumber: normaliseRcNumber(details.rcNumber),
          naicomLicenseNumber: details.naicomLicenseNumber?.trim() || null,
        })
        .returning({ id: tenants.id });
      const roleIds = await ensureDefaultRoles(tx, tenant!.id);
      await ensureBooks(tx, tenant!.id);
      const [created] = await tx
        .insert(users)
        .values({ ...userValues(details, tenant!.id, passwordHash, verifiedEmail !== null), userType: 'broker' })
        .returning();
      await tx.insert(userRoles).values({ tenantId: tenant!.id, userId: created!.id, roleId: roleIds.get(ADMIN_ROLE)! });
      return { user: created!, sendMail: verifiedEmail ? null : await prepareVerificationMail(ctx, tx, created!) };
    }),
  );
  await sendMail?.();
  return outcome(ctx, user, verifiedEmail !== null, true);
}

/** A broker whose brokerage has no address yet chooses one next; everyone else can sign in. */
export async function needsBrokerAddress(db: Database, user: { tenantId: string; userType: string }): Promise<boolean> {
  if (user.userType !== 'broker') return false;
  const [tenant] = await db.select({ url: tenants.url }).from(tenants).where(eq(tenants.id, user.tenantId));
  return tenant !== undefined && tenant.url === null;
}
