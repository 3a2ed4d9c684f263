import type { ConnectionStatus } from '../../../machines/notifications/notifications.selectors';

const WORDING: Record<ConnectionStatus, { text: string; tone: string }> = {
  connecting: { text: 'Connecting to live updates…', tone: 'bg-slate-400' },
  connected: { text: 'Live: new notifications appear as they arrive', tone: 'bg-emerald-500' },
  reconnecting: { text: 'Connection lost, reconnecting… Nothing you miss is lost', tone: 'bg-amber-500' },
  offline: { text: 'You are offline. Missed notifications will arrive when you are back online', tone: 'bg-slate-400' },
  refused: { text: 'Live updates stopped: please sign in again', tone: 'bg-red-500' },
};

/** Where the live connection stands, in a polite live region. */
export function ConnectionStatusLine({ status }: { status: ConnectionStatus }) {
  const { text, tone } = WORDING[status];
  return (
    <p role="status" aria-label="Live updates" className="flex items-center gap-2 text-xs text-slate-600">
      <span aria-hidden="true" className={`size-2 rounded-full ${tone}`} />
      {text}
    </p>
  );
}
