// The forms a report or list is sent in, and their content types. A leaf: the list screens' export
// menus take these without loading the reports' definitions.

export const REPORT_FORMATS = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type ReportFileFormat = Exclude<ReportFormat, 'json'>;

export const REPORT_CONTENT_TYPES: Record<ReportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};
