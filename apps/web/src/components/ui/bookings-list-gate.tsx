import type { ReactNode } from 'react';
import { messages } from '@portal/contract';
import { SignInRequired } from '@/components/sign-in-required';
import { HeadedSection } from './headed-section';
import { Spinner } from './spinner';

export interface BookingsListGateProps<T> {
  signedIn: boolean;
  bookings: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What the page shows when the cardholder has booked nothing yet. */
  empty: ReactNode;
  /** The list, once there are bookings. */
  children: (bookings: T[]) => ReactNode;
}

/** A bookings page before its list: sign-in (opened at once), loading, the failure, or the page's empty state. */
export function BookingsListGate<T>({ signedIn, bookings, isPending, isError, empty, children }: BookingsListGateProps<T>) {
  if (!signedIn) return <SignInRequired openOnMount />;
  if (isPending) return <Spinner label="Loading bookings" />;
  if (isError || !bookings) return <p role="alert">{messages.somethingWentWrong}</p>;
  return bookings.length === 0 ? empty : children(bookings);
}

/** One group of a bookings page ('Upcoming bookings', 'Past bookings'), under its heading (`{id}-heading`). */
export function BookingsGroup({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <HeadedSection
      headingId={`${id}-heading`}
      heading={heading}
      headingClassName="text-xl font-semibold text-stone-900"
      className="flex flex-col gap-4"
    >
      {children}
    </HeadedSection>
  );
}
