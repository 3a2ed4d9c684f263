/**
 * A count with its unit, the unit given in the plural and made singular for one: counted(1, 'Years')
 * is "1 Year", counted(2, 'Years') "2 Years", counted(1204, 'rows') "1,204 rows". For units whose
 * singular only drops the final s.
 */
export function counted(count: number, pluralUnit: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? pluralUnit.replace(/s$/, '') : pluralUnit}`;
}
