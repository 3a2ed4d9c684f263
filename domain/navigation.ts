import { isAdmin, profileRoute, type SessionClaims } from './auth';

export interface NavLink {
  label: string;
  to: string;
  hidden?: boolean;
}

export interface NavSection {
  label: string;
  /** A section without links is a single entry leading to `to`. */
  to?: string;
  links: NavLink[];
}

type Viewer = Pick<SessionClaims, 'roles' | 'userType'>;

/**
 * The sidebar exactly as the specification lists it, with its role rules: admins see Subscription
 * Mgmt, Manage Users, System Setup and Accounts; user type broker hides Accounts and Remittance Mgmt.
 */
export function sidebarFor(viewer: Viewer): NavSection[] {
  const admin = isAdmin(viewer);
  const broker = viewer.userType === 'broker';
  const sections: (NavSection | false)[] = [
    { label: 'Home', to: '/dashboard', links: [] },
    admin && {
      label: 'Subscription Mgmt',
      links: [
        { label: 'View Plans', to: '/accountmanagement/view-plans' },
        { label: 'License', to: '/accountmanagement/license' },
      ],
    },
    {
      label: 'Manage Quote',
      links: [
        { label: 'Create Quote', to: '/request-quote' },
        { label: 'Requested Quotes', to: '/requested-quotes' },
        { label: 'Quotes', to: '/quotes' },
      ],
    },
    {
      label: 'Manage Client',
      links: [
        { label: 'Create Client', to: '/client-setup' },
        { label: 'View Clients', to: '/all-clients' },
      ],
    },
    {
      label: 'Policies',
      links: [
        { label: 'Policy Proposal', to: '/policies' },
        { label: 'Policy Endorsement', to: '/policy/endorsement' },
        { label: 'Refunded Premium', to: '/policies/allRefund' },
      ],
    },
    {
      label: 'Claims',
      links: [
        { label: 'Claims', to: '/claims/list' },
        { label: 'Register claims', to: '/claims/create' },
      ],
    },
    {
      label: 'Reports',
      links: [
        { label: 'Expiring Policies', to: '/reports/expiring-policies' },
        { label: 'Cash Flow', to: '/reports/cash-flow' },
        { label: 'Summary of Accounts', to: '/reports/summary' },
        { label: 'Balance Sheet', to: '/reports/balance-sheet' },
        { label: 'Trial Balance', to: '/reports/trialBalance' },
        { label: 'Income Statement', to: '/reports/incomeStatement' },
        { label: 'Regulatory Reports', to: '/reports/regulatory-report' },
        { label: 'Client Reports', to: '/reports/client-report' },
      ],
    },
    admin &&
      !broker && {
        label: 'Accounts',
        links: [
          { label: 'Chart of Accounts', to: '/account/general-ledger' },
          { label: 'Transactions', to: '/account/transactions' },
          { label: 'Accounting Period', to: '/account/accounting-periods' },
          { label: 'Invoices', to: '/account/invoices' },
          { label: 'Manage Currency', to: '/account/multi-currency', hidden: true },
        ],
      },
    !broker && {
      label: 'Remittance Mgmt',
      links: [
        { label: 'Create Schedule', to: '/remit-premium' },
        { label: 'Remittance Schedules', to: '/premium-remitted' },
      ],
    },
    admin && {
      label: 'Manage Users',
      links: [
        { label: 'Users', to: '/users' },
        { label: 'Roles', to: '/roles' },
        { label: 'Groups', to: '/groups' },
        { label: 'Permissions', to: '/permissions' },
      ],
    },
    admin && {
      label: 'System Setup',
      links: [
        { label: 'Products', to: '/products' },
        { label: 'Underwriter', to: '/underwriters' },
        { label: 'Profile', to: profileRoute(viewer) },
        { label: 'Email Integration', to: '/email-integration' },
        { label: 'Signature Integration', to: '/signature-integration' },
        { label: 'PDF Templates', to: '/pdf-templates' },
      ],
    },
  ];
  return sections.filter((section): section is NavSection => section !== false);
}
