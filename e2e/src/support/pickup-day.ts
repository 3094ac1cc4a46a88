import { clubNow } from '@club/domain/club-clock';

/**
 * Whether a pickup day comes after today in Montevideo. Tests order on such a day: today's slots
 * close one by one while a test runs, so an order for one of them could be refused at 16:59.
 */
export const isAfterToday = (date: string): boolean => date > clubNow(new Date()).date;
