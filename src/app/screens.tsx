import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens that are built, by route path. A path of the route table without an entry here
 * shows its title in the shell until its screen is written. Each screen loads on first visit.
 */
export const SCREENS: Record<string, LazyScreen> = {
  '/accountmanagement/view-plans': screen(() => import('../features/subscription/plans-page'), 'PlansPage'),
  '/accountmanagement/license': screen(() => import('../features/subscription/license-page'), 'LicensePage'),
  '/notifications': screen(() => import('../features/notifications/notifications-page'), 'NotificationsPage'),
  '/paystack/redirect': screen(() => import('../features/subscription/paystack-redirect-page'), 'PaystackRedirectPage'),
  '/register': screen(() => import('../features/auth/registration-page'), 'AgentRegistrationPage'),
  '/broker-signup': screen(() => import('../features/auth/registration-page'), 'BrokerRegistrationPage'),
  '/verify': screen(() => import('../features/auth/verify-page'), 'VerifyPage'),
  '/broker-url': screen(() => import('../features/auth/broker-url-page'), 'BrokerUrlPage'),
  '/resend-email-verification': screen(() => import('../features/auth/resend-verification-page'), 'ResendVerificationPage'),
  '/forgot-password': screen(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  '/reset-password': screen(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  '/change-password': screen(() => import('../features/auth/change-password-page'), 'ChangePasswordPage'),
  '/auth/google': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/facebook': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/linkedin': screen(() => import('../features/auth/social-return-page'), 'SocialReturnPage'),
  '/auth/:provider/register': screen(() => import('../features/auth/social-register-return-page'), 'SocialRegisterReturnPage'),
  '/features': screen(() => import('../features/public/features-page'), 'FeaturesPage'),
  '/about': screen(() => import('../features/public/about-page'), 'AboutPage'),
  '/get-started': screen(() => import('../features/public/get-started-page'), 'GetStartedPage'),
  '/users': screen(() => import('../features/access/users-page'), 'UsersPage'),
  '/users/:userId': screen(() => import('../features/access/user-details-page'), 'UserDetailsPage'),
  '/roles': screen(() => import('../features/access/roles-page'), 'RolesPage'),
  '/roles/:roleId': screen(() => import('../features/access/role-details-page'), 'RoleDetailsPage'),
  '/groups': screen(() => import('../features/access/groups-page'), 'GroupsPage'),
  '/groups/:groupId': screen(() => import('../features/access/group-details-page'), 'GroupDetailsPage'),
  '/permissions': screen(() => import('../features/access/permissions-page'), 'PermissionsPage'),
  '/profile': screen(() => import('../features/settings/agent-profile-page'), 'AgentProfilePage'),
  '/settings': screen(() => import('../features/settings/settings-page'), 'SettingsPage'),
  '/products': screen(() => import('../features/products/products-page'), 'ProductsPage'),
  '/product': screen(() => import('../features/products/product-editor-page'), 'ProductEditorPage'),
  '/product/:productId': screen(() => import('../features/products/product-details-page'), 'ProductDetailsPage'),
  '/client-setup': screen(() => import('../features/clients/client-setup-page'), 'ClientSetupPage'),
  '/all-clients': screen(() => import('../features/clients/all-clients-page'), 'AllClientsPage'),
  '/clients/individual/:clientId': screen(() => import('../features/clients/individual-client-page'), 'IndividualClientPage'),
  '/clients/corporate/:clientId': screen(() => import('../features/clients/corporate-client-page'), 'CorporateClientPage'),
  '/clients/:clientId/individual': screen(() => import('../features/clients/individual-client-edit-page'), 'IndividualClientEditPage'),
  '/clients/:clientId/corporate': screen(() => import('../features/clients/corporate-client-edit-page'), 'CorporateClientEditPage'),
  '/director/:corporateClientId': screen(() => import('../features/clients/directors-page'), 'DirectorsPage'),
  '/underwriters': screen(() => import('../features/underwriters/insurers-page'), 'UnderwritersPage'),
  '/underwriter/:underwriterId': screen(() => import('../features/underwriters/insurer-page'), 'UnderwriterPage'),
  '/account/general-ledger': screen(() => import('../features/chart-of-accounts/chart-of-accounts-page'), 'ChartOfAccountsPage'),
  '/account/general-ledger/:accountId': screen(() => import('../features/chart-of-accounts/account-ledger-page'), 'AccountLedgerPage'),
  '/reports/summary': screen(() => import('../features/financial-statements/summary-of-accounts-page'), 'SummaryOfAccountsPage'),
  '/reports/trialBalance': screen(() => import('../features/financial-statements/trial-balance-page'), 'TrialBalancePage'),
  '/reports/balance-sheet': screen(() => import('../features/financial-statements/balance-sheet-page'), 'BalanceSheetPage'),
  '/reports/incomeStatement': screen(() => import('../features/financial-statements/income-statement-page'), 'IncomeStatementPage'),
  '/reports/cash-flow': screen(() => import('../features/financial-statements/cash-flow-page'), 'CashFlowPage'),
  '/account/accounting-periods': screen(() => import('../features/accounting-periods/accounting-periods-page'), 'AccountingPeriodsPage'),
  '/account/multi-currency': screen(() => import('../features/accounting-periods/currencies-page'), 'CurrenciesPage'),
  '/account/exchangeRate/:exchangeRateId/history': screen(
    () => import('../features/accounting-periods/rate-history-page'),
    'RateHistoryPage',
  ),
  '/account/transactions': screen(() => import('../features/transactions/transactions-page'), 'TransactionsPage'),
  '/account/transactions/add': screen(() => import('../features/transactions/add-transaction-page'), 'AddTransactionPage'),
  '/account/transactions/:refNo/details': screen(
    () => import('../features/transactions/transaction-details-page'),
    'TransactionDetailsPage',
  ),
  '/account/transaction/:accountId': screen(() => import('../features/transactions/account-transactions-page'), 'AccountTransactionsPage'),
  '/debitNote/:invoiceId': screen(() => import('../features/invoices/documents/document-pages'), 'DebitNotePage'),
  '/creditNote/:invoiceId': screen(() => import('../features/invoices/documents/document-pages'), 'CreditNotePage'),
  '/debitInvoice/:invoiceId': screen(() => import('../features/invoices/documents/document-pages'), 'DebitInvoicePage'),
  '/remit-premium': screen(() => import('../features/remittance/remit-premium-page'), 'RemitPremiumPage'),
  '/premium-remitted': screen(() => import('../features/remittance/premium-remitted-page'), 'PremiumRemittedPage'),
  '/account/invoices': screen(() => import('../features/invoices/invoices-page'), 'InvoicesPage'),
  '/account/invoice/:id': screen(() => import('../features/invoices/invoice-details-page'), 'InvoiceDetailsPage'),
  '/account/new/invoice': screen(() => import('../features/invoices/new-invoice-page'), 'NewInvoicePage'),
  '/quotes/new': screen(() => import('../features/quotes/new-quote-page'), 'NewQuotePage'),
  '/quotes/:quoteId': screen(() => import('../features/quotes/quote-page'), 'QuotePage'),
  '/invoice/:invoiceNo/payments': screen(() => import('../features/invoices/invoice-payments-page'), 'InvoicePaymentsPage'),
  '/quotes': screen(() => import('../features/quotes/quotes-page'), 'QuotesPage'),
  '/list/quotes': screen(() => import('../features/quotes/quotes-page'), 'QuotesPage'),
  '/policies/:id': screen(() => import('../features/policies/policy-page'), 'PolicyPage'),
  '/request-quote': screen(() => import('../features/quotes/request-quote-page'), 'RequestQuotePage'),
  '/requested-quotes': screen(() => import('../features/quotes/quote-requests-page'), 'QuoteRequestsPage'),
  '/requested-quote/:quoteId': screen(() => import('../features/quotes/quote-request-page'), 'QuoteRequestPage'),
};

/** A screen loaded on first render, whose code can also be fetched ahead (`preload`). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** Lazy-loads a named export, so a feature file can export its page by its own name. */
export function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );
}
