import { CollectionStrip } from '@/components/rewards/collection-strip';
import { inputClass } from '@/components/ui/form-field';
import { Page } from '@/components/ui/page';
import { SkeletonList } from '@/components/ui/skeleton';
import { SkeletonListingCard } from '@/components/ui/skeleton-listing-card';
import { useSearchParams } from '@/lib/router';
import { useTourCategories } from '../api/get-tour-categories';
import { useTourCities } from '../api/get-tour-cities';
import { useTourProducts } from '../api/get-tour-products';
import { TourCard } from '../components/tour-card';
import { tourCollections } from '../components/tour-collections';
import { readTourChoice } from './tours-page-data';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Tours and activities (issue 19): a city (Mumbai first), its categories, and the tours at member prices. */
export default function ToursPage() {
  const [params, setParams] = useSearchParams();
  const { city, category } = readTourChoice(params);
  const cities = useTourCities();
  const categories = useTourCategories(city);
  const products = useTourProducts(city, category);
  const choose = (next: { city?: string; category?: string }) => {
    const query: Record<string, string> = { city: next.city ?? city };
    const nextCategory = 'category' in next ? next.category : category;
    if (nextCategory && !next.city) query.category = nextCategory;
    void setParams(query, { replace: true });
  };
  const chip = (active: boolean) =>
    `min-h-11 rounded-full border px-4 py-2 text-sm font-medium ${active ? 'border-brand bg-brand text-brand-contrast' : 'border-stone-400 bg-white text-stone-900 hover:bg-stone-100'}`;

  return (
    <Page title="Tours and activities">
      <p className="mb-6 max-w-2xl text-stone-700">
        Guided walks, day trips and experiences at member prices, paid in full by card. Choose a city to see what is on.
      </p>
      <CollectionStrip id="tour-collections" heading="Collections" collections={tourCollections} />
      <div className="mb-6 flex flex-col gap-4">
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor="tours-city" className="text-sm font-medium text-stone-800">
            City
          </label>
          <select id="tours-city" className={inputClass} value={city} onChange={(event) => choose({ city: event.target.value })}>
            {(cities.data ?? [{ code: city, name: city, country: '', product_count: 0 }]).map((c) => (
              <option key={c.code} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={!category} className={chip(!category)} onClick={() => choose({ category: undefined })}>
            All
          </button>
          {categories.data?.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.id}
              className={chip(category === c.id)}
              onClick={() => choose({ category: c.id })}
            >
              {c.name} ({c.product_count})
            </button>
          ))}
        </div>
      </div>
      <section aria-labelledby="tours-heading" aria-busy={products.isPending || undefined}>
        <h2 id="tours-heading" className="mb-4 text-2xl font-semibold">
          Tours in {city}
        </h2>
        {products.isPending ? (
          <SkeletonList label="Loading tours" count={6} className={grid} card={<SkeletonListingCard />} />
        ) : products.isError ? (
          <p role="alert">We could not load the tours. Please try again.</p>
        ) : products.data.length === 0 ? (
          <p>No tours in this category yet.</p>
        ) : (
          <ul className={grid}>
            {/* On a phone the collections above push even the first card below the fold. */}
            {products.data.map((product, i) => (
              <TourCard key={product.id} product={product} priority={i < 3 && 'wide'} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
