import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { placeOf, type NavLink as NavEntry, type NavSection } from '../../../domain/navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-1.5 text-sm',
    isActive ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

function Group({
  section,
  open,
  current,
  onToggle,
}: {
  section: NavSection;
  open: boolean;
  current: NavEntry | null;
  onToggle: () => void;
}) {
  const panel = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panel : undefined}
        onClick={onToggle}
        className="group flex w-full items-center justify-between rounded-md px-3 py-1.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        {section.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 text-slate-400 transition-transform ${open ? 'rotate-90' : ''}`}
          fill="currentColor"
        >
          <path d="M7.2 4.7a.75.75 0 0 1 1.06 0l4.77 4.77a.75.75 0 0 1 0 1.06L8.26 15.3a.75.75 0 1 1-1.06-1.06L11.44 10 7.2 5.76a.75.75 0 0 1 0-1.06Z" />
        </svg>
      </button>
      {open && (
        <ul id={panel} className="mt-0.5 space-y-0.5 pl-3">
          {section.links
            .filter((link) => !link.hidden)
            .map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={linkClass({ isActive: link.to === current?.to })}
                  aria-current={link.to === current?.to ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The sections may change under the user (the first guess from the token, then their permissions):
 * which groups are open is kept here by label, so a group the user opened stays open, and the
 * current page's group opens whenever the page changes unless the user closes it.
 */
export function Sidebar({ sections, onSignOut }: { sections: NavSection[]; onSignOut: () => void }) {
  const { pathname } = useLocation();
  const place = placeOf(sections, pathname);
  const [chosen, setChosen] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (place && chosen.has(place.section)) setChosen(new Map([...chosen].filter(([label]) => label !== place.section)));
  }
  const isOpen = (label: string) => chosen.get(label) ?? label === place?.section;

  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-0.5">
        {sections.map((section) => (
          <li key={section.label}>
            {section.to ? (
              <NavLink to={section.to} className={({ isActive }) => `${linkClass({ isActive })} font-medium`}>
                {section.label}
              </NavLink>
            ) : (
              <Group
                section={section}
                open={isOpen(section.label)}
                current={place?.section === section.label ? place.link : null}
                onToggle={() => setChosen(new Map(chosen).set(section.label, !isOpen(section.label)))}
              />
            )}
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
