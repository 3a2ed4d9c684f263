import { eq, sql } from 'drizzle-orm';
import { userAlreadyVerified } from '../../domain/messages';
import { AgentRegistration, BrokerRegistration, BrokerUrlPayload, EmailPayload } from '../../domain/registration';
import { consumeKey } from '../access/user-keys';
import { tokenFrom } from '../auth/authenticate';
import { open } from '../auth/authorize';
import { tenants, liveUserWithEmail, users } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import { parseBody } from '../http/validate';
import { BROKER_URL_TOKEN_TTL, needsBrokerAddress, registerAgent, registerBroker } from './registration';
import { openSession } from './sessions';
import { assertCanResend, prepareVerificationMail } from './verification-mail';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const addressTaken = () =>
  new ApiError(409, 'CONFLICT', 'This address is taken', [{ field: 'url', message: 'This address is taken, choose another' }]);

const alreadyVerified = (email: string) => new ApiError(406, 'ALREADY_VERIFIED', userAlreadyVerified(email));

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Everything here happens before sign-in, found by a key, a step token or an email: system work.
  const { asSystem } = ctx.database;

  app.post('/auth/agent/register', open('Registration'), async (request, reply) => {
    const result = await registerAgent(ctx, parseBody(AgentRegistration, request.body));
    return reply.status(201).send({ success: true, ...result });
  });

  app.post('/auth/broker/register', open('Registration'), async (request, reply) => {
    const result = await registerBroker(ctx, parseBody(BrokerRegistration, request.body));
    return reply.status(201).send({ success: true, ...result });
  });

  app.put('/auth/verify', open('The mailed key is the credential'), async (request) => {
    const { key } = request.query as { key?: string };
    const { user, needsAddress } = await asSystem(async (tx) => {
      const owner = await consumeKey(tx, key, 'verify-email');
      await tx
        .update(users)
        .set({ emailVerifiedAt: owner.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, owner.id));
      return { user: owner, needsAddress: await needsBrokerAddress(tx, owner) };
    });
    if (needsAddress) {
      const token = await ctx.tokens.signFor('broker-url', { user_id: user.id, tenant_id: user.tenantId }, BROKER_URL_TOKEN_TTL);
      return { success: true, message: 'Your email is verified. Choose your brokerage’s address.', token };
    }
    return { success: true, message: 'Your email is verified. You can sign in now.', token: null };
  });

  // "uses the registration token": the person who just registered, before they can sign in.
  app.post('/auth/resend/mail', open('The registration token is the credential'), async (request) => {
    const claims = await ctx.tokens.verifyFor(
      'registration',
      tokenFrom(request),
      'Your registration has expired. Ask for the mail with your email address instead.',
    );
    const send = await asSystem(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, claims.user_id ?? ''));
      if (!user) throw new ApiError(401, 'INVALID_TOKEN', 'Your registration is no longer valid. Register again.');
      if (user.emailVerifiedAt) throw alreadyVerified(user.email);
      assertCanResend(user);
      return { email: user.email, mail: await prepareVerificationMail(ctx, tx, user) };
    });
    await send.mail();
    return { success: true, message: `We sent a new verification email to ${send.email}` };
  });

  app.post('/auth/email-verification', open('Someone who cannot sign in until verified'), async (request) => {
    const { email } = parseBody(EmailPayload, request.body);
    const address = email.trim().toLowerCase();
    // The same answer whether or not the email has an account, so nobody can probe for them.
    const answer = { success: true, message: `If an account uses ${address}, we sent it a new verification email` };
    const send = await asSystem(async (tx) => {
      const [user] = await tx.select().from(users).where(liveUserWithEmail(address));
      if (!user) return null;
      if (user.emailVerifiedAt) throw alreadyVerified(user.email);
      assertCanResend(user);
      return prepareVerificationMail(ctx, tx, user);
    });
    await send?.();
    return answer;
  });

  app.post('/tenants/url', open('The broker-url step token is the credential'), async (request) => {
    const claims = await ctx.tokens.verifyFor(
      'broker-url',
      tokenFrom(request),
      'This step has expired. Sign in to choose your brokerage’s address.',
    );
    const { url } = parseBody(BrokerUrlPayload, request.body);
    const address = url.trim().toLowerCase();
    const user = await asSystem(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, claims.user_id ?? ''));
      if (!user || user.tenantId !== claims.tenant_id)
        throw new ApiError(401, 'INVALID_TOKEN', 'This step is no longer valid. Sign in again.');
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, user.tenantId));
      if (tenant?.url) throw conflict(`Your brokerage already uses the address ${tenant.url}`);
      const [taken] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`lower(${tenants.url}) = ${address}`);
      if (taken) throw addressTaken();
      await tx.update(tenants).set({ url: address, updatedAt: new Date() }).where(eq(tenants.id, user.tenantId));
      return user;
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? addressTaken() : error;
    });
    const token = await openSession(ctx, user, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
    return { success: true, message: 'Your brokerage’s address is set', data: { token, url: address } };
  });
}
