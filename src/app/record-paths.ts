// Where a record's own page is, for the links of every screen that names it.

/** The client's own page, by the kind of client. */
export const clientPath = (clientType: string, clientId: string) =>
  `/clients/${clientType.toLowerCase() === 'corporate' ? 'corporate' : 'individual'}/${encodeURIComponent(clientId)}`;

export const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;

export const invoicePath = (invoiceId: string) => `/account/invoice/${encodeURIComponent(invoiceId)}`;

export const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;
