import { isAdmin, profileRoute, type SessionClaims } from './auth';
import type { PermissionName } from './permissions';

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

/** What the signed-in user may do, as GET /user/permission/{their id} answers it. */
export interface ViewerGrants {
  admin: boolean;
  permissions: ReadonlySet<string>;
}

type GatedLink = NavLink & { needs?: readonly PermissionName[] };

/**
 * The sidebar exactly as the specification lists it, with its role rules: admins see Subscription
 * Mgmt, Manage Users, System Setup and Accounts; user type broker hides Accounts and Remittance Mgmt.
 * Someone who is not an admin also sees the links of those sections that their permissions allow.
 */
export function sidebarFor(viewer: Viewer, grants?: ViewerGrants): NavSection[] {
  const admin = isAdmin(viewer) || grants?.admin === true;
  const broker = viewer.userType === 'broker';
  const can = (names: readonly PermissionName[]) => admin || names.some((name) => grants?.permissions.has(name));
  /** A section kept for admins, and for others with the links they may use; none of them, no section. */
  const gated = (label: string, links: GatedLink[]): NavSection | false => {
    const allowed = links.filter((link) => !link.needs || can(link.needs)).map(({ needs: _needs, ...link }) => link);
    return allowed.some((link) => !link.hidden) && { label, links: allowed };
  };
  const sections: (NavSection | false)[] = [
    { label: 'Home', to: '/dashboard', links: [] },
    gated('Subscription Mgmt', [
      { label: 'View Plans', to: '/accountmanagement/view-plans', needs: ['Manage Subscription'] },
      { label: 'License', to: '/accountmanagement/license', needs: ['Manage Subscription'] },
    ]),
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
    !broker &&
      can(['View Accounts']) &&
      gated('Accounts', [
        { label: 'Chart of Accounts', to: '/account/general-ledger' },
        { label: 'Transactions', to: '/account/transactions' },
        { label: 'Accounting Period', to: '/account/accounting-periods' },
        { label: 'Invoices', to: '/account/invoices', needs: ['View Invoices'] },
        { label: 'Manage Currency', to: '/account/multi-currency', hidden: true },
      ]),
    !broker && {
      label: 'Remittance Mgmt',
      links: [
        { label: 'Create Schedule', to: '/remit-premium' },
        { label: 'Remittance Schedules', to: '/premium-remitted' },
      ],
    },
    gated('Manage Users', [
      { label: 'Users', to: '/users', needs: ['View Users'] },
      { label: 'Roles', to: '/roles', needs: ['View Users', 'Manage Roles'] },
      { label: 'Groups', to: '/groups', needs: ['View Users', 'Manage Groups'] },
      { label: 'Permissions', to: '/permissions', needs: ['View Users', 'Assign Permissions'] },
    ]),
    gated('System Setup', [
      { label: 'Products', to: '/products', needs: ['View Products', 'Manage Products'] },
      { label: 'Underwriter', to: '/underwriters', needs: ['View Products', 'Manage Underwriters'] },
      { label: 'Profile', to: profileRoute(viewer), needs: ['Update Broker Profile', 'Create Broker Profile'] },
      { label: 'Email Integration', to: '/email-integration', needs: ['Manage Mail Settings'] },
      { label: 'Signature Integration', to: '/signature-integration', needs: ['Manage Signatories'] },
      { label: 'PDF Templates', to: '/pdf-templates', needs: ['Manage Mail Settings'] },
    ]),
  ];
  return sections.filter((section): section is NavSection => section !== false);
}
