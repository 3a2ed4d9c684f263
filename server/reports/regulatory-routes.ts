import {
  REGULATORY_REPORT_KINDS,
  REGULATORY_REPORTS,
  regulatoryReportPath,
  type RegulatoryReportKind,
} from '../../domain/reports/regulatory';
import { holders } from '../auth/authorize';
import { biannualClientAccount } from './regulatory/biannual-client-account';
import { businessGenerated } from './regulatory/business-generated';
import { clientPolicies } from './regulatory/client-policies';
import { commissionIncome } from './regulatory/commission-income';
import { crrPremium } from './regulatory/crr-premium';
import { politicallyEngaged } from './regulatory/politically-engaged';
import { premiumIncomeProduction } from './regulatory/premium-income-production';
import { returnAndRefundPremium } from './regulatory/return-and-refund-premium';
import { scheduleOfUnremitted } from './regulatory/schedule-of-unremitted';
import { scheduledUnremitted } from './regulatory/scheduled-unremitted';
import { reportRoute, type ReportBuilder } from './report-routes';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Each return's builder, in its own file of regulatory/. */
const BUILDERS: Record<RegulatoryReportKind, ReportBuilder> = {
  'crr-premium': crrPremium,
  'schedule-of-unremitted': scheduleOfUnremitted,
  'scheduled-unremitted': scheduledUnremitted,
  'biannual-client-account': biannualClientAccount,
  'commission-income': commissionIncome,
  'politically-engaged': politicallyEngaged,
  'client-policies': clientPolicies,
  'premium-income-production': premiumIncomeProduction,
  'business-generated': businessGenerated,
  'return-and-refund-premium': returnAndRefundPremium,
};

/** GET /reports/regulatory/{kind}: the NAICOM returns, for holders of 'View Regulatory Reports'. */
export function regulatoryReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of REGULATORY_REPORT_KINDS) {
    const build = BUILDERS[kind];
    const info = REGULATORY_REPORTS[kind];
    reportRoute(app, ctx, {
      url: regulatoryReportPath(kind),
      kind,
      title: info.title,
      summary: `${info.title}: ${info.intro}`,
      access: holders('View Regulatory Reports'),
      period: info.period,
      build,
    });
  }
}
