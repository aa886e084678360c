import { messages } from '@portal/contract';
import { env } from '@/config/env';
import { ApiError, apiHeaders } from '@/lib/api-client';

/** GET /bookings/{id}/calendar: the .ics of a confirmed booking, saved as a file. */
export async function downloadCalendar(id: string, reference: string) {
  const response = await fetch(`${env.apiBase}/booking/bookings/${encodeURIComponent(id)}/calendar`, { headers: apiHeaders() });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', messages.somethingWentWrong);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${reference}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
