import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DetailPageFallback } from '@/components/ui/detail-page-fallback';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { Link, useParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useOffer } from '../api/get-offer';
import { EligibilityLine } from '../components/eligibility-line';
import { MerchantMark } from '@/components/ui/merchant-mark';
import { ListingPicture } from '@/components/ui/listing-picture';
import { listingArtUrl, offerCategoryArt } from '@/components/ui/listing-picture-names';
import { OfferFacts } from '../components/offer-facts';
import { OfferTypeBadge } from '../components/offer-type-badge';
import { useViewer } from '../components/use-viewer';

// The dialog (its form, zod, the QR code) loads when a redemption starts, not with the page.
const loadRedeemDialog = () => import('../components/redeem-dialog');
const RedeemDialog = lazy(loadRedeemDialog);

export default function OfferPage() {
  const { id = '' } = useParams<{ id: string }>();
  const viewer = useViewer();
  const signedIn = useSignedIn();
  const offer = useOffer(id, viewer);
  const [redeeming, setRedeeming] = useState(false);

  if (!offer.isSuccess) {
    return (
      <DetailPageFallback query={offer} noun="Offer" missing={{ title: 'Offer' }} back={{ to: paths.offers, label: 'Back to offers' }} />
    );
  }
  const data = offer.data;
  const start = async () => {
    void loadRedeemDialog().catch(() => {});
    void preloadDialog().catch(() => {});
    // Signed out, the sign-in dialog comes first; redeeming goes on once it closes signed in.
    if (!signedIn && (await requestSignIn()) !== 'true') return;
    setRedeeming(true);
  };
  return (
    <Page title={data.name} heading={null}>
      <Link to={paths.offers} className="mb-4 inline-block text-accent underline">
        All offers
      </Link>
      {/* The category's picture is shown whole (2:1) beside the title from tablet width (issue 30: a full-width banner
          cropped it to a strip at 1280 px); under the title on a phone. */}
      <div className="mb-6 grid gap-6 md:grid-cols-[1fr_minmax(0,26rem)] md:items-center">
        <div className="flex items-start gap-4">
          <MerchantMark name={data.merchant.name} logo={data.merchant.logo} size="lg" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-stone-700">
              {data.merchant.name} · {data.merchant.title}
            </p>
            <h1 className="text-2xl font-semibold text-stone-900 sm:text-3xl">{data.name}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <OfferTypeBadge type={data.offer_type} />
              <span className="text-sm text-stone-700">{data.category_name}</span>
            </div>
          </div>
        </div>
        <ListingPicture
          src={listingArtUrl(offerCategoryArt(data.category_name))}
          alt=""
          sizes="(min-width: 768px) 416px, 100vw"
          priority
          className="rounded-lg"
        />
      </div>
      {/* The Redeem box comes first on a phone (reading order too); beside the facts from tablet width. */}
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <aside
          aria-label="Redeem"
          className="flex h-fit flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 md:sticky md:top-24 md:order-last"
        >
          <EligibilityLine eligible={data.eligible} reason={data.eligibility_reason} />
          {data.offer_type === 'gift_card' ? (
            <p className="text-sm text-stone-800">
              This gift card comes with your card's benefits:{' '}
              <Link to={paths.myBenefits} className="text-accent underline">
                claim it in My benefits
              </Link>
              .
            </p>
          ) : (
            <Button onClick={() => void start()}>Redeem offer</Button>
          )}
        </aside>
        <OfferFacts offer={data} />
      </div>
      {redeeming && (
        <Suspense fallback={null}>
          <RedeemDialog offer={data} onClose={() => setRedeeming(false)} />
        </Suspense>
      )}
    </Page>
  );
}
