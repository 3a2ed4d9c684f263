import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTemplate, type MailKind } from '../../domain/mail-templates';
import { defaultPdfTemplate } from '../../domain/pdf-templates';
import { todayInLagos } from '../../domain/today';
import {
  banks,
  branches,
  corporateClients,
  coBrokers,
  claims,
  endorsements,
  groups,
  individualClients,
  insuranceProviders,
  notificationReceipts,
  notifications,
  permissions,
  premiumAccounts,
  productCovers,
  products,
  refunds,
  roles,
  signatories,
  signingRequests,
  states,
  storedFiles,
  underwriterContacts,
  underwriters,
  userRoles,
} from '../../server/db/schema';
import { ensureBooks } from '../../server/ledger';
import { ensureDefaultRoles } from '../../server/seed/access-catalogue';
import { seedDemoBook } from '../../server/seed/demo-book';
import { demoTenantId, STRONG_PASSWORD, userByEmail } from './support/accounts';
import { demoBooks, demoInvoice, demoPolicy, demoQuote, demoQuoteRequest } from './support/demo-books';
import { multipartForm, pdfBytes } from './support/multipart';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

/** The demo brokerage's records that the other brokerage will reach for. */
interface Theirs {
  user: string;
  role: string;
  group: string;
  branch: string;
  premiumAccount: string;
  signatory: string;
  notification: string;
  file: string;
  product: string;
  individualClient: string;
  corporateClient: string;
  /** An insurer the demo brokerage added itself: a serial id, so the lists check its '@demo.ng' email instead. */
  provider: number;
  underwriter: string;
  coBroker: string;
  /** The demo client's receivable account in the books. */
  ledgerAccount: string;
  period: string;
  currency: string;
  /** A manual transaction waiting for approval. */
  refNo: string;
  /** A paid invoice with a premium and a VAT remittance on it. */
  invoice: string;
  remittance: string;
  vatRemittance: string;
  /** A quote waiting for approval. */
  quote: string;
  /** A prospect's quote request with a proposal form. */
  quoteRequest: string;
  /** A policy proposal. */
  policy: string;
  /** A seeded endorsement and refund of the demo brokerage. */
  endorsement: string;
  refund: string;
  /** A seeded claim under way. */
  claim: string;
  /** A proposal form sent for signature. */
  signingRequest: string;
}

/** Our own records, to pair with theirs where a call takes both. */
interface Ours {
  bank: number;
  user: string;
  role: string;
  group: string;
  branch: string;
  permission: number;
  /** A motor cover (reference data, shared). */
  cover: number;
  /** A state for client addresses (reference data, shared). */
  state: number;
}

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The declared route it exercises. */
  route: string;
  url: string;
  body?: unknown;
  /** Sent as multipart/form-data with a receipt file instead of JSON. */
  form?: Record<string, string>;
}

