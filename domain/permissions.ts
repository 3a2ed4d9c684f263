/**
 * The permission catalogue: one named permission per guarded action of the back office. The spec
 * names two ('Update Broker Profile', 'Create Broker Profile'); the rest follow its areas. The
 * server enforces them on every call; the UI hides what a user does not hold.
 */

export const PERMISSION_AREAS = [
  'Clients',
  'Products',
  'Quotes',
  'Policies',
  'Invoices',
  'Payments',
  'Remittance',
  'Deletion approval',
  'Accounting',
  'Claims',
  'Reports',
  'Users',
  'Settings',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export interface PermissionDefinition<Name extends string = string> {
  value: Name;
  area: PermissionArea;
  description: string;
}

function define<const Name extends string>(
  area: PermissionArea,
  entries: readonly (readonly [value: Name, description: string])[],
): PermissionDefinition<Name>[] {
  return entries.map(([value, description]) => ({ value, area, description }));
}

export const PERMISSION_CATALOGUE = [
  ...define('Clients', [
    ['View Clients', 'See individual and corporate clients and their directors'],
    ['Create Client', 'Register new individual or corporate clients and add directors'],
    ['Update Client', 'Edit client details'],
    ['Change Client Status', 'Activate, suspend or cancel a client'],
  ]),
  ...define('Products', [
    ['View Products', 'See products, insurers and their underwriters'],
    ['Manage Products', 'Create, edit, archive and restore products'],
    ['Manage Underwriters', 'Keep the underwriters of each insurance provider'],
  ]),
  ...define('Quotes', [
    ['View Quotes', 'See quotes and requested quotes'],
    ['Create Quote', 'Prepare and request quotes'],
    ['Approve Quote', 'Approve or reject quotes awaiting approval'],
  ]),
  ...define('Policies', [
    ['View Policies', 'See policies, proposals, credit notes and expiring policies'],
    ['Create Policy', 'Create policies and proposals from quotes or invoices'],
    ['Update Policy', 'Edit policies and change their status'],
    ['Manage Endorsements', 'Register and update policy endorsements'],
    ['Manage Refunds', 'Record returned and refunded premium'],
  ]),
  ...define('Invoices', [
    ['View Invoices', 'See debit notes, invoices and their documents'],
    ['Create Invoice', 'Raise invoices for clients'],
    ['Update Invoice', 'Edit invoices that are still open'],
    ['Send Documents', 'Send invoice and policy documents to clients and underwriters'],
  ]),
  ...define('Payments', [['Record Payment', 'Record premium received from clients']]),
  ...define('Remittance', [
    ['Remit Premium', 'Remit premium to insurers and upload the receipts'],
    ['Remit VAT', 'Remit VAT on commission and upload the receipts'],
    ['Manage Remittance Schedules', 'Create and view remittance schedules'],
  ]),
  ...define('Deletion approval', [
    ['Request Invoice Deletion', 'Ask for an invoice to be deleted, with a reason'],
    ['Approve Invoice Deletion', 'Delete invoices and accept or reject deletion requests'],
  ]),
  ...define('Accounting', [
    ['View Accounts', 'See the chart of accounts, ledgers and transactions'],
    ['Manage Chart of Accounts', 'Create and edit accounts, including client accounts'],
    ['Manage Accounting Periods', 'Open and close accounting periods'],
    ['Create Transaction', 'Enter manual journal transactions'],
    ['Approve Transaction', 'Approve or reject manual transactions entered by others'],
    ['Manage Currencies', 'Keep currencies and exchange rates'],
  ]),
  ...define('Claims', [
    ['View Claims', 'See claims and their documents'],
    ['Register Claim', 'Register new claims'],
    ['Update Claim', 'Progress claims, comment and upload documents'],
  ]),
  ...define('Reports', [
    ['View Financial Reports', 'Trial balance, balance sheet, income statement, cash flow and summary of accounts'],
    ['View Regulatory Reports', 'NAICOM returns and schedules'],
    ['View Client Reports', 'Client, expiring-policy and production reports'],
  ]),
  ...define('Users', [
    ['View Users', 'See the users of the brokerage with their roles, groups, permissions and branches'],
    ['Invite Users', 'Invite new users and resend invitations'],
    ['Suspend Users', 'Suspend and restore users'],
    ['Delete Users', 'Remove users from the brokerage'],
    ['Manage Roles', 'Give roles to users and choose what each role may do'],
    ['Manage Groups', 'Create groups and choose their users and permissions'],
    ['Assign Permissions', 'Give permissions directly to users and groups'],
    ['Assign Branches', 'Choose the branches each user works in'],
  ]),
  ...define('Settings', [
    ['Create Broker Profile', 'Set up the brokerage profile for the first time'],
    ['Update Broker Profile', 'Edit the brokerage profile and logo'],
    ['Manage Branches', 'Open, edit and close branches'],
    ['Manage Premium Accounts', 'Keep the bank accounts premium is paid into'],
    ['Manage Signatories', 'Keep the people who sign documents for the brokerage'],
    ['Manage Mail Settings', 'Configure outgoing mail and document templates'],
    ['Manage Subscription', 'Choose and pay for the subscription plan'],
  ]),
];

/** A permission's name; a misspelt one is a compile error rather than a silent lock-out. */
export type PermissionName = (typeof PERMISSION_CATALOGUE)[number]['value'];

export interface DefaultRole {
  name: string;
  description: string;
  /** 'all' for admin: an admin holds every permission, present and future. */
  permissions: readonly PermissionName[] | 'all';
}

const areas = (...wanted: PermissionArea[]): PermissionName[] =>
  PERMISSION_CATALOGUE.filter((p) => wanted.includes(p.area)).map((p) => p.value);

/** The roles every new brokerage starts with; an admin may change what each non-admin role holds. */
export const DEFAULT_ROLES: readonly DefaultRole[] = [
  { name: 'admin', description: 'Full control of the brokerage', permissions: 'all' },
  {
    name: 'accountant',
    description: 'Keeps the books: payments, remittance, transactions and financial reports',
    permissions: [
      'View Clients',
      'View Products',
      'View Policies',
      ...areas('Invoices', 'Payments', 'Remittance', 'Accounting'),
      'Request Invoice Deletion',
      'View Financial Reports',
      'View Regulatory Reports',
    ],
  },
  {
    name: 'underwriting officer',
    description: 'Prepares quotes, places risks and issues policies and endorsements',
    permissions: [
      ...areas('Clients', 'Quotes', 'Policies'),
      'View Products',
      'Manage Underwriters',
      'View Invoices',
      'Create Invoice',
      'Send Documents',
      'View Client Reports',
    ],
  },
  {
    name: 'claims officer',
    description: 'Registers and follows claims with insurers',
    permissions: ['View Clients', 'View Policies', 'View Products', ...areas('Claims'), 'View Client Reports'],
  },
  {
    name: 'agent',
    description: 'Brings in clients and business; sees their own work',
    permissions: [
      'View Clients',
      'Create Client',
      'Update Client',
      'View Products',
      'View Quotes',
      'Create Quote',
      'View Policies',
      'View Claims',
      'Register Claim',
    ],
  },
];

export const ADMIN_ROLE = 'admin';

/** Admin is any user holding a role named admin (spec, section 6). */
export function isAdminRoleName(name: string): boolean {
  return name.trim().toLowerCase() === ADMIN_ROLE;
}

/** Who may open the remittance schedule pages (/remit-premium, /premium-remitted) and make schedules: every schedule call checks it. */
export const SCHEDULE_KEEPERS: readonly PermissionName[] = ['Manage Remittance Schedules'];

/** Profile editing depends on holding either of the spec's two profile permissions. */
export function canEditBrokerProfile(held: Iterable<string>): boolean {
  const set = new Set(held);
  return set.has('Update Broker Profile') || set.has('Create Broker Profile');
}

/**
 * What roles of these names hold in a new brokerage: the session token names the roles, not what
 * they allow, so this is the best guess until the user's own permissions are read.
 */
export function startingPermissionsOf(roleNames: readonly string[]): ReadonlySet<PermissionName> {
  const held = new Set<PermissionName>();
  for (const name of roleNames) {
    const role = DEFAULT_ROLES.find((entry) => entry.name === name.trim().toLowerCase());
    const granted = role?.permissions === 'all' ? PERMISSION_CATALOGUE.map((p) => p.value) : (role?.permissions ?? []);
    for (const permission of granted) held.add(permission);
  }
  return held;
}
