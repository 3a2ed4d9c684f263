// The page of a long report table a query asks for, shared by the reports and the statements'
// sub-account pages.

/** The lines a page of a long report table holds on screen, unless the caller asks for another `limit`. */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_MAX_PAGE_SIZE = 500;