/** Every call of this issue that names a record, aimed at the other brokerage's records. */
function attempts(theirs: Theirs, ours: Ours): Attempt[] {
  const at = (method: Attempt['method'], route: string, url: string, body?: unknown): Attempt => ({ method, route, url, body });
  // A mail template's preview names the record it is filled from in its body.
  const preview = (kind: MailKind, recordId: string) =>
    at('POST', '/mailer/templates/:kind/preview', `/mailer/templates/${kind}/preview`, { ...defaultTemplate(kind), recordId });
  return [
    preview('invoice_document', theirs.invoice),
    preview('quote_slip', theirs.quote),
    preview('placement_slip', theirs.policy),
    preview('renewal_reminder', theirs.policy),
    preview('endorsement_notice', theirs.endorsement),
    preview('claim_registered', theirs.claim),
    preview('signing_request', theirs.signingRequest),
    at('GET', '/user/:id', `/user/${theirs.user}`),
    at('DELETE', '/user/:id', `/user/${theirs.user}`),
    at('GET', '/user/role/:id', `/user/role/${theirs.user}`),
    at('GET', '/user/group/:id', `/user/group/${theirs.user}`),
    at('GET', '/user/permission/:id', `/user/permission/${theirs.user}`),
    at('PATCH', '/auth/user/:id', `/auth/user/${theirs.user}`, { suspended: true }),
    at('POST', '/auth/:userId/mail', `/auth/${theirs.user}/mail`, { email: 'admin@demo.ng', userId: theirs.user }),
    at('GET', '/roles/:id', `/roles/${theirs.role}`),
    at('GET', '/roles/:id/permissions', `/roles/${theirs.role}/permissions`),
    at('GET', '/roles/:id/users', `/roles/${theirs.role}/users`),
    at('PUT', '/roles/:id/users', `/roles/${theirs.role}/users`, { users: [ours.user] }),
    at('PUT', '/roles/:id/users', `/roles/${ours.role}/users`, { users: [theirs.user] }),
    at('PUT', '/roles/:id/permissions', `/roles/${theirs.role}/permissions`, { permissions: [ours.permission] }),
    at('PUT', '/roles/user/:id', `/roles/user/${theirs.user}`, { roles: [ours.role] }),
    at('PUT', '/roles/user/:id', `/roles/user/${ours.user}`, { roles: [theirs.role] }),
    at('DELETE', '/roles/user/:id', `/roles/user/${theirs.user}`, { roleId: theirs.role }),
    at('GET', '/groups/:id', `/groups/${theirs.group}`),
    at('GET', '/groups/:id/users', `/groups/${theirs.group}/users`),
    at('GET', '/groups/:id/permissions', `/groups/${theirs.group}/permissions`),
    at('PATCH', '/groups/:id', `/groups/${theirs.group}`, { name: 'Taken over' }),
    at('DELETE', '/groups/:id', `/groups/${theirs.group}`),
    at('PUT', '/groups/:id/users', `/groups/${theirs.group}/users`, { users: [ours.user] }),
    at('PUT', '/groups/:id/users', `/groups/${ours.group}/users`, { users: [theirs.user] }),
    at('PUT', '/groups/:id/permissions', `/groups/${theirs.group}/permissions`, { permissions: [ours.permission] }),
    at('DELETE', '/groups/permissions/:permissionId', `/groups/permissions/${ours.permission}`, { groupId: theirs.group }),
    at('DELETE', '/groups/users/:userId', `/groups/users/${theirs.user}`, { groupId: theirs.group }),
    at('PUT', '/groups/user/:id', `/groups/user/${theirs.user}`, { groups: [ours.group] }),
    at('PUT', '/groups/user/:id', `/groups/user/${ours.user}`, { groups: [theirs.group] }),
    at('DELETE', '/groups/user/:id', `/groups/user/${theirs.user}`, { groupId: theirs.group }),
    at('PUT', '/permissions/user/:id', `/permissions/user/${theirs.user}`, { permissions: [ours.permission] }),
    at('DELETE', '/permissions/user/:id', `/permissions/user/${theirs.user}`, { permissionId: ours.permission }),
    at('PUT', '/permissions/:id/users', `/permissions/${ours.permission}/users`, { users: [theirs.user] }),
    at('PUT', '/permissions/:id/groups', `/permissions/${ours.permission}/groups`, { groups: [theirs.group] }),
    at('PUT', '/broker/branch', '/broker/branch', { branchId: theirs.branch, name: 'Taken over', address: 'Somewhere', city: 'Lagos' }),
    at('DELETE', '/broker/branch/:id', `/broker/branch/${theirs.branch}`),
    at('GET', '/broker/list/branch/:userId', `/broker/list/branch/${theirs.user}`),
    at('POST', '/broker/branch/assign/:userId', `/broker/branch/assign/${theirs.user}`, { branches: [{ branchId: ours.branch }] }),
    at('POST', '/broker/branch/assign/:userId', `/broker/branch/assign/${ours.user}`, { branches: [{ branchId: theirs.branch }] }),
    at('PUT', '/broker/premium-account/:id', `/broker/premium-account/${theirs.premiumAccount}`, {
      bankId: ours.bank,
      accountNumber: '0123456789',
      accountName: 'Taken over',
    }),
    at('DELETE', '/broker/premium-account/:id', `/broker/premium-account/${theirs.premiumAccount}`),
    at('PATCH', '/broker/signatories/:id', `/broker/signatories/${theirs.signatory}`, { name: 'Taken over' }),
    at('DELETE', '/broker/signatories/:id', `/broker/signatories/${theirs.signatory}`),
    at('PATCH', '/notification/:id', `/notification/${theirs.notification}`, { removed: true }),
    at('PATCH', '/notification/:id/read', `/notification/${theirs.notification}/read`),
    at('GET', '/file/download', `/file/download?fileName=${theirs.file}`),
    at('GET', '/product/:id', `/product/${theirs.product}?detailed=true`),
    at('PUT', '/product/:id', `/product/${theirs.product}`, { remark: 'Taken over', productRules: [] }),
    at('DELETE', '/product/:id', `/product/${theirs.product}`),
    at('PUT', '/product/restore/:id', `/product/restore/${theirs.product}`),
    at('PUT', '/product/rules/:id', `/product/rules/${theirs.product}`, { productRules: ['Taken over'] }),
    at('PUT', '/product/limits/:id', `/product/limits/${theirs.product}`, { productLimits: [] }),
    at('PUT', '/product/exceptions/:id', `/product/exceptions/${theirs.product}`, { productPolicyExceptions: [] }),
    at('PUT', '/product/premiumRate/:id', `/product/premiumRate/${theirs.product}`, { premiumRates: [] }),
    at('PUT', '/product/covers/:id', `/product/covers/${theirs.product}`, { covers: [ours.cover] }),
    at('DELETE', '/product/covers/:coverId', `/product/covers/${ours.cover}?productId=${theirs.product}`),
    at('GET', '/client/:id', `/client/${theirs.individualClient}`),
    at('PUT', '/client/:id', `/client/${theirs.individualClient}`, {
      firstName: 'Taken',
      lastName: 'Over',
      phone: '0803 123 4567',
      address: '1 Road',
      stateId: ours.state,
    }),
    at('GET', '/client/corporate/:id', `/client/corporate/${theirs.corporateClient}`),
    at('PUT', '/client/corporate/:id', `/client/corporate/${theirs.corporateClient}`, {
      corporateName: 'Taken over',
      operatingBusinessAddress: '1 Road',
      cityOfOperation: 'Ikeja',
      stateId: ours.state,
    }),
    at('POST', '/client/corporate/:id/director', `/client/corporate/${theirs.corporateClient}/director`, {
      firstName: 'Taken',
      lastName: 'Over',
    }),
    at('PATCH', '/client/:kind/:id/status', `/client/individual/${theirs.individualClient}/status?status=inactive`),
    at('PATCH', '/client/:kind/:id/status', `/client/corporate/${theirs.corporateClient}/status?status=inactive`),
    at('GET', '/insurance-providers/:id', `/insurance-providers/${theirs.provider}`),
    at('PUT', '/insurance-providers/:id', `/insurance-providers/${theirs.provider}`, { name: 'Taken over' }),
    at('GET', '/providers/:id/underwriters', `/providers/${theirs.provider}/underwriters`),
    at('POST', '/providers/:id/underwriters', `/providers/${theirs.provider}/underwriters`, { name: 'Taken over' }),
    at('PUT', '/underwriters/:id', `/underwriters/${theirs.underwriter}`, { name: 'Taken over', contacts: [] }),
    at('DELETE', '/underwriters/:id', `/underwriters/${theirs.underwriter}`),
    at('PUT', '/cobrokers/:id', `/cobrokers/${theirs.coBroker}`, { name: 'Taken over', active: false }),
    at('DELETE', '/cobrokers/:id', `/cobrokers/${theirs.coBroker}`),
    at('GET', '/accounting/accounts/:id', `/accounting/accounts/${theirs.ledgerAccount}`),
    at('PUT', '/accounting/accounts/:id', `/accounting/accounts/${theirs.ledgerAccount}`, { accountName: 'Taken over' }),
    at('DELETE', '/accounting/accounts/:id', `/accounting/accounts/${theirs.ledgerAccount}`),
    at('GET', '/accounting/accounts/:id/ledger', `/accounting/accounts/${theirs.ledgerAccount}/ledger`),
    at('GET', '/accounting/accounts/:id/transactions', `/accounting/accounts/${theirs.ledgerAccount}/transactions`),
    at('GET', '/accounting/accounts/client/:clientId', `/accounting/accounts/client/${theirs.individualClient}`),
    at('POST', '/accounting/accounts/client', '/accounting/accounts/client', {
      clientId: theirs.individualClient,
      clientType: 'INDIVIDUAL',
    }),
    at('PUT', '/accounting/periods/:id/close', `/accounting/periods/${theirs.period}/close`),
    at('PUT', '/accounting/currencies/:id/rate', `/accounting/currencies/${theirs.currency}/rate`, { rate: '1' }),
    at('DELETE', '/accounting/currencies/:id', `/accounting/currencies/${theirs.currency}`),
    at('GET', '/accounting/exchange-rates/:exchangeRateId/history', `/accounting/exchange-rates/${theirs.currency}/history`),
    at('GET', '/accounting/transactions/:refNo', `/accounting/transactions/${theirs.refNo}`),
    at('PUT', '/accounting/transactions/:refNo/approve', `/accounting/transactions/${theirs.refNo}/approve`),
    at('PUT', '/accounting/transactions/:refNo/reject', `/accounting/transactions/${theirs.refNo}/reject`, { reason: 'Taken over' }),
    at('POST', '/accounting/transactions/:refNo/reverse', `/accounting/transactions/${theirs.refNo}/reverse`, {}),
    ...invoiceAttempts(theirs),
    at('GET', '/quote/:id', `/quote/${theirs.quote}`),
    at('PUT', '/quote/:id', `/quote/${theirs.quote}`, { ...quoteTerms(theirs), sumInsured: '1000000' }),
    at('PUT', '/quote/:id/save', `/quote/${theirs.quote}/save`),
    at('PATCH', '/quote/:id/approve', `/quote/${theirs.quote}/approve`, { decision: 'approve' }),
    at('POST', '/quotes/:type', `/quotes/motor?quoteId=${theirs.quote}`),
    at('GET', '/quote/:id/notify', `/quote/${theirs.quote}/notify`),
    at('PATCH', '/quote/:id/response', `/quote/${theirs.quote}/response`, { decision: 'accept' }),
    at('POST', '/quote/:id/invoice', `/quote/${theirs.quote}/invoice`),
    at('POST', '/quote/:id/compare', `/quote/${theirs.quote}/compare`, { productIds: [theirs.product] }),
    at('PATCH', '/quote/:id/choose', `/quote/${theirs.quote}/choose`),
    at('GET', '/quotes/requested/:quoteId', `/quotes/requested/${theirs.quoteRequest}`),
    { method: 'POST', route: '/quotes/requested/:quoteId/documents', url: `/quotes/requested/${theirs.quoteRequest}/documents`, form: {} },
    ...policyAttempts(theirs),
    at('GET', '/signing-requests/:id', `/signing-requests/${theirs.signingRequest}`),
    at('POST', '/signing-requests/:id/cancel', `/signing-requests/${theirs.signingRequest}/cancel`),
    at('POST', '/signing-requests/:id/resend', `/signing-requests/${theirs.signingRequest}/resend`),
    at('GET', '/signing-requests/:id/signed-document', `/signing-requests/${theirs.signingRequest}/signed-document`),
  ];
}

