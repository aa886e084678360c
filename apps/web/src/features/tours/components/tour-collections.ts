import type { Collection } from '@/components/rewards/collection-strip';

const to = (city: string, category?: string) => `/tours?${new URLSearchParams({ city, ...(category ? { category } : {}) }).toString()}`;

/** The tours page's curated collections: each opens the listing on its city (and category). */
export const tourCollections: Collection[] = [
  {
    title: 'This weekend in Goa',
    blurb: 'Dolphins at dawn and a spice-plantation lunch',
    to: to('Goa'),
    image: '/images/listings/tour-goa-dolphin-800.webp',
  },
  {
    title: 'Mumbai by night',
    blurb: 'Food trails and harbour sunsets',
    to: to('Mumbai', 'food'),
    image: '/images/listings/tour-mum-food-800.webp',
  },
  {
    title: 'Sunrise in Agra',
    blurb: 'The Taj Mahal as the gates open',
    to: to('Agra'),
    image: '/images/listings/tour-agr-tajsunrise-800.webp',
  },
  {
    title: 'Lakes of Udaipur',
    blurb: 'Boats at golden hour, home cooking',
    to: to('Udaipur'),
    image: '/images/listings/tour-udr-lake-800.webp',
  },
];
