import { BrokerUrlSet } from '../../domain/api/identity';
import { AgentRegistration, BrokerRegistration, BrokerUrlPayload, EmailPayload } from '../../domain/registration';
import { tokenFrom } from '../auth/authenticate';
import { anyone } from '../auth/authorize';
import { route } from '../http/route';
import { chooseBrokerAddress } from './broker-address';
import { resendToEmail, resendToRegistrant, verifyEmail } from './email-verification';
import { MailedKeyQuery } from './mailed-key';
import { registerAgent, registerBroker } from './registration';
import { openSession } from './sessions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/agent/register',
      access: anyone('Registration'),
      summary: 'An agent joins a brokerage by its address; a verification link is mailed unless a social sign-in vouched',
      body: AgentRegistration,
      status: 201,
      errors: [409],
    },
    async ({ body }) => ({ ...(await registerAgent(ctx, body)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/broker/register',
      access: anyone('Registration'),
      summary: 'A broker founds a new brokerage and becomes its admin; a verification link is mailed unless a social sign-in vouched',
      body: BrokerRegistration,
      status: 201,
      errors: [409],
    },
    async ({ body }) => ({ ...(await registerBroker(ctx, body)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/auth/verify',
      access: anyone('The mailed key is the credential'),
      summary: "Verify an email with the mailed key; a broker without an address gets the next step's token",
      query: MailedKeyQuery,
      errors: [409, 410],
    },
    async ({ query }) => {
      const { brokerToken } = await verifyEmail(ctx, query.key);
      return brokerToken
        ? { message: 'Your email is verified. Choose your brokerage’s address.', token: brokerToken }
        : { message: 'Your email is verified. You can sign in now.', token: null };
    },
  );

  // "uses the registration token": the person who just registered, before they can sign in.
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/resend/mail',
      access: anyone('The registration token is the credential'),
      summary: 'Mail the verification link again to whoever holds the registration token',
      errors: [406, 429],
    },
    async ({ request }) => {
      const email = await resendToRegistrant(ctx, tokenFrom(request));
      return { message: `We sent a new verification email to ${email}` };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/email-verification',
      access: anyone('Someone who cannot sign in until verified'),
      summary: 'Mail the verification link again to an email (the same answer whether or not it has an account)',
      body: EmailPayload,
      errors: [406, 429],
    },
    async ({ body }) => {
      const address = body.email.trim().toLowerCase();
      // The same answer whether or not the email has an account, so nobody can probe for them.
      await resendToEmail(ctx, address);
      return { message: `If an account uses ${address}, we sent it a new verification email` };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/tenants/url',
      access: anyone('The broker-url step token is the credential'),
      summary: "Choose the brokerage's address (once) with the broker-url step token; answers a session token",
      body: BrokerUrlPayload,
      response: BrokerUrlSet,
      errors: [409],
    },
    async ({ body, request }) => {
      const address = body.url.trim().toLowerCase();
      const user = await chooseBrokerAddress(ctx, tokenFrom(request), address);
      const token = await openSession(ctx, user, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
      return { message: 'Your brokerage’s address is set', data: { token, url: address } };
    },
  );
}