/** The policy calls, aimed at the other brokerage's proposal. */
function policyAttempts(theirs: Theirs): Attempt[] {
  const at = (method: Attempt['method'], route: string, url: string, body?: unknown): Attempt => ({ method, route, url, body });
  const id = theirs.policy;
  return [
    at('GET', '/policies/:id', `/policies/${id}`),
    at('PUT', '/policies/:id', `/policies/${id}`, {
      clientType: 'INDIVIDUAL',
      clientId: theirs.individualClient,
      nameOfInsured: 'Taken over',
      productId: theirs.product,
      sumInsured: '1000000',
      premium: '1000',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    }),
    at('PATCH', '/policies/:id', `/policies/${id}`, { status: 'cancelled', reason: 'Taken over' }),
    at('GET', '/policies/policyProposal/:id', `/policies/policyProposal/${id}`),
    at('GET', '/policies/policyProposal/:id/form', `/policies/policyProposal/${id}/form`),
    at('GET', '/policy/:id/placementSlip', `/policy/${id}/placementSlip`),
    at('GET', '/policies/:id/policyDocument', `/policies/${id}/policyDocument`),
    at('GET', '/policy/:id/sendPlacementSlip', `/policy/${id}/sendPlacementSlip`),
    at('GET', '/policies/:id/creditNote', `/policies/${id}/creditNote`),
    at('GET', '/policies/expiringPolicy/:id/notify', `/policies/expiringPolicy/${id}/notify`),
    at('POST', '/policies/:id/invoice', `/policies/${id}/invoice`),
    { method: 'POST', route: '/policies/:id/uploads', url: `/policies/${id}/uploads`, form: { documentName: 'Taken over' } },
    at('PUT', '/policies/:id', `/policies/${id}`, { endorsementId: theirs.endorsement }),
    at('GET', '/policies/endorsement/:id', `/policies/endorsement/${theirs.endorsement}`),
    at('PATCH', '/policies/endorsement/:id', `/policies/endorsement/${theirs.endorsement}`, { status: 'rejected', reason: 'Taken over' }),
    at('GET', '/policies/endorsement/:id/endorsementDocument', `/policies/endorsement/${theirs.endorsement}/endorsementDocument`),
    {
      method: 'POST',
      route: '/policies/endorsement/:id/uploads',
      url: `/policies/endorsement/${theirs.endorsement}/uploads`,
      form: { documentName: 'Taken over' },
    },
    at('POST', '/policies/allRefund/:id/payment', `/policies/allRefund/${theirs.refund}/payment`, {
      modeOfPayment: 'Cash',
      dateOfPayment: todayInLagos(),
    }),
    at('GET', '/claims/:id', `/claims/${theirs.claim}`),
    at('PATCH', '/claims/:id', `/claims/${theirs.claim}`, { status: 'withdrawn', reason: 'Taken over' }),
    at('POST', '/claims/:id/comment', `/claims/${theirs.claim}/comment`, { comment: 'Taken over' }),
    at('GET', '/claims/:id/claimForm', `/claims/${theirs.claim}/claimForm`),
    at('GET', '/claims/:id/dischargeVoucher', `/claims/${theirs.claim}/dischargeVoucher`),
    at('POST', '/claims/:id/notifications', `/claims/${theirs.claim}/notifications`, {}),
    { method: 'POST', route: '/claims/:id/uploads', url: `/claims/${theirs.claim}/uploads`, form: { documentName: 'Taken over' } },
  ];
}

