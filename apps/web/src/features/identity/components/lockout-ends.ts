import { messages } from '@portal/contract';

/** When a lockout ends, as the cardholder's clock reads it: 'You can ask for a new code at 3:05 pm.' */
export function lockoutEnds(unlockAt: string): string {
  const time = new Date(unlockAt).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase();
  return messages.otpLockEndsAt(time);
}
