import { DateTime } from 'luxon';
import { LAGOS_ZONE } from '../../domain/today';

/** A moment from the API in Lagos: yyyy-MM-dd HH:mm. */
export const moment = (iso: string) => DateTime.fromISO(iso).setZone(LAGOS_ZONE).toFormat('yyyy-MM-dd HH:mm');
