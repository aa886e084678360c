import { CalendarPlus, Download, type LucideIcon } from 'lucide-react';
import { checkoutOutcomeWords, hasCalendarEntry, hasVoucher, messages, type Checkout } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { TonePill } from '@/components/ui/status-pill';
import { rupees } from '@/lib/format';
import { formatIstDate, formatIstDateTime } from '@/lib/format-ist';
import { toast } from '@/lib/toast';
import { useBookingInformation, type BookingInformation } from '../api/get-booking-information';
import { downloadCalendar } from '../api/download-calendar';
import { downloadVoucher } from '../api/download-voucher';

type Item = Checkout['items'][number];

/** When the item takes place: a tour's slot, or a stay's check-in and check-out, India time. */
function When({ item }: { item: Item }) {
  if (item.type === 'hotel')
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-stone-800">
        <dt className="font-medium">Check-in</dt>
        <dd>{formatIstDateTime(item.starts_at)}</dd>
        {item.check_out && (
          <>
            <dt className="font-medium">Check-out</dt>
            <dd>{formatIstDate(item.check_out)}</dd>
          </>
        )}
      </dl>
    );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-stone-800">
      <dt className="font-medium">Date and time</dt>
      <dd>{formatIstDateTime(item.starts_at)}</dd>
    </dl>
  );
}

/** A file the booking gives, saved under its reference; the visible words first, then which item (WCAG 2.5.3). */
function FileButton(props: { booking: BookingInformation; title: string; label: string; icon: LucideIcon; save: typeof downloadVoucher }) {
  const { booking, title, label, icon: Icon, save } = props;
  return (
    <Button
      variant="secondary"
      aria-label={`${label} for ${title}`}
      onClick={() => save(booking.id, booking.reference).catch(() => toast.error(messages.somethingWentWrong))}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** A booked item's voucher and calendar entry: its reference and voucher code, the voucher PDF (QR) and the .ics. */
function Voucher({ booking, title }: { booking: BookingInformation; title: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-md bg-stone-50 p-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-stone-800">
        <dt className="font-medium">Booking</dt>
        <dd>{booking.reference}</dd>
        {booking.voucher_code && (
          <>
            <dt className="font-medium">Voucher code</dt>
            <dd className="font-mono">{booking.voucher_code}</dd>
          </>
        )}
      </dl>
      <p className="flex flex-wrap gap-2">
        {hasVoucher(booking.booking_type, booking.status) && (
          <FileButton booking={booking} title={title} label="Voucher (PDF)" icon={Download} save={downloadVoucher} />
        )}
        {hasCalendarEntry(booking.booking_type, booking.status) && (
          <FileButton booking={booking} title={title} label="Add to calendar" icon={CalendarPlus} save={downloadCalendar} />
        )}
      </p>
    </div>
  );
}

/** One item of a checkout: what and when, its price (old and new when it changed), and what became of it, with its voucher once booked. */
export function CheckoutItemOutcome({ item }: { item: Item }) {
  const booking = useBookingInformation(item.outcome === 'booked' ? item.booking_id : null);
  const words = checkoutOutcomeWords[item.outcome];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{item.title}</h3>
        <TonePill tone={words.tone} label={words.label} data-testid="item-status" />
      </div>
      <When item={item} />
      {item.price !== null && (
        <p>
          {item.price_changed && (
            <>
              <s className="mr-2 text-sm text-stone-600">
                <span className="sr-only">Was </span>
                {rupees(item.added_price)}
              </s>
              <span className="sr-only">Now </span>
            </>
          )}
          <span className="font-semibold">{rupees(item.price)}</span>
          {item.price_changed && <span className="ml-2 text-sm font-medium text-amber-900">Price changed</span>}
        </p>
      )}
      {item.message && <p className="text-stone-800">{item.message}</p>}
      {item.cancellation_policy && <p className="text-sm text-stone-700">Cancellation: {item.cancellation_policy.text}</p>}
      {item.outcome === 'booked' && booking.data && <Voucher booking={booking.data} title={item.title} />}
    </li>
  );
}
