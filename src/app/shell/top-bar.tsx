import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useNavigate } from 'react-router';
import { BrandLogo } from './brand-logo';

export interface TopBarProps {
  username: string;
  email: string;
  tenantName: string;
  profilePath: string;
  unreadCount: number;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function TopBar({ username, email, tenantName, profilePath, unreadCount, onOpenMenu, onSignOut }: TopBarProps) {
  const navigate = useNavigate();
  return (
    <header className="flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 md:px-5">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5A.75.75 0 0 1 2.75 9h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 9.75Zm0 5a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1-.75-.75Z" />
        </svg>
      </button>
      <div className="md:hidden">
        <BrandLogo />
      </div>
      <button
        type="button"
        onClick={() => navigate(-1)}
        aria-label="Go back"
        className="inline-flex rounded-md p-2 text-slate-600 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M12.8 15.3a.75.75 0 0 1-1.06 0L6.97 10.53a.75.75 0 0 1 0-1.06l4.77-4.77a.75.75 0 1 1 1.06 1.06L8.56 10l4.24 4.24a.75.75 0 0 1 0 1.06Z" />
        </svg>
      </button>
      <div className="ml-auto flex items-center gap-1">
        <Link
          to="/notifications"
          aria-label={`Notifications, ${unreadCount} unread`}
          className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M10 2a6 6 0 0 0-6 6c0 1.89-.45 3.67-1.24 5.25a.75.75 0 0 0 .67 1.08h3.32a3.25 3.25 0 0 0 6.5 0h3.32a.75.75 0 0 0 .67-1.08A11.7 11.7 0 0 1 16 8a6 6 0 0 0-6-6Zm0 14.5a1.75 1.75 0 0 1-1.73-1.5h3.46A1.75 1.75 0 0 1 10 16.5Z" />
          </svg>
          {unreadCount > 0 && (
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white"
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          )}
        </Link>
        <Menu as="div" className="relative">
          <MenuButton aria-label="Account menu" className="flex items-center gap-2 rounded-md p-1 hover:bg-slate-100">
            {/* Drawn from an attribute: initials as text would be visible words missing from the button's name. */}
            <span
              aria-hidden="true"
              data-initials={initials(username)}
              className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700 before:content-[attr(data-initials)]"
            />
          </MenuButton>
          <MenuItems
            anchor="bottom end"
            className="z-40 mt-2 w-64 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-900/10 focus:outline-none"
          >
            <div className="border-b border-slate-100 px-3 py-2">
              <p className="truncate text-sm font-medium text-slate-900">{username}</p>
              <p className="truncate text-xs text-slate-500">{email}</p>
              <p className="truncate text-xs text-slate-400">{tenantName}</p>
            </div>
            <MenuItem>
              <Link to={profilePath} className="block rounded-md px-3 py-2 text-sm text-slate-700 data-focus:bg-slate-100">
                Go to Profile
              </Link>
            </MenuItem>
            <MenuItem>
              <button
                type="button"
                onClick={onSignOut}
                className="block w-full rounded-md px-3 py-2 text-left text-sm text-red-700 data-focus:bg-red-50"
              >
                Logout
              </button>
            </MenuItem>
          </MenuItems>
        </Menu>
      </div>
    </header>
  );
}
