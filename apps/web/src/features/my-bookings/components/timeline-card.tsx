import { CalendarPlus, Download, type LucideIcon } from 'lucide-react';
import { isBookingType, messages, timelineWhenLabel } from '@portal/contract';
import { CancelBookingButton } from '@/components/booking-cancel/cancel-booking-dialog';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { rupees } from '@/lib/format';
import { formatIstDateTime } from '@/lib/format-ist';
import { toast } from '@/lib/toast';
import { downloadCalendar } from '../api/download-calendar';
import { downloadVoucher } from '../api/download-voucher';
import { KindIcon } from '@/components/kind-visuals/kind-icon';
import { payPathOf, toneStatusOf, type TimelineEntry } from './timeline';
import { ButtonLink } from '@/components/ui/button-link';

// The visible words first, so a voice user can say what they see (WCAG 2.5.3), then which booking.
const named = (words: string, entry: TimelineEntry) => ({ 'aria-label': `${words} for ${entry.reference}` });

/** A file the booking gives (its voucher, its calendar entry), saved under the booking's reference. */
function DownloadButton(props: {
  entry: TimelineEntry;
  label: string;
  icon: LucideIcon;
  download: (id: string, reference: string) => Promise<void>;
}) {
  const { entry, label, icon: Icon, download } = props;
  return (
    <Button
      variant="secondary"
      {...named(label, entry)}
      onClick={() => download(entry.id, entry.reference).catch(() => toast.error(messages.somethingWentWrong))}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** One booking of the timeline: its kind, what and when (India time), its status in colour and words, what it allows. */
export function TimelineCard({ entry, onCancel }: { entry: TimelineEntry; onCancel: (entry: TimelineEntry) => void }) {
  const payPath = payPathOf(entry);
  return (
    <article aria-labelledby={`entry-${entry.id}`} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <p className="inline-flex items-center gap-2 text-sm font-medium text-stone-700" data-testid="booking-kind">
        <KindIcon kind={entry.kind} />
        {entry.kindLabel}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`entry-${entry.id}`} className="text-lg font-semibold">
          {entry.title}
        </h3>
        <StatusPill status={toneStatusOf(entry)} label={entry.status_label} data-testid="booking-status" />
      </div>
      {entry.confirmed_details && entry.confirmed_details.length > 0 && (
        <dl
          aria-label={`Confirmed details for ${entry.reference}`}
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-stone-50 p-3 text-sm"
        >
          {entry.confirmed_details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="text-stone-600">{detail.label}</dt>
              <dd className="font-medium">
                {/phone/i.test(detail.label) ? <a href={`tel:${detail.value.replace(/\s+/g, '')}`}>{detail.value}</a> : detail.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Reference</dt>
        <dd>{entry.reference}</dd>
        <dt className="text-stone-600">{timelineWhenLabel(entry.kind)}</dt>
        <dd>{formatIstDateTime(entry.service_at)}</dd>
        {entry.amount > 0 && (
          <>
            <dt className="text-stone-600">{isBookingType(entry.kind) ? 'Fee' : 'Amount paid'}</dt>
            <dd>{rupees(entry.amount)}</dd>
          </>
        )}
        {entry.actions.includes('cancel') && entry.free_cancellation && (
          <>
            <dt className="text-stone-600">Cancellation</dt>
            <dd>{messages.freeCancellationUntil(formatIstDateTime(entry.free_cancellation.until))}</dd>
          </>
        )}
      </dl>
      {entry.actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {entry.actions.includes('pay_now') && payPath && (
            <ButtonLink to={payPath} {...named('Pay now', entry)}>
              Pay now
            </ButtonLink>
          )}
          {entry.actions.includes('voucher') && (
            <DownloadButton entry={entry} label="Voucher (PDF)" icon={Download} download={downloadVoucher} />
          )}
          {entry.actions.includes('add_to_calendar') && (
            <DownloadButton entry={entry} label="Add to calendar" icon={CalendarPlus} download={downloadCalendar} />
          )}
          {entry.actions.includes('cancel') && <CancelBookingButton reference={entry.reference} onClick={() => onCancel(entry)} />}
        </div>
      )}
    </article>
  );
}
