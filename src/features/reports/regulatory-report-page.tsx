import { Link, useLocation } from 'react-router';
import { REGULATORY_REPORTS, regulatoryReportPath } from '../../../domain/reports/regulatory';
import { EmptyState } from '../../ui/empty-state';
import { linkClass } from '../../ui/link-styles';
import { REGULATORY_INDEX_PATH, regulatoryKindAt } from './regulatory-paths';
import { ReportPage } from './report-page';

/** /reports/regulatory-report/{kind}: one NAICOM return, on the report screen. */
export function RegulatoryReportPage() {
  const kind = regulatoryKindAt(useLocation().pathname);
  const back = (
    <Link to={REGULATORY_INDEX_PATH} className={`${linkClass} text-sm`}>
      ← All regulatory returns
    </Link>
  );
  if (!kind)
    return (
      <div className="space-y-4">
        {back}
        <EmptyState title="There is no such return" description="Choose one of the regulatory returns." />
      </div>
    );
  const info = REGULATORY_REPORTS[kind];
  return (
    <div className="space-y-2">
      {back}
      <ReportPage key={kind} path={regulatoryReportPath(kind)} title={info.title} intro={info.intro} period={info.period} />
    </div>
  );
}
