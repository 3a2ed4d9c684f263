import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavSection } from '../../../domain/navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-1.5 text-sm',
    isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

function Section({ section }: { section: NavSection }) {
  const { pathname } = useLocation();
  if (section.to) {
    return (
      <NavLink to={section.to} className={({ isActive }) => `${linkClass({ isActive })} font-medium`}>
        {section.label}
      </NavLink>
    );
  }
  const visible = section.links.filter((link) => !link.hidden);
  const containsCurrent = visible.some((link) => pathname.startsWith(link.to));
  // The deepest link holding the page is the current one: /policies/allRefund is not also /policies.
  const current = visible
    .filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <Disclosure as="div" defaultOpen={containsCurrent}>
      <DisclosureButton className="group flex w-full items-center justify-between rounded-md px-3 py-1.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100">
        {section.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 text-slate-400 transition-transform group-data-open:rotate-90"
          fill="currentColor"
        >
          <path d="M7.2 4.7a.75.75 0 0 1 1.06 0l4.77 4.77a.75.75 0 0 1 0 1.06L8.26 15.3a.75.75 0 1 1-1.06-1.06L11.44 10 7.2 5.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mt-0.5 space-y-0.5 pl-3">
        {visible.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass({ isActive: link === current })} aria-current={link === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

export function Sidebar({ sections, onSignOut }: { sections: NavSection[]; onSignOut: () => void }) {
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-0.5">
        {sections.map((section) => (
          <li key={section.label}>
            <Section section={section} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onSignOut}
        className="mt-auto rounded-md px-3 py-1.5 text-left text-sm font-medium text-red-700 hover:bg-red-50 md:hidden"
      >
        Logout
      </button>
    </nav>
  );
}
