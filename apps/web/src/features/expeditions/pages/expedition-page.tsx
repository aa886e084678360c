import { lazy, Suspense } from 'react';
import { messages } from '@portal/contract';
import { DetailPageFrame } from '@/components/ui/detail-page-frame';
import { Button } from '@/components/ui/button';
import { DetailPageFallback } from '@/components/ui/detail-page-fallback';
import { Spinner } from '@/components/ui/spinner';
import { rupees } from '@/lib/format';
import { formatIstDate } from '@/lib/format-ist';
import { useParams } from '@/lib/router';
import { useCurrentUser, useSignedIn } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useExpedition } from '../api/get-expedition';

// The form (react-hook-form, zod and the contract's schema) loads only for a signed-in cardholder.
const ExpeditionEnquiryForm = lazy(() => import('../components/expedition-enquiry-form'));

/** One expedition: what it is, day by day, its departures, and the enquiry the concierge follows up. */
export default function ExpeditionPage() {
  const { id = '' } = useParams<{ id: string }>();
  const expedition = useExpedition(id);
  const signedIn = useSignedIn();
  // Sign-in stores the token a moment before the user: the form waits for both, to fill in their details.
  const user = useCurrentUser();
  if (!expedition.isSuccess) {
    return (
      <DetailPageFallback
        query={expedition}
        noun="Expedition"
        missing={{ title: 'Expedition not available', heading: messages.expeditionNotFound }}
        back={{ to: '/expeditions', label: 'See other expeditions' }}
      />
    );
  }
  const e = expedition.data;
  return (
    <DetailPageFrame
      name={e.name}
      picture={e.image_url}
      listing={{ label: 'Expeditions', to: '/expeditions' }}
      facts={`${e.destination} · ${e.theme} · ${e.days} days · from ${rupees(e.price_from_inr)} per person`}
      description={e.description}
      aside={
        <section aria-labelledby="enquiry-heading" className="rounded-lg border border-stone-200 bg-white p-4">
          <h2 id="enquiry-heading" className="mb-3 text-xl font-semibold">
            Enquire about this expedition
          </h2>
          {signedIn && user ? (
            <Suspense fallback={<Spinner label="Loading the enquiry form" />}>
              <ExpeditionEnquiryForm expedition={e} user={user} />
            </Suspense>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-stone-800">Log in to send an enquiry: we fill in your name, e-mail and mobile number for you.</p>
              <Button className="self-start" onClick={() => void requestSignIn()}>
                Log in to enquire
              </Button>
            </div>
          )}
        </section>
      }
    >
      <h2 className="text-xl font-semibold">Itinerary</h2>
      <ol className="flex flex-col gap-2">
        {e.itinerary.map((day) => (
          <li key={day.day}>
            <span className="font-medium">Day {day.day}:</span> {day.title}
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold">Departures</h2>
      <ul className="flex flex-wrap gap-2">
        {e.departures.map((d) => (
          <li key={d} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
            {formatIstDate(d)}
          </li>
        ))}
      </ul>
    </DetailPageFrame>
  );
}
