import { describe, expect, it } from 'vitest';
import { sidebarFor, type NavSection } from '../../domain/navigation';
import type { SessionClaims } from '../../domain/auth';

type Viewer = Pick<SessionClaims, 'roles' | 'userType'>;

const admin = [{ id: 'r-1', name: 'Admin' }];
const clerk = [{ id: 'r-2', name: 'Underwriting clerk' }];

const labels = (sections: NavSection[]) => sections.map((section) => section.label);
const section = (viewer: Viewer, label: string) => sidebarFor(viewer).find((entry) => entry.label === label);

const EVERYONE = ['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Claims', 'Reports'];

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

  it('shows an agent without the admin role Remittance Mgmt but neither Accounts nor admin sections', () => {
    expect(labels(sidebarFor({ userType: 'agent', roles: clerk }))).toEqual([...EVERYONE, 'Remittance Mgmt']);
  });

  it('shows a broker without the admin role only the common sections', () => {
    expect(labels(sidebarFor({ userType: 'broker', roles: [] }))).toEqual(EVERYONE);
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
    expect(accounts.links.find((link) => link.label === 'Manage Currency')).toEqual({
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
    const holding = (...names: string[]) => ({ admin: false, permissions: new Set(names) });
    const linksOf = (sections: NavSection[], label: string) =>
      sections.find((entry) => entry.label === label)?.links.map((link) => link.label);

    it('shows a non-admin the Manage Users links their permissions allow, and nothing else of it', () => {
      const sections = sidebarFor({ userType: 'agent', roles: clerk }, holding('Manage Groups'));
      expect(linksOf(sections, 'Manage Users')).toEqual(['Groups']);
      expect(linksOf(sidebarFor({ userType: 'agent', roles: clerk }, holding('View Users')), 'Manage Users')).toEqual([
        'Users',
        'Roles',
        'Groups',
        'Permissions',
      ]);
    });

    it('shows Accounts for View Accounts (Invoices only with View Invoices), never to a broker', () => {
      expect(linksOf(sidebarFor({ userType: 'admin-role', roles: clerk }, holding('View Accounts')), 'Accounts')).toEqual([
        'Chart of Accounts',
        'Transactions',
        'Accounting Period',
        'Manage Currency',
      ]);
      expect(
        linksOf(sidebarFor({ userType: 'admin-role', roles: clerk }, holding('View Accounts', 'View Invoices')), 'Accounts'),
      ).toContain('Invoices');
      expect(labels(sidebarFor({ userType: 'admin-role', roles: clerk }, holding('View Invoices')))).not.toContain('Accounts');
      expect(labels(sidebarFor({ userType: 'broker', roles: clerk }, holding('View Accounts')))).not.toContain('Accounts');
    });

    it('shows License and View Plans for Manage Subscription, and System Setup items by their permissions', () => {
      const sections = sidebarFor(
        { userType: 'admin-role', roles: clerk },
        holding('Manage Subscription', 'Update Broker Profile', 'Manage Products'),
      );
      expect(linksOf(sections, 'Subscription Mgmt')).toEqual(['View Plans', 'License']);
      expect(linksOf(sections, 'System Setup')).toEqual(['Products', 'Profile']);
    });

    it('shows whoever may read products the Products and Underwriter links, without the Profile', () => {
      const sections = sidebarFor({ userType: 'agent', roles: clerk }, holding('View Products'));
      expect(linksOf(sections, 'System Setup')).toEqual(['Products', 'Underwriter']);
      expect(linksOf(sidebarFor({ userType: 'agent', roles: clerk }, holding('Manage Underwriters')), 'System Setup')).toEqual([
        'Underwriter',
      ]);
    });

    it('treats the server’s word that the viewer is an admin like the admin role', () => {
      expect(labels(sidebarFor({ userType: 'admin-role', roles: clerk }, { admin: true, permissions: new Set() }))).toEqual(
        labels(sidebarFor({ userType: 'admin-role', roles: admin })),
      );
    });

    it('changes nothing for someone holding no gated permission', () => {
      expect(labels(sidebarFor({ userType: 'agent', roles: clerk }, holding('View Clients', 'Create Quote')))).toEqual([
        ...EVERYONE,
        'Remittance Mgmt',
      ]);
    });
  });
});
