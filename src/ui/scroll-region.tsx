import type { ReactNode } from 'react';

/**
 * A wide table's own scrolling box, named like the table. It takes the keyboard's focus, so the
 * columns past the edge can be reached with the arrow keys as well as with a mouse.
 */
export function ScrollRegion({ name, className = '', children }: { name: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={name}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto rounded-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${className}`}
    >
      {children}
    </div>
  );
}
