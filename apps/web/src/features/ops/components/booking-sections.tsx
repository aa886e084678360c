import { confirmationDetailLabels, type OpsBookingDetail } from '@portal/contract';
import { rupees } from '@/lib/format';
import { DocumentLink } from './document-link';
import { AnswerBy, useNow } from './deadline';
import { bookingWhen, humanKey, indiaTime, serviceLabels, statusLabel } from './format';
import { requestInfoRows } from './request-info';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-300 bg-white p-4" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => [
        <dt key={`${label}-t`} className="text-stone-600">
          {label}
        </dt>,
        <dd key={`${label}-d`} className="break-words">
          {value}
        </dd>,
      ])}
    </dl>
  );
}

export function BookingSections({ booking }: { booking: OpsBookingDetail }) {
  const linkedKeys = new Set(booking.documents.map((d) => d.name.split(' ')[0]!));
  const now = useNow();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Section title="Request">
        <Pairs
          rows={[
            ['Service', `${serviceLabels[booking.type]}${booking.city ? `, ${booking.city}` : ''}`],
            ['When', bookingWhen(booking.booking_date_time)],
            ['Status', statusLabel(booking.status)],
            ['Answer by', booking.answer_by ? <AnswerBy key="a" booking={booking} now={now} /> : '—'],
            ...requestInfoRows(booking.type, booking.request_info, linkedKeys),
          ]}
        />
      </Section>
      <Section title="Cardholder">
        <Pairs
          rows={[
            ['Name', booking.cardholder.name ?? '—'],
            [
              'Mobile',
              <a key="m" className="underline" href={`tel:+91${booking.cardholder.mobile}`}>
                {booking.cardholder.mobile}
              </a>,
            ],
            [
              'E-mail',
              booking.cardholder.email ? (
                <a key="e" className="underline" href={`mailto:${booking.cardholder.email}`}>
                  {booking.cardholder.email}
                </a>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Documents">
        {booking.documents.length === 0 ? (
          <p className="text-sm">No documents uploaded.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {booking.documents.map((d) => (
              <li key={d.url}>
                <DocumentLink name={d.name} url={d.url} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Payment">
        <Pairs
          rows={[
            ['Fee', rupees(booking.payment.fee_rupees)],
            ['Payment', booking.payment.paid_at ? `Paid ${indiaTime(booking.payment.paid_at)}` : 'Not paid'],
            ...booking.refunds.map((r): [string, React.ReactNode] => [
              `Refund of ${rupees(r.amount)}`,
              <span key={r.requested_at} className={r.status === 'failed' ? 'font-semibold text-red-800' : undefined}>
                {r.status === 'refunded'
                  ? `Refunded ${indiaTime(r.settled_at ?? r.requested_at)}${r.bank_arn ? ` (bank reference ${r.bank_arn})` : ''}`
                  : r.status === 'failed'
                    ? `Failed after ${r.attempts} attempts: ${r.last_error ?? 'refused by the gateway'}. Refund it from the gateway's dashboard.`
                    : `Requested ${indiaTime(r.requested_at)} (${r.reason})`}
              </span>,
            ]),
          ]}
        />
      </Section>
      {booking.confirmation_details && (
        <Section title="Confirmation details">
          <Pairs
            rows={Object.entries(booking.confirmation_details).map(([key, value]): [string, string] => [
              confirmationDetailLabels[key] ?? humanKey(key),
              value,
            ])}
          />
        </Section>
      )}
      <Section title="History">
        <ol className="flex flex-col gap-2 text-sm">
          {booking.transitions.map((t) => (
            <li key={`${t.at}-${t.to}`}>
              <span className="font-medium">{statusLabel(t.to)}</span> — {indiaTime(t.at)} by {t.actor_email ?? t.actor_type}
              {t.note && <span className="block text-stone-700">“{t.note}”</span>}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
