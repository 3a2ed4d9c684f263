import { REGULATORY_REPORT_ALIASES, REGULATORY_REPORT_KINDS, type RegulatoryReportKind } from '../../../domain/reports/regulatory';

export const REGULATORY_INDEX_PATH = '/reports/regulatory-report';

/** The app's page of a return (its call is `regulatoryReportPath(kind)` under /api/v1). */
export const regulatoryScreenPath = (kind: RegulatoryReportKind) => `${REGULATORY_INDEX_PATH}/${kind}`;

const isKind = (name: string): name is RegulatoryReportKind => (REGULATORY_REPORT_KINDS as readonly string[]).includes(name);

/** The return a page of /reports/regulatory-report/ shows, by its last path part or that part's alias. */
export function regulatoryKindAt(pathname: string): RegulatoryReportKind | undefined {
  const name = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return isKind(name) ? name : REGULATORY_REPORT_ALIASES[name];
}
