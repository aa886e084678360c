import { bookingTypes, messages, paidBookingTypes, timelineKindLabel } from '@portal/contract';
import { Link } from '@/lib/router';
import { KindIcon } from '@/components/kind-visuals/kind-icon';
import { landingOf } from './timeline';

/** 'Golf', 'T20 match day': a label inside a sentence ('Book golf'), acronyms kept. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** Nothing booked yet: every kind, with a way to book it. */
export function EmptyTimeline() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-stone-300 bg-white p-6">
      <p>{messages.noBookings}</p>
      <ul className="flex flex-wrap gap-3" aria-label="Book a service">
        {[...bookingTypes, ...paidBookingTypes].map((kind) => (
          <li key={kind}>
            <Link
              to={landingOf(kind)}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-900 hover:bg-stone-100"
            >
              <KindIcon kind={kind} />
              {messages.bookAService(inSentence(timelineKindLabel(kind)))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
