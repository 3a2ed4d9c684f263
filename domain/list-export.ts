/** The lists GET /exports/{list} makes files of. */
export const EXPORT_LISTS = [
  'invoices',
  'clients',
  'policies',
  'quotes',
  'claims',
  'transactions',
  'remittances',
  'users',
  'expiring-policies',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How far a file has come: bytes always, rows as a CSV's records end, against the rows the server expects. */
export interface ExportProgress {
  bytes: number;
  rows: number | null;
  expectedRows: number | null;
  estimated: boolean;
}

/** A finished export, ready to save. */
export interface ExportedFile {
  file: Blob;
  fileName: string;
  /** Rows in the file: counted in a CSV, the server's exact count for Excel, null when only estimated. */
  rows: number | null;
}
