import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { profileRoute } from '../../../domain/auth';
import { sidebarFor } from '../../../domain/navigation';
import { selectClaims, selectIsSignedIn } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../session/session-context';
import { useGrants } from '../use-grants';
import { BrandLogo } from './brand-logo';
import { SessionExpiredModal } from './session-expired-modal';
import { Sidebar } from './sidebar';
import { SubscriptionModal } from './subscription-modal';
import { TopBar } from './top-bar';
import { useUnreadCount } from './use-unread-count';

export function AppShell() {
  const claims = useSession(selectClaims);
  const signedIn = useSession(selectIsSignedIn);
  const { signOut } = useSessionCommands();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const unread = useUnreadCount(signedIn);
  const grants = useGrants();
  // At once from the best guess; refined when the user's own permissions arrive.
  const sections = useMemo(() => (claims ? sidebarFor(claims, grants.likely) : []), [claims, grants.likely]);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="flex h-full">
      <aside className="hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white md:flex">
        <div className="flex h-14 items-center border-b border-slate-200 px-4">
          <BrandLogo tenantName={claims?.tenant.name} />
        </div>
        <Sidebar sections={sections} onSignOut={signOut} />
      </aside>
      <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} className="relative z-40 md:hidden">
        <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
          <div className="flex h-14 items-center border-b border-slate-200 px-4">
            <BrandLogo tenantName={claims?.tenant.name} />
          </div>
          <Sidebar sections={sections} onSignOut={signOut} />
        </DialogPanel>
      </Dialog>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          username={claims?.username ?? ''}
          email={claims?.email ?? ''}
          tenantName={claims?.tenant.name ?? ''}
          profilePath={claims ? profileRoute(claims) : '/settings'}
          unreadCount={unread}
          onOpenMenu={() => setMenuOpen(true)}
          onSignOut={signOut}
        />
        <main className="min-h-0 flex-1 overflow-y-auto px-4 py-5 md:px-8">
          <Outlet />
        </main>
      </div>
      <SessionExpiredModal />
      <SubscriptionModal />
    </div>
  );
}
