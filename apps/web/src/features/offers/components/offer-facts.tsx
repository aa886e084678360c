import type { OfferDetail } from '@portal/contract';

const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-2 text-xl font-semibold">
          How to redeem
        </h2>
        <p className="whitespace-pre-line text-stone-800">{offer.redemption_steps}</p>
      </section>
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="mb-2 text-xl font-semibold">
          Terms
        </h2>
        <p className="whitespace-pre-line text-stone-800">{offer.terms}</p>
      </section>
      <section aria-labelledby="outlets-heading">
        <h2 id="outlets-heading" className="mb-2 text-xl font-semibold">
          Outlets
        </h2>
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
      </section>
    </div>
  );
}
