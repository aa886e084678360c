import type { ReactNode } from 'react';
import type { OfferDetail } from '@portal/contract';

const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One of the offer's facts under its heading, named by it. */
function FactSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-2 text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The offer's description, validity, terms, redemption steps and outlets, each under its heading. */
export function OfferFacts({ offer }: { offer: OfferDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg text-stone-800">{offer.description}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-700">Valid</dt>
          <dd className="font-medium">
            {day(offer.valid_from)} to {day(offer.valid_to)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Per cardholder</dt>
          <dd className="font-medium">
            {offer.per_user_limit} {offer.per_user_limit === 1 ? 'time' : 'times'}
          </dd>
        </div>
      </dl>
      <FactSection id="steps" heading="How to redeem">
        <p className="whitespace-pre-line text-stone-800">{offer.redemption_steps}</p>
      </FactSection>
      <FactSection id="terms" heading="Terms">
        <p className="whitespace-pre-line text-stone-800">{offer.terms}</p>
      </FactSection>
      <FactSection id="outlets" heading="Outlets">
        {offer.outlets.length === 0 ? (
          <p className="text-stone-800">Online only.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {offer.outlets.map((outlet) => (
              <li key={outlet.id} className="rounded-md border border-stone-200 bg-white p-3">
                <p className="font-medium">{outlet.city}</p>
                <p className="text-sm text-stone-700">{outlet.address}</p>
              </li>
            ))}
          </ul>
        )}
      </FactSection>
    </div>
  );
}
