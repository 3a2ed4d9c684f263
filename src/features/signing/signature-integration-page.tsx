import { Permitted } from '../../app/permitted';
import { SIGNING_READERS } from '../../app/signing/use-may-send-for-signature';
import { useGrants } from '../../app/use-grants';
import { PageHeader } from '../../ui/page-header';
import { SignatureSettingsSection } from './signature-settings-section';
import { SigningRequestsSection } from './signing-requests-section';

const TITLE = 'Signature Integration';

/**
 * /signature-integration: the brokerage's signing settings (for holders of 'Manage Mail Settings'),
 * and its signing requests, followed live as clients open and sign them.
 */
export function SignatureIntegrationPage() {
  return (
    <Permitted title={TITLE} anyOf={SIGNING_READERS}>
      <SignatureIntegration />
    </Permitted>
  );
}

function SignatureIntegration() {
  const mayConfigure = useGrants().has('Manage Mail Settings');
  return (
    <div className="space-y-5">
      <PageHeader title={TITLE} />
      {mayConfigure && <SignatureSettingsSection />}
      <SigningRequestsSection />
    </div>
  );
}
