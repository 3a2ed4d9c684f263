// A leaf: records that name a client's type (invoices, quotes) take it without loading the clients' rules.

export const CLIENT_TYPES = ['INDIVIDUAL', 'CORPORATE'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
