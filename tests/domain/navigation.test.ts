import { describe, expect, it } from 'vitest';
import { grantsFromClaims, placeOf, sidebarFor, type NavSection } from '../../domain/navigation';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import type { SessionClaims } from '../../domain/auth';

type Viewer = Pick<SessionClaims, 'roles' | 'userType'>;

const admin = [{ id: 'r-1', name: 'Admin' }];
const clerk = [{ id: 'r-2', name: 'Underwriting clerk' }];

const labels = (sections: NavSection[]) => sections.map((section) => section.label);
const section = (viewer: Viewer, label: string) => sidebarFor(viewer).find((entry) => entry.label === label);
const holding = (...names: PermissionName[]) => ({ admin: false, permissions: new Set<string>(names) });
const linksOf = (sections: NavSection[], label: string) => sections.find((entry) => entry.label === label)?.links.map((link) => link.label);
const rolePermissions = (name: string) => DEFAULT_ROLES.find((role) => role.name === name)!.permissions as PermissionName[];

describe('sidebarFor', () => {
  it('shows an admin of an admin-role brokerage every section, in the order of the specification', () => {
    expect(labels(sidebarFor({ userType: 'admin-role', roles: admin }))).toEqual([
      'Home',
      'Subscription Mgmt',
      'Manage Quote',
      'Manage Client',
      'Policies',
      'Claims',
      'Reports',
      'Accounts',
      'Remittance Mgmt',
      'Manage Users',
      'System Setup',
    ]);
  });

  it('never shows a broker Accounts or Remittance Mgmt, even with the admin role', () => {
    const sections = labels(sidebarFor({ userType: 'broker', roles: admin }));
    expect(sections).not.toContain('Accounts');
    expect(sections).not.toContain('Remittance Mgmt');
    expect(sections).toEqual(expect.arrayContaining(['Subscription Mgmt', 'Manage Users', 'System Setup']));
  });

  it('shows someone holding nothing only Home', () => {
    expect(labels(sidebarFor({ userType: 'agent', roles: clerk }, holding()))).toEqual(['Home']);
    expect(labels(sidebarFor({ userType: 'broker', roles: [] }))).toEqual(['Home']);
  });

  it('recognises the admin role whatever its case', () => {
    expect(labels(sidebarFor({ userType: 'admin-role', roles: [{ name: ' ADMIN ' }] }))).toContain('Accounts');
  });

  it('hides Manage Currency while keeping its route', () => {
    const accounts = section({ userType: 'admin-role', roles: admin }, 'Accounts')!;
    expect(accounts.links.filter((link) => !link.hidden).map((link) => link.label)).toEqual([
      'Chart of Accounts',
      'Transactions',
      'Accounting Period',
      'Invoices',
    ]);
    expect(accounts.links.find((link) => link.label === 'Manage Currency')).toMatchObject({
      label: 'Manage Currency',
      to: '/account/multi-currency',
      hidden: true,
    });
  });

  it("points System Setup's Profile to /profile for agents and /settings otherwise", () => {
    const profileOf = (viewer: Viewer) => section(viewer, 'System Setup')!.links.find((link) => link.label === 'Profile')!.to;
    expect(profileOf({ userType: 'agent', roles: admin })).toBe('/profile');
    expect(profileOf({ userType: 'admin-role', roles: admin })).toBe('/settings');
    expect(profileOf({ userType: 'broker', roles: admin })).toBe('/settings');
  });

  it('makes Home a single entry and every other section a group of links', () => {
    for (const entry of sidebarFor({ userType: 'admin-role', roles: admin })) {
      if (entry.label === 'Home') expect(entry).toEqual({ label: 'Home', to: '/dashboard', links: [] });
      else {
        expect(entry.to).toBeUndefined();
        expect(entry.links.length).toBeGreaterThan(0);
        for (const link of entry.links) expect(link.to).toMatch(/^\/[\w/-]+$/);
      }
    }
  });

  describe('with the viewer’s permissions', () => {
    it('offers each link only to those who may open its page', () => {
      const viewer: Viewer = { userType: 'admin-role', roles: clerk };
      const sections = sidebarFor(viewer, holding('View Quotes', 'View Clients', 'Register Claim', 'View Client Reports'));
      expect(linksOf(sections, 'Manage Quote')).toEqual(['Requested Quotes', 'Quotes']);
      expect(linksOf(sections, 'Manage Client')).toEqual(['View Clients']);
      expect(linksOf(sections, 'Claims')).toEqual(['Register claims']);
      expect(linksOf(sections, 'Reports')).toEqual(['Expiring Policies', 'Client Reports']);
      expect(labels(sections)).not.toContain('Policies');
    });

    it('shows the reports by the permission the server checks on each', () => {
      const viewer: Viewer = { userType: 'admin-role', roles: clerk };
      expect(linksOf(sidebarFor(viewer, holding('View Financial Reports')), 'Reports')).toEqual([
        'Cash Flow',
        'Summary of Accounts',
        'Balance Sheet',
        'Trial Balance',
        'Income Statement',
      ]);
      expect(linksOf(sidebarFor(viewer, holding('View Accounts')), 'Reports')).toEqual(['Summary of Accounts']);
      expect(linksOf(sidebarFor(viewer, holding('View Regulatory Reports')), 'Reports')).toEqual(['Regulatory Reports']);
    });

    it('shows Remittance Mgmt only to those who keep remittance schedules, never to a broker', () => {
      expect(labels(sidebarFor({ userType: 'agent', roles: clerk }, holding('View Clients')))).not.toContain('Remittance Mgmt');
      expect(linksOf(sidebarFor({ userType: 'agent', roles: clerk }, holding('Manage Remittance Schedules')), 'Remittance Mgmt')).toEqual([
        'Create Schedule',
        'Remittance Schedules',
      ]);
      expect(labels(sidebarFor({ userType: 'broker', roles: clerk }, holding('Manage Remittance Schedules')))).not.toContain(
        'Remittance Mgmt',
      );
    });

    it('never shows a non-admin Manage Users or Subscription Mgmt, whatever they hold (admin only)', () => {
      const everything = holding(...PERMISSION_CATALOGUE.map((entry) => entry.value));
      for (const userType of ['admin-role', 'agent', 'broker'] as const) {
        const sections = labels(sidebarFor({ userType, roles: clerk }, everything));
        expect(sections).not.toContain('Manage Users');
        expect(sections).not.toContain('Subscription Mgmt');
        expect(sections).not.toContain('System Setup');
      }
      expect(linksOf(sidebarFor({ userType: 'agent', roles: admin }), 'Manage Users')).toEqual(['Users', 'Roles', 'Groups', 'Permissions']);
      expect(linksOf(sidebarFor({ userType: 'agent', roles: admin }), 'Subscription Mgmt')).toEqual(['View Plans', 'License']);
    });

    it('shows each Accounts link to those who may read it, never to a broker', () => {
      const viewer: Viewer = { userType: 'admin-role', roles: clerk };
      expect(linksOf(sidebarFor(viewer, holding('View Accounts')), 'Accounts')).toEqual([
        'Chart of Accounts',
        'Transactions',
        'Accounting Period',
        'Manage Currency',
      ]);
      expect(linksOf(sidebarFor(viewer, holding('View Invoices')), 'Accounts')).toEqual(['Invoices', 'Manage Currency']);
      expect(labels(sidebarFor(viewer, holding('View Clients')))).not.toContain('Accounts');
      expect(labels(sidebarFor({ userType: 'broker', roles: clerk }, holding('View Accounts')))).not.toContain('Accounts');
    });

    it('keeps System Setup for admins; others who may see products find them in a Products section', () => {
      const sections = sidebarFor(
        { userType: 'admin-role', roles: clerk },
        holding('Manage Subscription', 'Update Broker Profile', 'Manage Products', 'Manage Mail Settings'),
      );
      expect(labels(sections)).not.toContain('System Setup');
      expect(linksOf(sections, 'Products')).toEqual(['Products']);
      expect(linksOf(sidebarFor({ userType: 'agent', roles: clerk }, holding('View Products')), 'Products')).toEqual([
        'Products',
        'Underwriter',
      ]);
      expect(linksOf(sidebarFor({ userType: 'broker', roles: clerk }, holding('Manage Underwriters')), 'Products')).toEqual([
        'Underwriter',
      ]);
      expect(labels(sidebarFor({ userType: 'admin-role', roles: admin }))).not.toContain('Products');
    });

    it('treats the server’s word that the viewer is an admin like the admin role', () => {
      expect(labels(sidebarFor({ userType: 'admin-role', roles: clerk }, { admin: true, permissions: new Set() }))).toEqual(
        labels(sidebarFor({ userType: 'admin-role', roles: admin })),
      );
    });
  });

  describe('from the session token alone', () => {
    it('guesses what the token’s roles hold in a new brokerage', () => {
      const agent: Viewer = { userType: 'agent', roles: [{ name: 'agent' }] };
      expect(grantsFromClaims(agent).permissions).toEqual(new Set(rolePermissions('agent')));
      expect(sidebarFor(agent)).toEqual(sidebarFor(agent, holding(...rolePermissions('agent'))));
      expect(labels(sidebarFor(agent))).toEqual(['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Claims', 'Reports', 'Products']);
    });

    it('adds up several roles, and knows nothing of roles a brokerage made itself', () => {
      const viewer: Viewer = { userType: 'admin-role', roles: [{ name: 'Accountant' }, { name: 'claims officer' }, { name: 'Cashier' }] };
      expect(grantsFromClaims(viewer).permissions).toEqual(
        new Set([...rolePermissions('accountant'), ...rolePermissions('claims officer')]),
      );
      expect(grantsFromClaims({ userType: 'agent', roles: clerk }).permissions.size).toBe(0);
    });
  });
});

