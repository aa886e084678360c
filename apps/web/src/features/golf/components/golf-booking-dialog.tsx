import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { bookingKinds, GOLF_CONFIRMATION_HOURS, messages } from '@portal/contract';
import { BookingDialogFrame } from '@/components/ui/booking-dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { useGolfCourses } from '../api/get-golf-courses';
import { GolfEnquiryForm } from './golf-enquiry-form';
import { RefusalDialog } from '@/components/kind-booking/refusal-dialog';
import type { GolfBookingOpen, GolfBookingState } from './use-golf-booking';

/** Spec 02 §2: the 'Send booking request' dialog; for a card without golf, the refusal and the cards that include it. */
export function GolfBookingDialog({ booking, onClose }: { booking: GolfBookingState; onClose: () => void }) {
  if (booking.refused !== undefined) {
    return (
      <RefusalDialog
        title="Send booking request"
        onClose={onClose}
        message={booking.refused}
        bin={booking.bin}
        benefit={bookingKinds.GolfEnquiry.allowance}
        service="complimentary golf rounds and lessons"
      />
    );
  }
  return <GolfRequestDialog booking={booking} onClose={onClose} />;
}

/** The 48-hour text, the quota box and the form, in the frame every kind shares. */
function GolfRequestDialog({ booking, onClose }: { booking: GolfBookingOpen; onClose: () => void }) {
  const courses = useGolfCourses(booking.bookingType);
  const failed = courses.isError || (courses.isSuccess && courses.data.length === 0);
  useEffect(() => {
    if (!failed) return;
    toast.error(messages.golfCoursesFetchFailed);
    onClose();
  }, [failed, onClose]);

  return (
    <BookingDialogFrame
      onClose={onClose}
      what={booking.bookingType === 'play' ? messages.bookGolfGame : messages.bookGolfLesson}
      answer={`We check availability with the golf course and confirm your booking within ${GOLF_CONFIRMATION_HOURS} hours.`}
      counts={booking.counts}
      quota={{ label: 'Your golf sessions this year' }}
      bookings={{ to: bookingKinds.GolfEnquiry.paths.list, label: 'See your golf bookings' }}
    >
      {courses.data && courses.data.length > 0 ? (
        <GolfEnquiryForm bookingType={booking.bookingType} user={booking.user} courses={courses.data} onDone={onClose} />
      ) : (
        !failed && <Spinner label="Loading golf courses" />
      )}
    </BookingDialogFrame>
  );
}
