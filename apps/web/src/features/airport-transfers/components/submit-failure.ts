import { messages } from '@portal/contract';
import { ApiError } from '@/lib/api-client';

/** Spec 02 §8: a refusal shows its first message; a transport failure the booking_date messages or the fallback. */
export function submitFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const first = Object.values(error.fields ?? {}).flat()[0];
    return first ?? (error.message || messages.enterValidInformation);
  }
  const bookingDate = error instanceof ApiError ? error.fields?.booking_date : undefined;
  return bookingDate?.length ? bookingDate.join(', ') : messages.somethingWentWrong;
}
