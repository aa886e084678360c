import type { ClientConfig } from '@portal/contract';
import type { ReactNode } from 'react';

export interface InfoDocument {
  title: string;
  body: (client: Pick<ClientConfig, 'programme_name' | 'bank_name' | 'helpline' | 'concierge_email'>) => ReactNode;
}

const p = 'mb-4 text-stone-800';
const h2 = 'mt-6 mb-2 text-xl font-semibold';

export const infoDocuments: Record<string, InfoDocument> = {
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    body: (c) => (
      <>
        <p className={p}>
          The {c.programme_name} programme is offered by {c.bank_name} to holders of its eligible credit and debit cards. By using this
          portal you accept these terms.
        </p>
        <h2 className={h2}>Eligibility</h2>
        <p className={p}>
          Eligibility is proven with the first 8 digits of an eligible card. Complimentary entitlements depend on the card and are counted
          per card per calendar year. Only the primary cardholder receives complimentary golf rounds.
        </p>
        <h2 className={h2}>Bookings</h2>
        <p className={p}>
          Every request is subject to the provider's availability. Golf requests must be made more than 4 days ahead and are confirmed
          within 48 hours. Airport concierge and transfer requests are confirmed by e-mail at least 15 hours before travel.
        </p>
        <h2 className={h2}>Card authentication fee</h2>
        <p className={p}>
          Each request carries a card authentication fee, paid online: Rs.10 for golf and Rs.1 for airport services. The fee is refunded
          when a request is declined or cancelled in time.
        </p>
        <h2 className={h2}>Changes</h2>
        <p className={p}>{c.bank_name} may change or withdraw the programme; changes are published on this portal.</p>
      </>
    ),
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    body: (c) => (
      <>
        <p className={p}>
          We collect only what a booking needs: your name, mobile number, e-mail address, the first digits of your card, and the details of
          each request, including any tickets or passports you upload.
        </p>
        <h2 className={h2}>What we never keep</h2>
        <p className={p}>
          Your full card number and CVV go straight to the payment gateway and are never stored or logged by this portal. One-time codes and
          session tokens are stored only as irreversible hashes.
        </p>
        <h2 className={h2}>Who sees your data</h2>
        <p className={p}>
          Only the service provider's staff who arrange your booking. Uploaded documents are readable only by you and by them.
        </p>
        <h2 className={h2}>Your choices</h2>
        <p className={p}>
          You can update your e-mail and contact preferences, and sign out of every device, from your profile and settings. To ask for your
          data or its deletion, write to {c.concierge_email}.
        </p>
      </>
    ),
  },
  'cancellation-policy': {
    title: 'Cancellation Policy',
    body: () => (
      <>
        <p className={p}>You can cancel a request that is waiting for confirmation, or a confirmed booking, from your bookings pages.</p>
        <h2 className={h2}>Refunds</h2>
        <p className={p}>
          When you cancel, or when the provider declines your request, the card authentication fee is refunded to the card you paid with,
          and the complimentary session or round goes back to your entitlement.
        </p>
        <h2 className={h2}>Unpaid requests</h2>
        <p className={p}>
          A request whose fee was not paid can be paid again or cancelled at any time; it holds your entitlement until then.
        </p>
        <h2 className={h2}>No-shows</h2>
        <p className={p}>A confirmed booking that is not used counts against your yearly entitlement.</p>
      </>
    ),
  },
  'contact-us': {
    title: 'Contact Us',
    body: (c) => (
      <>
        <p className={p}>Our concierge is here to help with bookings, eligibility and payments.</p>
        <h2 className={h2}>Toll-free helpline</h2>
        <p className={p}>
          <a className="text-accent underline" href={`tel:${c.helpline.replace(/\s+/g, '')}`}>
            {c.helpline}
          </a>{' '}
          (24×7)
        </p>
        <h2 className={h2}>E-mail</h2>
        <p className={p}>
          <a className="text-accent underline" href={`mailto:${c.concierge_email}`}>
            {c.concierge_email}
          </a>
        </p>
      </>
    ),
  },
};
