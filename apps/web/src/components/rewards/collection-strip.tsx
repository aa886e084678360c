import { ListingPicture } from '@/components/ui/listing-picture';
import { Link } from '@/lib/router';

export interface Collection {
  title: string;
  blurb: string;
  /** Where it leads: the page with the collection's search or filters in its address. */
  to: string;
  image: string;
}

/** Curated collections above a listing ("This weekend in Goa"): a picture and a title, the whole card one link. */
export function CollectionStrip({ id, heading, collections }: { id: string; heading: string; collections: Collection[] }) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {collections.map((c) => (
          <li key={c.title}>
            <Link
              to={c.to}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white hover:border-stone-400"
            >
              <ListingPicture src={c.image} alt="" sizes="(min-width: 1024px) 270px, 50vw" />
              <span className="flex flex-col gap-1 p-3">
                <span className="font-semibold text-stone-900 group-hover:underline">{c.title}</span>
                <span className="text-sm text-stone-700">{c.blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
