import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { MULTIPART_OPTIONS } from './files/uploads';
import { installErrorHandler } from './http/error-handler';
import { API_PREFIX, serveApp } from './http/static-app';
import { accountingPeriodRoutes } from './routes/accounting-periods';
import { agentProfileRoutes } from './routes/agent-profile';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { branchRoutes } from './routes/branches';
import { brokerRoutes } from './routes/broker';
import { chartOfAccountsRoutes } from './routes/chart-of-accounts';
import { clientRoutes } from './routes/clients';
import { coBrokerRoutes } from './routes/co-brokers';
import { currencyRoutes } from './routes/currencies';
import { fileRoutes } from './routes/files';
import { financialStatementRoutes } from './routes/financial-statements';
import { groupRoutes } from './routes/groups';
import { healthRoutes } from './routes/health';
import { invoiceDeletionRoutes } from './routes/invoice-deletion';
import { invoiceDocumentRoutes } from './routes/invoice-documents';
import { invoiceRemittanceRoutes } from './routes/invoice-remittance';
import { invoiceRoutes } from './routes/invoices';
import { notificationRoutes } from './routes/notifications';
import { passwordRoutes } from './routes/passwords';
import { permissionRoutes } from './routes/permissions';
import { premiumAccountRoutes } from './routes/premium-accounts';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { providerRoutes } from './routes/providers';
import { referenceInsuranceRoutes } from './routes/reference-insurance';
import { referencePlaceRoutes } from './routes/reference-places';
import { registrationRoutes } from './routes/registration';
import { remittanceScheduleRoutes } from './routes/remittance-schedules';
import { roleRoutes } from './routes/roles';
import { signatoryRoutes } from './routes/signatories';
import { socialRoutes } from './routes/social';
import { subscriptionRoutes } from './routes/subscription';
import { publicTenantRoutes } from './routes/tenants-public';
import { transactionRoutes } from './routes/transactions';
import { underwriterRoutes } from './routes/underwriters';
import { userAccessRoutes } from './routes/user-access';
import { userInsurerRoutes } from './routes/user-insurers';
import { userRoutes } from './routes/users';
import type { Access } from './auth/authorize';
import type { AppContext } from './context';

/** Every API route with who may call it, so tests can check each one against the walls. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    bodyLimit: 3 * 1024 * 1024,
    trustProxy: true,
  });
  app.decorateRequest('session', null);
  app.decorateRequest('grants', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  installErrorHandler(app);
  await app.register(multipart, MULTIPART_OPTIONS);
  await app.register(
    async (api) => {
      // A route that forgets to say who may call it must not start quietly open.
      api.addHook('onRoute', (route) => {
        const access = route.config?.access;
        if (!access) throw new Error(`${route.method} ${route.url} does not declare who may call it`);
        for (const method of [route.method].flat()) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
      });
      healthRoutes(api, ctx);
      authRoutes(api, ctx);
      subscriptionRoutes(api, ctx);
      billingRoutes(api, ctx);
      notificationRoutes(api, ctx);
      registrationRoutes(api, ctx);
      passwordRoutes(api, ctx);
      userAccessRoutes(api, ctx);
      userRoutes(api, ctx);
      roleRoutes(api, ctx);
      groupRoutes(api, ctx);
      permissionRoutes(api, ctx);
      profileRoutes(api, ctx);
      agentProfileRoutes(api, ctx);
      userInsurerRoutes(api, ctx);
      socialRoutes(api, ctx);
      publicTenantRoutes(api, ctx);
      fileRoutes(api, ctx);
      brokerRoutes(api, ctx);
      branchRoutes(api, ctx);
      premiumAccountRoutes(api, ctx);
      signatoryRoutes(api, ctx);
      referencePlaceRoutes(api, ctx);
      clientRoutes(api, ctx);
      productRoutes(api, ctx);
      referenceInsuranceRoutes(api, ctx);
      providerRoutes(api, ctx);
      underwriterRoutes(api, ctx);
      coBrokerRoutes(api, ctx);
      chartOfAccountsRoutes(api, ctx);
      transactionRoutes(api, ctx);
      accountingPeriodRoutes(api, ctx);
      currencyRoutes(api, ctx);
      financialStatementRoutes(api, ctx);
      invoiceDocumentRoutes(api, ctx);
      invoiceRemittanceRoutes(api, ctx);
      remittanceScheduleRoutes(api, ctx);
      invoiceDeletionRoutes(api, ctx);
      invoiceRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await serveApp(app, ctx.config.staticDir);
  return app;
}
