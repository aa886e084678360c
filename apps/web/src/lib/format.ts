import { formatRupees } from '@portal/contract';

/** Spec 01 §2: 'Last Login' as day month year, time with am/pm — e.g. '21 Nov 2026, 3:05 pm'. */
export function formatLastLogin(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase();
  return `${day}, ${time}`;
}

/** Money as the spec writes it ('Rs.1,030'): the contract's one formatter. */
export const rupees = formatRupees;

/** A key no label names, in words: 'meeting_point' -> 'Meeting point'. */
export const humanKey = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
