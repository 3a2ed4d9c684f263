import { isAdmin, profileRoute, type SessionClaims } from './auth';
import { SCHEDULE_KEEPERS, startingPermissionsOf, type PermissionName } from './permissions';

export interface NavLink {
  label: string;
  to: string;
  hidden?: boolean;
  /** Other pages that belong to this link (its records' own pages): there its section stays open. */
  covers?: readonly string[];
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

// Who may open each page: the permissions the server checks on the calls the page makes.
const LEDGER_READERS: PermissionName[] = ['View Accounts', 'Manage Chart of Accounts', 'Create Transaction', 'Approve Transaction'];
const TRANSACTION_READERS: PermissionName[] = ['View Accounts', 'Create Transaction', 'Approve Transaction'];
const PERIOD_READERS: PermissionName[] = [...TRANSACTION_READERS, 'Manage Accounting Periods', 'View Financial Reports'];
const FINANCIAL_REPORTS: PermissionName[] = ['View Financial Reports'];

/**
 * The first guess from the session token alone, shown at once: the permissions its roles start
 * with in a new brokerage. The user's own permissions replace it as soon as they are read.
 */
export const grantsFromClaims = (viewer: Viewer): ViewerGrants => ({
  admin: isAdmin(viewer),
  permissions: startingPermissionsOf(viewer.roles.map((role) => role.name)),
});

/**
 * The sidebar as the specification lists it, with its role rules: admins see Subscription Mgmt,
 * Manage Users, System Setup and Accounts; user type broker hides Accounts and Remittance Mgmt.
 * Subscription Mgmt, Manage Users and System Setup are the admins' alone ("admin only"); their
 * pages still open to whoever the server lets read them. Every other link shows only to those who
 * may open its page; a section with none of them is left out. Others who may see products find
 * Products and Underwriter in a Products section of their own.
 */
export function sidebarFor(viewer: Viewer, grants: ViewerGrants = grantsFromClaims(viewer)): NavSection[] {
  const admin = isAdmin(viewer) || grants.admin;
  const broker = viewer.userType === 'broker';
  const can = (names: readonly PermissionName[]) => admin || names.some((name) => grants.permissions.has(name));
  const gated = (label: string, links: GatedLink[]): NavSection | false => {
    const allowed = links.filter((link) => !link.needs || can(link.needs)).map(({ needs: _needs, ...link }) => link);
    return allowed.some((link) => !link.hidden) && { label, links: allowed };
  };
  const products: GatedLink[] = [
    { label: 'Products', to: '/products', covers: ['/product'], needs: ['View Products', 'Manage Products'] },
    { label: 'Underwriter', to: '/underwriters', covers: ['/underwriter'], needs: ['View Products', 'Manage Underwriters'] },
  ];
  const sections: (NavSection | false)[] = [
    { label: 'Home', to: '/dashboard', links: [] },
    admin && {
      label: 'Subscription Mgmt',
      links: [
        { label: 'View Plans', to: '/accountmanagement/view-plans' },
        { label: 'License', to: '/accountmanagement/license' },
      ],
    },
    gated('Manage Quote', [
      { label: 'Create Quote', to: '/request-quote', needs: ['Create Quote'] },
      { label: 'Requested Quotes', to: '/requested-quotes', covers: ['/requested-quote'], needs: ['View Quotes'] },
      { label: 'Quotes', to: '/quotes', covers: ['/list/quotes'], needs: ['View Quotes'] },
    ]),
    gated('Manage Client', [
      { label: 'Create Client', to: '/client-setup', needs: ['Create Client'] },
      { label: 'View Clients', to: '/all-clients', covers: ['/clients', '/director'], needs: ['View Clients'] },
    ]),
    gated('Policies', [
      { label: 'Policy Proposal', to: '/policies', covers: ['/policy'], needs: ['View Policies'] },
      { label: 'Policy Endorsement', to: '/policy/endorsement', needs: ['View Policies'] },
      { label: 'Refunded Premium', to: '/policies/allRefund', needs: ['View Policies'] },
    ]),
    gated('Claims', [
      { label: 'Claims', to: '/claims/list', covers: ['/claims'], needs: ['View Claims'] },
      { label: 'Register claims', to: '/claims/create', needs: ['Register Claim'] },
    ]),
    gated('Reports', [
      { label: 'Expiring Policies', to: '/reports/expiring-policies', needs: ['View Policies', 'View Client Reports'] },
      { label: 'Cash Flow', to: '/reports/cash-flow', needs: FINANCIAL_REPORTS },
      { label: 'Summary of Accounts', to: '/reports/summary', needs: [...FINANCIAL_REPORTS, 'View Accounts'] },
      { label: 'Balance Sheet', to: '/reports/balance-sheet', needs: FINANCIAL_REPORTS },
      { label: 'Trial Balance', to: '/reports/trialBalance', needs: FINANCIAL_REPORTS },
      { label: 'Income Statement', to: '/reports/incomeStatement', needs: FINANCIAL_REPORTS },
      { label: 'Regulatory Reports', to: '/reports/regulatory-report', needs: ['View Regulatory Reports'] },
      { label: 'Client Reports', to: '/reports/client-report', needs: ['View Client Reports'] },
    ]),
    !broker &&
      gated('Accounts', [
        { label: 'Chart of Accounts', to: '/account/general-ledger', covers: ['/account/transaction'], needs: LEDGER_READERS },
        { label: 'Transactions', to: '/account/transactions', needs: TRANSACTION_READERS },
        { label: 'Accounting Period', to: '/account/accounting-periods', needs: PERIOD_READERS },
        {
          label: 'Invoices',
          to: '/account/invoices',
          covers: ['/account/invoice', '/account/new/invoice', '/invoice', '/debitNote', '/creditNote', '/debitInvoice'],
          needs: ['View Invoices'],
        },
        { label: 'Manage Currency', to: '/account/multi-currency', covers: ['/account/exchangeRate'], hidden: true },
      ]),
    !broker &&
      gated('Remittance Mgmt', [
        { label: 'Create Schedule', to: '/remit-premium', needs: SCHEDULE_KEEPERS },
        { label: 'Remittance Schedules', to: '/premium-remitted', needs: SCHEDULE_KEEPERS },
      ]),
    admin && {
      label: 'Manage Users',
      links: [
        { label: 'Users', to: '/users' },
        { label: 'Roles', to: '/roles' },
        { label: 'Groups', to: '/groups' },
        { label: 'Permissions', to: '/permissions' },
      ],
    },
    admin
      ? gated('System Setup', [
          ...products,
          { label: 'Profile', to: profileRoute(viewer) },
          { label: 'Email Integration', to: '/email-integration' },
          { label: 'Signature Integration', to: '/signature-integration' },
          { label: 'PDF Templates', to: '/pdf-templates' },
        ])
      : gated('Products', products),
  ];
  return sections.filter((section): section is NavSection => section !== false);
}

/** The page is `path` itself or one below it. */
const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export interface NavPlace {
  section: string;
  /** The link whose page this is; null on a section's own entry (Home). */
  link: NavLink | null;
}

/** Where the page sits in the sidebar: the link covering it most closely (/policies/allRefund is not also /policies). */
export function placeOf(sections: readonly NavSection[], pathname: string): NavPlace | null {
  let best: (NavPlace & { length: number }) | null = null;
  for (const section of sections) {
    if (section.to && within(pathname, section.to) && (!best || section.to.length > best.length)) {
      best = { section: section.label, link: null, length: section.to.length };
    }
    for (const link of section.links) {
      for (const path of [link.to, ...(link.covers ?? [])]) {
        if (within(pathname, path) && (!best || path.length > best.length)) best = { section: section.label, link, length: path.length };
      }
    }
  }
  return best && { section: best.section, link: best.link };
}
