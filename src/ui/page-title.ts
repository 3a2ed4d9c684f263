import { useEffect, useLayoutEffect } from 'react';

const PRODUCT = 'IBMS Broker Office';

const show = (title: string) => {
  document.title = `${title} · ${PRODUCT}`;
};

/**
 * The route table's title for the screen on show, set by the router. A layout effect runs before
 * every screen's own effects, so a record's title (`usePageTitle`) is never overwritten by it.
 */
export function useRouteTitle(title: string) {
  useLayoutEffect(() => show(title), [title]);
}

/**
 * A record's own title in place of the route's (an invoice number, a person's name) once it is
 * known; until then the route's title stays.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) show(title);
  }, [title]);
}
