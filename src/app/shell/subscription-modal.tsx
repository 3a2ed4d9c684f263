import { useLocation, useNavigate } from 'react-router';
import { SUBSCRIPTION_REQUIRED } from '../../../domain/common-messages';
import { selectNeedsSubscription } from '../../../machines/session/session.selectors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SUBSCRIPTION_PATHS } from '../route-table';
import { useSession } from '../session/session-context';

/** Cannot be dismissed: without a plan the only way forward is the plans page. */
export function SubscriptionModal() {
  const needsPlan = useSession(selectNeedsSubscription);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = needsPlan && !SUBSCRIPTION_PATHS.includes(pathname);
  return (
    <Modal
      open={open}
      onClose={() => {}}
      dismissible={false}
      title="Choose a subscription plan"
      size="sm"
      footer={<Button onClick={() => navigate('/accountmanagement/view-plans')}>View plans</Button>}
    >
      <p>{SUBSCRIPTION_REQUIRED}</p>
    </Modal>
  );
}
