import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices/vocabulary';
import {
  corporateClients,
  individualClients,
  insuranceCategories,
  insuranceProviders,
  invoices,
  policies,
  products,
  users,
} from '../../db/schema';
import { ofClients } from './client-pep';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';
import type { Paging } from '../../http/paging';

// The business produced in a period, as the business returns count it: every debit note (new
// business, renewal, endorsement additional premium) and every credit note of returned premium
// (POLICY_EDORSEMENT_REMITTANCE) issued in the period, deleted ones left out. A credit note counts
// against the period's production: its premium and commission are negative here.

export type ProductionKind = 'new business' | 'renewal' | 'endorsement' | 'return premium';

export interface ProducedNote {
  invoiceId: string;
  invoiceNo: string;
  issueDate: string;
  kind: ProductionKind;
  /** Signed: a credit note's premium and commission are negative. */
  premiumKobo: number;
  commissionKobo: number;
  insurerName: string;
  classOfBusiness: string;
  clientType: string;
  clientId: string;
  clientName: string;
  policyId: string | null;
  policyNo: string | null;
  /** Who brought the business in: the writer of the policy it bills, else the one who raised it. */
  userId: string | null;
  userName: string | null;
  userType: string | null;
}

const KIND_OF: Record<string, ProductionKind> = {
  'NEW POLICY': 'new business',
  RENEWAL: 'renewal',
  POLICY_EDORSEMENT: 'endorsement',
  [ENDORSEMENT_REMITTANCE]: 'return premium',
};

/** A new-business or renewal debit note: one policy placed. */
export const placesPolicy = (note: ProducedNote) => note.kind === 'new business' || note.kind === 'renewal';

const bringer = sql`coalesce(${policies.createdBy}, ${invoices.createdBy})`;

/**
 * The debit and credit notes issued in the period, oldest first (of the listed clients only, when
 * given; only the page asked for, when paged).
 */
export async function producedNotes(
  tx: Transaction,
  tenantId: string,
  period: DayRange,
  clientIds?: string[],
  paging?: Paging,
): Promise<ProducedNote[]> {
  const query = tx
    .select({
      invoiceId: invoices.id,
      invoiceNo: invoices.invoiceNo,
      issueDate: invoices.issueDate,
      transactionType: invoices.transactionType,
      premiumKobo: invoices.premiumKobo,
      commissionKobo: invoices.commissionKobo,
      insurerName: insuranceProviders.name,
      classOfBusiness: insuranceCategories.name,
      clientType: invoices.clientType,
      clientId: sql<string>`coalesce(${invoices.individualClientId}, ${invoices.corporateClientId})`,
      clientName: sql<string>`coalesce(${corporateClients.corporateName}, ${individualClients.firstname} || ' ' || ${individualClients.lastname})`,
      policyId: policies.id,
      policyNo: policies.policyNo,
      userId: users.id,
      userName: users.username,
      userType: users.userType,
    })
    .from(invoices)
    .innerJoin(products, eq(products.id, invoices.productId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .leftJoin(policies, and(eq(policies.tenantId, tenantId), eq(policies.id, invoices.policyId)))
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, bringer)))
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        between(invoices.issueDate, period.startDate, period.endDate),
        ne(invoices.status, 'deactivated'),
        ofClients(invoices.individualClientId, invoices.corporateClientId, clientIds),
      ),
    )
    .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNo));
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map(({ transactionType, premiumKobo, commissionKobo, ...row }) => {
    const sign = transactionType === ENDORSEMENT_REMITTANCE ? -1 : 1;
    return { ...row, kind: KIND_OF[transactionType]!, premiumKobo: sign * premiumKobo, commissionKobo: sign * commissionKobo };
  });
}
