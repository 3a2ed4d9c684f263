import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { koboToNaira } from '../../../domain/money';
import { policyPath } from '../../../domain/record-paths';
import { corporateClients, individualClients, insuranceCategories, insuranceProviders, policies, products } from '../../db/schema';
import { ofClients } from './client-pep';
import type { DayRange } from '../../../domain/reports/periods';
import type { ReportTable } from '../../../domain/reports/report';
import type { Transaction } from '../../db/client';

// The policies clients held in a period: put on cover at some time, their cover (start to end, as
// endorsed) overlapping the period, whatever they became since (expired, renewed, cancelled).

export interface HeldPolicy {
  policyId: string;
  policyNo: string;
  clientType: string;
  clientId: string;
  clientName: string;
  classOfBusiness: string;
  insurerName: string;
  startDate: string;
  endDate: string;
  sumInsuredKobo: number;
  premiumKobo: number;
  status: string;
}

/** The name a policy's client goes by, its two client tables joined. */
export const clientNameOfPolicy = sql<string>`coalesce(${corporateClients.corporateName}, ${individualClients.firstname} || ' ' || ${individualClients.lastname})`;

/** The client a policy is held by, whichever of its two columns names them. */
export const clientIdOfPolicy = sql<string>`coalesce(${policies.individualClientId}, ${policies.corporateClientId})`;

/** The brokerage's policies put on cover whose cover overlaps the period (of the listed clients only, when given). */
export const heldInPeriod = (tenantId: string, period: DayRange, clientIds?: string[]) =>
  and(
    eq(policies.tenantId, tenantId),
    isNotNull(policies.activatedAt),
    lte(policies.startDate, period.endDate),
    gte(policies.endDate, period.startDate),
    ofClients(policies.individualClientId, policies.corporateClientId, clientIds),
  );

/** The policies held in the period, by client name, then start date and number. */
export async function policiesHeld(tx: Transaction, tenantId: string, period: DayRange, clientIds?: string[]): Promise<HeldPolicy[]> {
  return tx
    .select({
      policyId: policies.id,
      policyNo: policies.policyNo,
      clientType: policies.clientType,
      clientId: clientIdOfPolicy,
      clientName: clientNameOfPolicy,
      classOfBusiness: insuranceCategories.name,
      insurerName: insuranceProviders.name,
      startDate: policies.startDate,
      endDate: policies.endDate,
      sumInsuredKobo: policies.sumInsuredKobo,
      premiumKobo: policies.premiumKobo,
      status: policies.status,
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.productId))
    .innerJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, policies.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .where(heldInPeriod(tenantId, period, clientIds))
    .orderBy(asc(clientNameOfPolicy), asc(policies.startDate), asc(policies.policyNo));
}

/** The policies as a report table, each line linked to its policy. */
export function heldPoliciesTable(title: string, held: HeldPolicy[]): ReportTable {
  const sum = (figure: (policy: HeldPolicy) => number) => koboToNaira(held.reduce((total, policy) => total + figure(policy), 0));
  return {
    title,
    columns: [
      { key: 'client', header: 'Client', kind: 'text' },
      { key: 'policy_no', header: 'Policy', kind: 'text' },
      { key: 'class', header: 'Class of business', kind: 'text' },
      { key: 'insurer', header: 'Insurer', kind: 'text' },
      { key: 'start_date', header: 'Start', kind: 'date' },
      { key: 'end_date', header: 'End', kind: 'date' },
      { key: 'sum_insured', header: 'Sum insured', kind: 'amount' },
      { key: 'premium', header: 'Premium', kind: 'amount' },
      { key: 'status', header: 'Status', kind: 'text' },
    ],
    rows: held.map((policy) => ({
      cells: {
        client: policy.clientName,
        policy_no: policy.policyNo,
        class: policy.classOfBusiness,
        insurer: policy.insurerName,
        start_date: policy.startDate,
        end_date: policy.endDate,
        sum_insured: koboToNaira(policy.sumInsuredKobo),
        premium: koboToNaira(policy.premiumKobo),
        status: policy.status,
      },
      link: policyPath(policy.policyId),
    })),
    totals: {
      client: `${held.length} ${held.length === 1 ? 'policy' : 'policies'}`,
      sum_insured: sum((policy) => policy.sumInsuredKobo),
      premium: sum((policy) => policy.premiumKobo),
    },
  };
}
