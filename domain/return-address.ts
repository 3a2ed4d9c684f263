const INVOICE_DETAILS = /^\/account\/invoice\/[^/]+\/?$/;

/**
 * Where to come back to after signing in again once a session expired. The invoice details page
 * is remembered with redirectToInvoiceDetails=true, as the spec asks.
 */
export function returnAddressAfterExpiry(pathname: string, search = ''): string | null {
  if (!pathname.startsWith('/') || pathname === '/login' || pathname === '/') return null;
  if (!INVOICE_DETAILS.test(pathname)) return pathname + search;
  const params = new URLSearchParams(search);
  params.set('redirectToInvoiceDetails', 'true');
  return `${pathname}?${params.toString()}`;
}

/** Only a path inside the app may be returned to, never another site. */
export function safeReturnAddress(address: string | null | undefined): string | null {
  if (!address || !address.startsWith('/') || address.startsWith('//')) return null;
  return address;
}
