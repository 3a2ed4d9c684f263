import { useNavigate } from 'react-router';
import { GO_TO_SIGN_IN, SESSION_EXPIRED } from '../../../domain/common-messages';
import { selectIsExpired } from '../../../machines/session/session.selectors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useSession, useSessionCommands } from '../session/session-context';

export function SessionExpiredModal() {
  const expired = useSession(selectIsExpired);
  const { goToSignIn } = useSessionCommands();
  const navigate = useNavigate();
  const leave = () => {
    goToSignIn();
    navigate('/login', { replace: true });
  };
  return (
    <Modal
      open={expired}
      onClose={leave}
      dismissible={false}
      title="Session expired"
      size="sm"
      footer={<Button onClick={leave}>{GO_TO_SIGN_IN}</Button>}
    >
      <p>{SESSION_EXPIRED}</p>
    </Modal>
  );
}
