import { istDate } from './ist.ts';

/**
 * Quotas count per India calendar year: the year of an instant in IST, or of an IST date (YYYY-MM-DD).
 * Time is an argument, so the browser and the API agree on the year at New Year's midnight IST.
 */
export function quotaYear(at: Date | string): number {
  return Number((typeof at === 'string' ? at : istDate(at)).slice(0, 4));
}
