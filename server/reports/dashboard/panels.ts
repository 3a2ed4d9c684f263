import { koboToNaira as naira } from '../../../domain/money';
import { holds, type Grants } from '../../auth/authorize';
import { premiumTotals } from './book-figures';
import { premiumByClass, premiumByInsurer, premiumByMonth } from './premium-panels';
import { expiringSoon, openClaims, quotesAwaitingApproval, remittanceClock } from './work-panels';
import type { DashboardPanels } from '../../../domain/reports/dashboard';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';

/** The permissions that show accounting figures: a broker or agent without them sees none. */
export const ACCOUNTING_READERS = ['View Financial Reports', 'View Accounts'] as const;

/** Each panel the user's grants allow, one after another in the request's transaction; the rest null. */
export async function dashboardPanels(
  tx: Transaction,
  tenantId: string,
  grants: Grants,
  range: DayRange,
  today: string,
): Promise<DashboardPanels> {
  const when = async <T>(allowed: boolean, read: () => Promise<T>): Promise<T | null> => (allowed ? read() : null);
  const premiumReader = holds(grants, 'View Invoices');
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    today,
    premium_by_month: await when(premiumReader, () => premiumByMonth(tx, tenantId, range)),
    premium_by_insurer: await when(premiumReader, () => premiumByInsurer(tx, tenantId, range)),
    premium_by_class: await when(premiumReader, () => premiumByClass(tx, tenantId, range)),
    commission: await when(holds(grants, ...ACCOUNTING_READERS), async () => {
      const { earnedKobo, receivedKobo, dueKobo } = (await premiumTotals(tx, tenantId, range)).commission;
      return { earned: naira(earnedKobo), received: naira(receivedKobo), due: naira(dueKobo) };
    }),
    remittance_clock: await when(holds(grants, 'Remit Premium', 'Manage Remittance Schedules'), () => remittanceClock(tx, tenantId, today)),
    expiring_policies: await when(holds(grants, 'View Policies'), () => expiringSoon(tx, tenantId, today)),
    open_claims: await when(holds(grants, 'View Claims'), () => openClaims(tx, tenantId, today)),
    quotes_awaiting_approval: await when(holds(grants, 'View Quotes'), () => quotesAwaitingApproval(tx, tenantId)),
  };
}
