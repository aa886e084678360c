import { useState } from 'react';
import { addDays, istDate, messages, tourTotal, type TourPax } from '@portal/contract';
import { useAddCartItems } from '@/components/rewards/add-cart-items';
import { MemberPrice } from '@/components/rewards/member-price';
import { DetailPageFrame } from '@/components/ui/detail-page-frame';
import { AddedToCartNote } from '@/components/rewards/added-to-cart-note';
import { Button } from '@/components/ui/button';
import { DetailPageFallback } from '@/components/ui/detail-page-fallback';
import { Spinner } from '@/components/ui/spinner';
import { Rating } from '@/components/ui/rating';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { useParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useTourInventories } from '../api/get-tour-inventories';
import { useTourProduct } from '../api/get-tour-product';
import { DayPickerStrip } from '../components/day-picker-strip';
import { PaxPicker } from '../components/pax-picker';
import { SlotPicker } from '../components/slot-picker';

/** A tour: its variants, a day and a slot with what is left, how many people of each type, the total, and Add to cart. */
export default function TourPage() {
  const { id = '' } = useParams<{ id: string }>();
  const product = useTourProduct(id);
  const tomorrow = addDays(istDate(new Date()), 1);
  const [variantId, setVariantId] = useState<string>();
  const [date, setDate] = useState(tomorrow);
  const [slotId, setSlotId] = useState<string>();
  const [pax, setPax] = useState<TourPax>({ ADULT: 2 });
  const [problem, setProblem] = useState<string>();
  const signedIn = useSignedIn();
  const add = useAddCartItems();
  const variant = variantId ?? product.data?.variants[0]?.id;
  const slots = useTourInventories(variant, date);
  const slot = slots.data?.find((s) => s.id === slotId);
  const persons = slot?.pricing.persons ?? [];
  // Only the types this slot sells count (a slot without a child price drops the children).
  const chosen = Object.fromEntries(Object.entries(pax).filter(([type, n]) => n && persons.some((p) => p.type === type))) as TourPax;
  const people = Object.values(chosen).reduce((a, b) => a + (b ?? 0), 0);
  const total = slot && people > 0 ? tourTotal(persons, chosen) : null;
  const left = slot?.availability === 'LIMITED' && slot.remaining !== null ? slot.remaining : 20;

  if (!product.isSuccess) {
    return (
      <DetailPageFallback
        query={product}
        noun="Tour"
        missing={{ title: 'Tour not available', heading: messages.tourNotAvailable }}
        back={{ to: '/tours', label: 'See other tours' }}
      />
    );
  }
  const tour = product.data;

  async function addToCart() {
    setProblem(undefined);
    if (!slot || !variant) return setProblem('Please choose a time slot.');
    if (people === 0 || total === null) return setProblem('Choose at least one person.');
    if (!signedIn && (await requestSignIn()) !== 'true') return;
    add.mutate(
      { type: 'tour', product_id: tour.id, variant_id: variant, inventory_id: slot.id, pax: chosen },
      { onError: (error) => setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong) },
    );
  }

  return (
    <DetailPageFrame
      name={tour.name}
      picture={tour.image_url}
      listing={{ label: 'Tours and activities', to: `/tours?city=${encodeURIComponent(tour.city)}` }}
      facts={
        <>
          {tour.city} · <Rating rating={tour.rating} reviewCount={tour.review_count} />
        </>
      }
      description={tour.description}
      aside={
        <section aria-labelledby="book-heading" className="flex min-w-0 flex-col gap-5 rounded-lg border border-stone-200 bg-white p-4">
          <h2 id="book-heading" className="text-xl font-semibold">
            Book this tour
          </h2>
          <MemberPrice prefix="From " price={tour.price_from} original={tour.original_price_from} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-stone-800">Option</legend>
            {tour.variants.map((v) => (
              <label key={v.id} className="flex items-start gap-3 rounded-md border border-stone-300 p-3">
                <input
                  type="radio"
                  name="tour-variant"
                  className="mt-1 h-5 w-5"
                  checked={variant === v.id}
                  onChange={() => {
                    setVariantId(v.id);
                    setSlotId(undefined);
                  }}
                />
                <span>
                  <span className="block font-medium">{v.name}</span>
                  <span className="block text-sm text-stone-700">
                    {v.description} · {Math.round(v.duration_minutes / 60) || 1} h · from {rupees(v.price_from)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <DayPickerStrip
            first={tomorrow}
            value={date}
            onChange={(next) => {
              setDate(next);
              setSlotId(undefined);
            }}
          />
          {slots.isFetching && !slots.data ? (
            <Spinner label="Loading time slots" />
          ) : (
            <SlotPicker slots={slots.data ?? []} value={slotId} stale={slots.isPlaceholderData} onChange={setSlotId} />
          )}
          {slot && <PaxPicker persons={persons} pax={pax} max={left} onChange={setPax} />}
          <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-lg">
            <span>Total</span>
            <span className="font-semibold" aria-live="polite">
              {total === null ? '—' : rupees(total)}
            </span>
          </p>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          {add.isSuccess && <AddedToCartNote />}
          <Button busy={add.isPending} onClick={() => void addToCart()}>
            Add to cart
          </Button>
        </section>
      }
    >
      {tour.highlights.length > 0 && (
        <>
          <h2 className="text-xl font-semibold">Highlights</h2>
          <ul className="list-disc pl-6 text-stone-800">
            {tour.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      )}
      <h2 className="text-xl font-semibold">Cancellation</h2>
      <p className="text-stone-800">{tour.cancellation_policy}</p>
    </DetailPageFrame>
  );
}
