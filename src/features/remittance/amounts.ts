import { formatNaira, nairaToKobo } from '../../../domain/money';

/** Naira text from the API ('1500.00') as the UI shows it (₦1,500.00). */
export const naira = (text: string) => formatNaira(nairaToKobo(text));
