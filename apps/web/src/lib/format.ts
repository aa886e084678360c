/** Spec 01 §2: 'Last Login' as day month year, time with am/pm — e.g. '21 Nov 2026, 3:05 pm'. */
export function formatLastLogin(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase();
  return `${day}, ${time}`;
}

export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** A day in India time, e.g. '25 Nov 2026', whatever the phone's zone. */
export const indiaDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