describe('placeOf', () => {
  const sections = sidebarFor({ userType: 'admin-role', roles: admin });

  it.each([
    ['/account/invoices', 'Accounts', 'Invoices'],
    ['/account/invoice/7', 'Accounts', 'Invoices'],
    ['/invoice/DN-1/payments', 'Accounts', 'Invoices'],
    ['/account/general-ledger/12', 'Accounts', 'Chart of Accounts'],
    ['/policies/allRefund', 'Policies', 'Refunded Premium'],
    ['/policies/42', 'Policies', 'Policy Proposal'],
    ['/policy/endorsement/register', 'Policies', 'Policy Endorsement'],
    ['/clients/individual/9', 'Manage Client', 'View Clients'],
    ['/claims/17', 'Claims', 'Claims'],
    ['/reports/regulatory-report/crr-premium', 'Reports', 'Regulatory Reports'],
    ['/product/3', 'System Setup', 'Products'],
  ])('puts %s under %s, %s', (pathname, label, link) => {
    expect(placeOf(sections, pathname)).toEqual({ section: label, link: expect.objectContaining({ label: link }) });
  });

  it('finds Home, and nothing for a page outside the sidebar', () => {
    expect(placeOf(sections, '/dashboard')).toEqual({ section: 'Home', link: null });
    expect(placeOf(sections, '/notifications')).toBeNull();
  });
});
