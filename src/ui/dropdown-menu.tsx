import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useId, type JSX, type ReactNode } from 'react';

export type DropdownMenuItem = {
  label: string;
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  danger?: boolean;
};

export type DropdownMenuProps = {
  label: ReactNode;
  items: readonly DropdownMenuItem[];
  disabled?: boolean;
  align?: 'start' | 'end';
  /**
   * Why the menu cannot open yet, while what it offers is still being worked out (e.g. "Loading your
   * permissions…"): the button says so and stays shut, so nobody picks from a menu that is not complete.
   */
  pending?: string;
};

const buttonClass =
  'inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

const chevron = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-500">
    <path d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" />
  </svg>
);

const itemClass = (danger?: boolean) =>
  [
    'block w-full rounded-md px-3 py-2 text-left text-sm',
    danger ? 'text-red-700 data-focus:bg-red-50' : 'text-slate-700 data-focus:bg-slate-100',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
  ].join(' ');

export function DropdownMenu({ label, items, disabled = false, align = 'end', pending }: DropdownMenuProps): JSX.Element {
  const reason = useId();
  if (pending) {
    // Still focusable, unlike a disabled button, so the reason can be heard.
    return (
      <>
        <button type="button" aria-disabled="true" aria-describedby={reason} title={pending} className={buttonClass}>
          {label}
          {chevron}
        </button>
        <span id={reason} hidden>
          {pending}
        </span>
      </>
    );
  }
  return (
    <Menu>
      <MenuButton disabled={disabled} className={buttonClass}>
        {label}
        {chevron}
      </MenuButton>
      <MenuItems
        anchor={align === 'end' ? 'bottom end' : 'bottom start'}
        className="z-50 mt-1 min-w-48 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-900/10 focus:outline-none [--anchor-gap:4px]"
      >
        {items.map((item) =>
          item.href ? (
            <MenuItem
              key={item.label}
              as="a"
              href={item.href}
              disabled={item.disabled}
              className={itemClass(item.danger)}
              onClick={item.onSelect}
            >
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={item.label}
              as="button"
              type="button"
              disabled={item.disabled}
              className={itemClass(item.danger)}
              onClick={item.onSelect}
            >
              {item.label}
            </MenuItem>
          ),
        )}
      </MenuItems>
    </Menu>
  );
}