/** A quote's terms naming the other brokerage's client and product. */
const quoteTerms = (theirs: Theirs) => ({
  clientType: 'INDIVIDUAL',
  clientId: theirs.individualClient,
  nameOfInsured: 'Taken over',
  productId: theirs.product,
  rate: '2',
  startDate: todayInLagos(),
});

/** The invoice lifecycle's calls, aimed at the other brokerage's paid invoice and its remittances. */
function invoiceAttempts(theirs: Theirs): Attempt[] {
  const at = (method: Attempt['method'], route: string, url: string, body?: unknown): Attempt => ({ method, route, url, body });
  const id = theirs.invoice;
  const remittance = {
    remittanceType: 'Partial Remittance',
    date: '2026-01-05',
    amountToRemit: '1.00',
    dateToRemitBalance: '2099-01-01',
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Zenith Bank',
  };
  return [
    at('GET', '/invoice/:id', `/invoice/${id}`),
    at('PATCH', '/invoice/:id', `/invoice/${id}`, {
      narration: 'Taken over',
      amount: '1.00',
      sumInsured: '1.00',
      commissionRate: '1',
      commissionType: 'Percentage',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    }),
    at('PUT', '/invoice/:id', `/invoice/${id}`, { amount: '1.00', modeOfPayment: 'Cash', dateOfActualPayment: '2026-01-05' }),
    at('DELETE', '/invoice/:id', `/invoice/${id}`),
    at('GET', '/invoice/:id/payments', `/invoice/${id}/payments`),
    at('GET', '/invoice/:id/transactions', `/invoice/${id}/transactions`),
    at('PATCH', '/invoice/deletion/request/:id', `/invoice/deletion/request/${id}`, { reasonForDeletion: 'Taken over' }),
    at('GET', '/invoice/deletion/request-detail/:id', `/invoice/deletion/request-detail/${id}`),
    at('PATCH', '/invoice/accept/deletion/request/:id', `/invoice/accept/deletion/request/${id}`, {}),
    at('PATCH', '/invoice/reject/deletion/request/:id', `/invoice/reject/deletion/request/${id}`, {}),
    at('PUT', '/invoice/remitted/:id', `/invoice/remitted/${id}`, remittance),
    at('PUT', '/invoice/vatremit/:id', `/invoice/vatremit/${id}`, { ...remittance, vatAmountToRemit: '1.00' }),
    at('GET', '/invoice/remitHistory/:id', `/invoice/remitHistory/${id}`),
    at('GET', '/invoice/getRemitted/:id', `/invoice/getRemitted/${id}`),
    at('GET', '/invoice/getVatToRemit/:id', `/invoice/getVatToRemit/${id}`),
    at('GET', '/invoice/allVatRemitted/:id', `/invoice/allVatRemitted/${id}`),
    {
      method: 'POST',
      route: '/invoice/uploadDocument/:id',
      url: `/invoice/uploadDocument/${id}`,
      form: { remittanceId: theirs.remittance, underwriterReceiptNumber: 'RCPT-000123' },
    },
    {
      method: 'POST',
      route: '/invoice/uploadvat/:id',
      url: `/invoice/uploadvat/${id}`,
      form: { vatRemitId: theirs.vatRemittance, vatReceiptNumber: 'RCPT-000123' },
    },
    at('POST', '/remittance-schedules', '/remittance-schedules', {
      invoiceIds: [id],
      date: '2026-01-05',
      remittanceMode: 'Bank Transfer',
      remittanceBankName: 'Zenith Bank',
    }),
    at('GET', '/invoice/generate/:invoiceId/pdfs', `/invoice/generate/${id}/pdfs`),
    at('GET', '/invoice/debitNote/:id', `/invoice/debitNote/${id}`),
    at('GET', '/invoice/creditNote/:id', `/invoice/creditNote/${id}`),
    at('GET', '/invoice/debitInvoice/:id', `/invoice/debitInvoice/${id}`),
    at('POST', '/pdf-templates/:kind/preview', '/pdf-templates/debitNote/preview', {
      template: defaultPdfTemplate('debitNote'),
      recordId: id,
    }),
    at('GET', '/invoice/receiptNote/:id', `/invoice/receiptNote/${id}`),
    at('GET', '/invoice/send/debitNote/:id', `/invoice/send/debitNote/${id}`),
    at('GET', '/invoice/send/client/:id', `/invoice/send/client/${id}?document=debitNote`),
    at('GET', '/invoice/send/underwriter/:id', `/invoice/send/underwriter/${id}?document=debitNote`),
  ];
}

