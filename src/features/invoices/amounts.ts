import { formatDate } from '../../../domain/format/dates';
import { formatNaira, nairaTextToKobo } from '../../../domain/money';

/** Naira decimal text from the API ('1500.00') as the screens show it: ₦1,500.00. */
export const naira = (text: string | null | undefined): string => {
  const kobo = text ? nairaTextToKobo(text) : null;
  return kobo === null ? '—' : formatNaira(kobo);
};

/** A date or timestamp from the API as yyyy-MM-dd in Lagos; a dash when there is none. */
export const day = (value: string | null | undefined): string => {
  if (!value) return '—';
  try {
    return formatDate(value);
  } catch {
    return value;
  }
};

export const orDash = (value: string | null | undefined): string => (value && value.trim() ? value : '—');

/** A ledger side: blank when nothing is on it. */
export const nonZeroNaira = (text: string | null | undefined): string => ((text ? nairaTextToKobo(text) : null) ? naira(text) : '');
