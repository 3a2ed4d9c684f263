/** The sum of a list's kobo figures. */
export const sumKobo = <T>(rows: readonly T[], figure: (row: T) => number): number => rows.reduce((sum, row) => sum + figure(row), 0);
