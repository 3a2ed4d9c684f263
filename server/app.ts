import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { groupRoutes } from './access/group-routes';
import { permissionRoutes } from './access/permission-routes';
import { roleRoutes } from './access/role-routes';
import { userAccessRoutes } from './access/user-access-routes';
import { userInsurerRoutes } from './access/user-insurer-routes';
import { userRoutes } from './access/user-routes';
import { chartOfAccountsRoutes } from './accounting/chart-routes';
import { currencyRoutes } from './accounting/currency-routes';
import { accountingPeriodRoutes } from './accounting/period-routes';
import { financialStatementRoutes } from './accounting/statement-routes';
import { transactionRoutes } from './accounting/transaction-routes';
import { limitCredentialRoutes } from './auth/throttle-limits';
import { branchRoutes } from './brokerage/branch-routes';
import { brokerRoutes } from './brokerage/broker-routes';
import { premiumAccountRoutes } from './brokerage/premium-account-routes';
import { publicTenantRoutes } from './brokerage/public-brokerage-routes';
import { signatoryRoutes } from './brokerage/signatory-routes';
import { claimRoutes } from './claims/claim-routes';
import { clientRoutes } from './clients/client-routes';
import { endorsementRoutes } from './endorsements/endorsement-routes';
import { exportRoutes } from './exports/export-routes';
import { fileRoutes } from './files/file-routes';
import { MULTIPART_OPTIONS } from './files/uploads';
import { healthRoutes } from './health/health-routes';
import { API_DOCS_PREFIX, openApiRoutes, serveApiDocs } from './http/api-docs';
import { installErrorHandler } from './http/error-handler';
import { type DeclaredRoute, type Method } from './http/route';
import { installSecurityHeaders } from './http/security-headers';
import { API_PREFIX, serveApp } from './http/static-app';
import { agentProfileRoutes } from './identity/agent-profile-routes';
import { authRoutes } from './identity/auth-routes';
import { passwordRoutes } from './identity/password-routes';
import { profileRoutes } from './identity/profile-routes';
import { registrationRoutes } from './identity/registration-routes';
import { socialRoutes } from './identity/social-routes';
import { coBrokerRoutes } from './insurers/co-broker-routes';
import { productRoutes } from './insurers/product-routes';
import { providerRoutes } from './insurers/provider-routes';
import { underwriterRoutes } from './insurers/underwriter-routes';
import { invoiceDeletionRoutes } from './invoices/deletion-routes';
import { invoiceDocumentRoutes } from './invoices/document-routes';
import { invoiceRoutes } from './invoices/invoice-routes';
import { invoiceRemittanceRoutes } from './invoices/remittance-routes';
import { remittanceScheduleRoutes } from './invoices/schedule-routes';
import { mailConnectionRoutes } from './mail/mail-routes';
import { mailTemplateRoutes } from './mail/template-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { pdfTemplateRoutes } from './pdf-templates/pdf-template-routes';
import { policyRoutes } from './policies/policy-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { quoteRequestRoutes } from './quotes/request-routes';
import { referenceInsuranceRoutes } from './reference/insurance-routes';
import { referencePlaceRoutes } from './reference/place-routes';
import { clientReportRoutes } from './reports/client-report-routes';
import { dashboardRoutes } from './reports/dashboard-routes';
import { regulatoryReportRoutes } from './reports/regulatory-routes';
import { signingRoutes } from './signing/signing-routes';
import { billingRoutes } from './subscription/billing-routes';
import { subscriptionRoutes } from './subscription/subscription-routes';
import type { AppContext } from './context';

/** Whatever a log line could carry that must never be written: passwords (a mail connection's too) and tokens. */
const REDACTED = ['*.password', '*.*.password', '*.*.*.password', 'req.headers.authorization', 'req.headers["x-access-token"]'];

export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; logStream?: pino.DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Written asynchronously: under load the lines of many requests leave in one write, not one write each.
    logger: options.logger
      ? {
          level: ctx.config.logLevel,
          stream: options.logStream ?? pino.destination({ dest: 1, sync: false }),
          redact: { paths: REDACTED, censor: '[hidden]' },
        }
      : false,
    // One line per request, when it is answered (see the onResponse hook), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 3 * 1024 * 1024,
    // Only the configured proxies may say who the client is: otherwise anyone could pick the address the sign-in limits count.
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
  });
  app.decorateRequest('claims', null);
  app.decorateRequest('session', null);
  app.decorateRequest('grants', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  installErrorHandler(app);
  await installSecurityHeaders(app, API_DOCS_PREFIX);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'answered');
  });
  // Answers over a kilobyte go out in brotli or gzip, as the browser asks; the built app is precompressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, MULTIPART_OPTIONS);
  await limitCredentialRoutes(app, ctx);
  await app.register(
    async (api) => {
      // A route that forgets to say who may call it must not start quietly open.
      api.addHook('onRoute', (route) => {
        const access = route.config?.access;
        if (!access) throw new Error(`${route.method} ${route.url} does not declare who may call it`);
        const declaration = route.config?.declaration ?? { summary: '', access };
        for (const method of [route.method].flat())
          if (method !== 'HEAD') declared.push({ ...declaration, method: method as Method, url: route.url });
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
      mailConnectionRoutes(api, ctx);
      pdfTemplateRoutes(api, ctx);
      mailTemplateRoutes(api, ctx);
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
      quoteRoutes(api, ctx);
      quoteRequestRoutes(api, ctx);
      policyRoutes(api, ctx);
      endorsementRoutes(api, ctx);
      claimRoutes(api, ctx);
      regulatoryReportRoutes(api, ctx);
      dashboardRoutes(api, ctx);
      clientReportRoutes(api, ctx);
      exportRoutes(api, ctx);
      signingRoutes(api, ctx);
      openApiRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  await serveApiDocs(app);
  await serveApp(app, ctx.config.staticDir);
  return app;
}
