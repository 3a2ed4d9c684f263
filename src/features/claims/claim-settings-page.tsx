import { Link } from 'react-router';
import { useGrants } from '../../app/use-grants';
import { linkClass } from '../../ui/link-styles';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { CLAIMS_PATH } from './claims-format';
import { AgeLimitSection } from './settings/age-limit-section';
import { ChecklistSection } from './settings/checklist-section';

const TITLE = 'Claim Settings';

/** /claims/settings: how long a claim may take, and the documents each class of business needs; for holders of 'Update Claim'. */
export function ClaimSettingsPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Update Claim')) return <NotAllowed title={TITLE} permission="Update Claim" />;
  return (
    <div className="space-y-5">
      <PageHeader
        title={TITLE}
        actions={
          <Link to={CLAIMS_PATH} className={linkClass}>
            Back to claims
          </Link>
        }
      />
      <AgeLimitSection />
      <ChecklistSection />
    </div>
  );
}
