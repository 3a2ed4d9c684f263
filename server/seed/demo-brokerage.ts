import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { notificationReceipts, notifications, subscriptions, tenants, userRoles, users } from '../db/schema';
import { ensureBooks } from '../ledger';
import { ensureDefaultRoles } from './access-catalogue';
import { seedDemoOffices } from './demo-offices';
import type { UserType } from '../../domain/auth';
import type { Database } from '../db/client';

export const DEMO_PASSWORD = 'Demo#2026';

export const DEMO_ACCOUNTS: readonly {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  roles: string[];
}[] = [
  { email: 'admin@demo.ng', username: 'Adaeze Okafor', firstName: 'Adaeze', lastName: 'Okafor', userType: 'admin-role', roles: ['admin'] },
  {
    email: 'broker@demo.ng',
    username: 'Tunde Bakare',
    firstName: 'Tunde',
    lastName: 'Bakare',
    userType: 'broker',
    roles: ['underwriting officer'],
  },
  { email: 'agent@demo.ng', username: 'Halima Bello', firstName: 'Halima', lastName: 'Bello', userType: 'agent', roles: ['agent'] },
  {
    email: 'accounts@demo.ng',
    username: 'Chinedu Eze',
    firstName: 'Chinedu',
    lastName: 'Eze',
    userType: 'admin-role',
    roles: ['accountant'],
  },
  {
    email: 'claims@demo.ng',
    username: 'Ifeoma Nwankwo',
    firstName: 'Ifeoma',
    lastName: 'Nwankwo',
    userType: 'broker',
    roles: ['claims officer'],
  },
];

/** The demo brokerage's id (its address is 'demo'). */
export async function demoTenantId(db: Database): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.url, 'demo'));
  if (!tenant) throw new Error('There is no demo brokerage');
  return tenant.id;
}

/** A brokerage to explore on first start: an account per kind of user, its books and a year's subscription. */
export async function seedDemoBrokerage(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: 'Demo Insurance Brokers Ltd', url: 'demo', email: 'hello@demo.ng', phone: '+2348012345678', rcNumber: 'RC 1234567' })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const roleIds = await ensureDefaultRoles(tx, tenantId);
    const now = new Date();
    const [welcome] = await tx
      .insert(notifications)
      .values({
        tenantId,
        kind: 'welcome',
        title: 'Welcome to your back office',
        message: 'This is the demo brokerage: explore freely, nothing here is real business.',
        link: '/dashboard',
      })
      .returning({ id: notifications.id });
    const userIds: string[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          tenantId,
          email: account.email,
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          userType: account.userType,
          passwordHash,
          emailVerifiedAt: now,
          verificationSentAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(notificationReceipts).values({ notificationId: welcome!.id, userId: user!.id, tenantId });
      for (const role of account.roles) await tx.insert(userRoles).values({ tenantId, userId: user!.id, roleId: roleIds.get(role)! });
      userIds.push(user!.id);
    }
    await seedDemoOffices(tx, tenantId, userIds);
    await ensureBooks(tx, tenantId);
    const endsAt = new Date(now);
    endsAt.setFullYear(endsAt.getFullYear() + 1);
    await tx.insert(subscriptions).values({ tenantId, planName: 'Demo', billingPeriodId: 3, users: 10, startsAt: now, endsAt });
  });
  return true;
}