describe.each(databaseKinds())('one brokerage reaching for another’s records on %s', (kind) => {
  let server: TestServer;
  let demo: string;
  let theirs: Theirs;
  let ours: Ours;
  let token: string;
  let tenantTables: string[];

  /** A digest of every row the demo brokerage owns, in every table that belongs to a brokerage. */
  async function demoFingerprint(): Promise<Record<string, string>> {
    const digest: Record<string, string> = {};
    for (const table of tenantTables) {
      const result = (await server.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t where tenant_id = '${demo}'`),
      )) as unknown as { rows: { d: string }[] };
      digest[table] = result.rows[0]!.d;
    }
    return digest;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    demo = await demoTenantId(server);
    const { db } = server;
    const demoAdmin = (await userByEmail(server, 'broker@demo.ng')).id;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.tenantId} = ${demo} and ${roles.name} = 'accountant'`);
    const [group] = await db.insert(groups).values({ tenantId: demo, name: 'Claims desk' }).returning({ id: groups.id });
    const [branch] = await db
      .insert(branches)
      .values({ tenantId: demo, name: 'Ikeja', address: '1 Allen Avenue', city: 'Ikeja' })
      .returning({ id: branches.id });
    // OPay's NUBAN code is not in the CBN's check-digit table, so any ten digits will do.
    const [bank] = await db
      .select({ id: banks.id })
      .from(banks)
      .where(sql`${banks.code} = '999992'`);
    const [account] = await db
      .insert(premiumAccounts)
      .values({ tenantId: demo, bankId: bank!.id, accountNumber: '0123456789', accountName: 'Demo Premium Account' })
      .returning({ id: premiumAccounts.id });
    const [signatory] = await db
      .insert(signatories)
      .values({ tenantId: demo, name: 'Ngozi Ade', designation: 'Managing Director' })
      .returning({ id: signatories.id });
    const [notification] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.tenantId} = ${demo}`)
      .limit(1);
    await db.insert(storedFiles).values({
      tenantId: demo,
      storedName: `cross-tenant-${kind}.pdf`,
      originalName: 'slip.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      purpose: 'test',
    });
    const motor = (
      (await db.execute(
        sql`select c.id as category, v.id as cover, p.id as provider from insurance_categories c join covers v on v.category_id = c.id join insurance_providers p on p.code = 'LEADWAY' where c.code = 'MOTOR' order by v.id limit 1`,
      )) as unknown as { rows: { category: number; cover: number; provider: number }[] }
    ).rows[0]!;
    const [product] = await db
      .insert(products)
      .values({
        tenantId: demo,
        insuranceProviderId: motor.provider,
        insuranceCategoryId: motor.category,
        productName: 'Demo Motor',
        commissionType: 'Percentage',
        commissionRate: '10.00',
      })
      .returning({ id: products.id });
    await db.insert(productCovers).values({ tenantId: demo, productId: product!.id, coverId: motor.cover });
    // Named to come first in any list of insurers, so a paged list would show it too.
    const [provider] = await db
      .insert(insuranceProviders)
      .values({
        tenantId: demo,
        code: `AAA_DEMO_${kind}`,
        name: 'AAA Demo Mutual',
        shortName: 'AAA Demo',
        licenceClass: 'Non-Life',
        email: 'desk@demo.ng',
      })
      .returning({ id: insuranceProviders.id });
    const [underwriter] = await db
      .insert(underwriters)
      .values({ tenantId: demo, providerId: provider!.id, name: 'Demo Desk' })
      .returning({ id: underwriters.id });
    await db
      .insert(underwriterContacts)
      .values({ tenantId: demo, underwriterId: underwriter!.id, name: 'Demo Contact', email: 'contact@demo.ng' });
    const [coBroker] = await db
      .insert(coBrokers)
      .values({ tenantId: demo, name: 'AAA Demo Co-Brokers', email: 'cobroker@demo.ng' })
      .returning({ id: coBrokers.id });
    const [individual] = await db
      .insert(individualClients)
      .values({ tenantId: demo, firstname: 'Demo', lastname: 'Client', email: 'client@demo.ng', bvn: '22200011122' })
      .returning({ id: individualClients.id });
    const [corporate] = await db
      .insert(corporateClients)
      .values({ tenantId: demo, corporateName: 'Demo Holdings Ltd', rcNumber: 'RC 7654321', email: 'holdings@demo.ng' })
      .returning({ id: corporateClients.id });
    const books = await demoBooks(server, demo, individual!.id);
    const invoiceRecords = await demoInvoice(server, demo);
    const quoteRecords = await demoQuote(server, demo);
    const requestRecords = await demoQuoteRequest(server, demo);
    const policyRecords = await demoPolicy(server, demo);
    // The demo book brings endorsements in each status and refunds, made through the services.
    await seedDemoBook(server.ctx, db, demo);
    const [endorsement] = await db
      .select({ id: endorsements.id })
      .from(endorsements)
      .where(sql`${endorsements.tenantId} = ${demo} and ${endorsements.status} = 'pending'`)
      .limit(1);
    const [refund] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(sql`${refunds.tenantId} = ${demo} and ${refunds.paidAt} is null`)
      .limit(1);
    const [claim] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(sql`${claims.tenantId} = ${demo} and ${claims.status} = 'under_adjustment'`)
      .limit(1);
    const [original] = await db
      .insert(storedFiles)
      .values({
        tenantId: demo,
        storedName: `signing-${kind}.pdf`,
        originalName: 'proposal.pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        purpose: 'signing-original',
      })
      .returning({ id: storedFiles.id });
    const [signing] = await db
      .insert(signingRequests)
      .values({
        tenantId: demo,
        subjectKind: 'proposal_form',
        subjectId: original!.id,
        documentTitle: 'Proposal form',
        signerName: 'Adaeze Okafor',
        signerEmail: 'adaeze@example.ng',
        keyHash: `cross-tenant-${kind}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        originalFileId: original!.id,
        originalSha256: '0'.repeat(64),
      })
      .returning({ id: signingRequests.id });
    theirs = {
      signingRequest: signing!.id,
      claim: claim!.id,
      endorsement: endorsement!.id,
      refund: refund!.id,
      ...policyRecords,
      ...books,
      ...invoiceRecords,
      ...quoteRecords,
      ...requestRecords,
      user: demoAdmin,
      role: role!.id,
      group: group!.id,
      branch: branch!.id,
      premiumAccount: account!.id,
      signatory: signatory!.id,
      notification: notification!.id,
      file: `cross-tenant-${kind}.pdf`,
      product: product!.id,
      individualClient: individual!.id,
      corporateClient: corporate!.id,
      provider: provider!.id,
      underwriter: underwriter!.id,
      coBroker: coBroker!.id,
    };

    const email = `admin-${kind}@second-brokers.ng`;
    const second = await createTenantWithUser(server, { email, password: STRONG_PASSWORD, url: `second-${kind}` });
    const roleIds = await db.transaction((tx) => ensureDefaultRoles(tx, second.tenantId));
    await db.transaction((tx) => ensureBooks(tx, second.tenantId));
    await db.insert(userRoles).values({ tenantId: second.tenantId, userId: second.userId, roleId: roleIds.get('admin')! });
    const [ourGroup] = await db.insert(groups).values({ tenantId: second.tenantId, name: 'Claims desk' }).returning({ id: groups.id });
    const [ourBranch] = await db
      .insert(branches)
      .values({ tenantId: second.tenantId, name: 'Abuja', address: '2 Wuse', city: 'Abuja' })
      .returning({ id: branches.id });
    const [permission] = await db.select({ id: permissions.id }).from(permissions).limit(1);
    // The second brokerage's admin also has a notification of their own, so the lists are not empty by accident.
    const [mine] = await db
      .insert(notifications)
      .values({ tenantId: second.tenantId, kind: 'welcome', title: 'Welcome', message: 'Hello' })
      .returning({ id: notifications.id });
    await db.insert(notificationReceipts).values({ notificationId: mine!.id, userId: second.userId, tenantId: second.tenantId });
    ours = {
      bank: bank!.id,
      user: second.userId,
      role: roleIds.get('accountant')!,
      group: ourGroup!.id,
      branch: ourBranch!.id,
      permission: permission!.id,
      cover: motor.cover,
      state: (await db.select({ id: states.id }).from(states).limit(1))[0]!.id,
    };
    token = await signInAs(server, email, STRONG_PASSWORD);

    const found = (await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`)) as unknown as { rows: { name: string }[] };
    tenantTables = found.rows.map((row) => row.name);
  });
  afterAll(() => server?.close());

  it('has an attempt for every route of the API that names a record', () => {
    const covered = new Set(attempts(theirs, ours).map((a) => `${a.method} ${a.route}`));
    // Reference data (states, LGAs) is the market's, shared by every brokerage: nothing to reach for;
    // a class of business's claim checklist is kept per brokerage under the market's class code, a
    // PDF template under its kind of document.
    const naming = server.app.declaredRoutes
      .filter((route) => route.access.kind !== 'public' && (route.url.includes(':') || route.url === '/api/v1/file/download'))
      .filter(
        (route) =>
          ![
            '/api/v1/countries/:id/states',
            '/api/v1/states/:id/lgas',
            '/api/v1/claims/checklists/:categoryCode',
            // A kind of document names no record: each brokerage reads and saves its own template of that kind.
            '/api/v1/pdf-templates/:kind',
            '/api/v1/pdf-templates/:kind/reset',
            // Likewise a kind of mail (its preview names a record in its body: attempted above).
            '/api/v1/mailer/templates/:kind',
          ].includes(route.url),
      )
      .map((route) => `${route.method} ${route.url.replace('/api/v1', '')}`);
    expect(naming.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('answers 404 to every one of them and changes nothing of the other brokerage', async () => {
    const before = await demoFingerprint();
    const answers: string[] = [];
    for (const attempt of attempts(theirs, ours)) {
      const form = attempt.form ? multipartForm(attempt.form, { name: 'receipt.pdf', bytes: pdfBytes() }) : null;
      const answer = await server.app.inject({
        method: attempt.method,
        url: `/api/v1${attempt.url}`,
        headers: { authorization: `Bearer ${token}`, ...form?.headers },
        ...(form ? { payload: form.payload } : attempt.body === undefined ? {} : { payload: attempt.body as object }),
      });
      if (answer.statusCode !== 404) answers.push(`${attempt.method} ${attempt.url} → ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
    expect(await demoFingerprint()).toEqual(before);
  });

  it('lists none of the other brokerage’s records in any list', async () => {
    const lists = server.app.declaredRoutes.filter(
      (route) => route.method === 'GET' && route.access.kind !== 'public' && !route.url.includes(':'),
    );
    const theirIds = Object.values(theirs).filter((id): id is string => typeof id === 'string');
    const leaks: string[] = [];
    for (const route of lists) {
      if (route.url === '/api/v1/file/download') continue;
      const answer = await server.app.inject({ method: 'GET', url: route.url, headers: { authorization: `Bearer ${token}` } });
      const seen = theirIds.filter((id) => answer.body.includes(id));
      if (seen.length > 0 || answer.body.includes('@demo.ng') || answer.body.includes(demo))
        leaks.push(`${route.url} shows ${seen.join(', ') || 'the demo brokerage'}`);
    }
    expect(leaks).toEqual([]);
  });
});
