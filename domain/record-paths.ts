// Where a record's own page is in the app: for the links of every screen, notification and report line that names it.

/** The client's own page, by the kind of client. */
export const clientPath = (clientType: string, clientId: string) =>
  `/clients/${clientType.toLowerCase() === 'corporate' ? 'corporate' : 'individual'}/${encodeURIComponent(clientId)}`;

export const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;

export const invoicePath = (invoiceId: string) => `/account/invoice/${encodeURIComponent(invoiceId)}`;

export const quotePath = (quoteId: string) => `/quotes/${encodeURIComponent(quoteId)}`;

export const claimPath = (claimId: string) => `/claims/${encodeURIComponent(claimId)}`;

export const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;

export const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const transactionPath = (refNo: string) => `/account/transactions/${encodeURIComponent(refNo)}/details`;
