import { createHash } from 'node:crypto';
import type { OffersCatalogue } from '@portal/contract';

/**
 * The DEMO offers catalogue (issue 18). Every merchant, outlet, offer, code and bundle here is MADE UP for the
 * demo: no real business, address or voucher code. 15 merchants across dining, travel, shopping, wellness and
 * entertainment, 4 offers each (60), outlets in the 11 golf cities, a bundle for each card tier, voucher pools.
 */
const cities = {
  Ahmedabad: [23.0225, 72.5714],
  Bangalore: [12.9716, 77.5946],
  Chandigarh: [30.7333, 76.7794],
  Delhi: [28.6139, 77.209],
  Gurgaon: [28.4595, 77.0266],
  Hyderabad: [17.385, 78.4867],
  Jaipur: [26.9124, 75.7873],
  Kolkata: [22.5726, 88.3639],
  Mumbai: [19.076, 72.8777],
  Noida: [28.5355, 77.391],
  Pune: [18.5204, 73.8567],
} as const;
type City = keyof typeof cities;
/** A high street in each city, for the outlets' addresses (written as real addresses: nothing on screen says demo). */
const streets: Record<City, string[]> = {
  Ahmedabad: ['C G Road, Navrangpura', 'S G Highway, Bodakdev', 'Law Garden, Ellisbridge', 'Sindhu Bhavan Road, Thaltej'],
  Bangalore: ['100 Feet Road, Indiranagar', 'Church Street', 'UB City, Vittal Mallya Road', '80 Feet Road, Koramangala'],
  Chandigarh: ['Sector 17 Plaza', 'Elante, Industrial Area Phase I', 'Sector 26 Market', 'Sector 35 Market'],
  Delhi: ['Khan Market', 'Connaught Place, Inner Circle', 'Select Citywalk, Saket', 'Hauz Khas Village'],
  Gurgaon: ['Cyber Hub, DLF Phase 2', 'Golf Course Road', 'Galleria Market, DLF Phase 4', 'Sector 29 Market'],
  Hyderabad: ['Road No. 36, Jubilee Hills', 'Road No. 1, Banjara Hills', 'Inorbit Mall, Madhapur', 'Gachibowli Main Road'],
  Jaipur: ['C-Scheme, Prithviraj Road', 'MI Road', 'Vaishali Nagar', 'Malviya Nagar'],
  Kolkata: ['Park Street', 'Camac Street', 'Salt Lake Sector V', 'Gariahat Road'],
  Mumbai: ['Linking Road, Bandra West', 'Kala Ghoda, Fort', 'Phoenix Palladium, Lower Parel', 'Juhu Tara Road'],
  Noida: ['Sector 18 Market', 'DLF Mall of India, Sector 18', 'Sector 104', 'Sector 62'],
  Pune: ['Koregaon Park Lane 5', 'FC Road, Shivajinagar', 'Baner Road', 'Kalyani Nagar'],
};
const cityNames = Object.keys(cities) as City[];

// The portal's card tiers (apps/api/seed/catalogue.json).
const premium = ['burgundy-private', 'magnus-for-burgundy', 'reserve', 'olympus'];
const travel = ['vistara-infinite', 'vistara-signature', 'vistara', 'miles-and-more-world-select', 'miles-and-more-world', 'privilege'];
const lifestyle = ['select', 'signature', 'executive-corporate', 'business-supreme', 'priority-platinum', 'delight'];
const debit = ['burgundy-debit-visa', 'burgundy-debit-master'];
const tiers = [
  { name: 'Premium', cards: premium },
  { name: 'Travel', cards: travel },
  { name: 'Lifestyle', cards: lifestyle },
  { name: 'Debit', cards: debit },
];

const categories = [
  { name: 'Dining', icon: 'utensils', details: ['Fine dining', 'Casual dining'] },
  { name: 'Travel', icon: 'plane', details: ['Holidays', 'Hotels', 'Cabs'] },
  { name: 'Shopping', icon: 'bag', details: ['Fashion', 'Electronics'] },
  { name: 'Wellness', icon: 'leaf', details: ['Spa', 'Fitness', 'Health checks'] },
  { name: 'Entertainment', icon: 'ticket', details: ['Movies', 'Live events', 'Gaming'] },
];

const merchantsByCategory: Record<string, { name: string; title: string; description: string }[]> = {
  Dining: [
    { name: 'Saffron Table', title: 'Modern Indian kitchen', description: 'Regional plates from across India, reimagined.' },
    { name: 'Coastal Curry House', title: 'Seafood from the Konkan coast', description: 'Malvani and Mangalorean curries.' },
    { name: 'The Tandoor Room', title: 'Kebabs and breads from the clay oven', description: 'A North-West frontier grill.' },
  ],
  Travel: [
    { name: 'SkyWay Holidays', title: 'Holiday packages', description: 'Curated holidays in India and abroad.' },
    { name: 'Blue Horizon Stays', title: 'Boutique hotels', description: 'Small hotels with big views.' },
    { name: 'RoadRunner Cabs', title: 'Outstation and airport cabs', description: 'Chauffeured cars by the hour or the trip.' },
  ],
  Shopping: [
    { name: 'Loom & Thread', title: 'Handloom fashion', description: 'Weaves from Indian clusters.' },
    { name: 'Gadget Bazaar', title: 'Electronics and gadgets', description: 'Phones, audio and smart home.' },
    { name: 'Urban Sole', title: 'Footwear', description: 'Sneakers, formals and sandals.' },
  ],
  Wellness: [
    { name: 'Lotus Spa Retreat', title: 'Day spa', description: 'Ayurvedic and Balinese therapies.' },
    { name: 'FitNation Studios', title: 'Fitness studios', description: 'Strength, yoga and dance classes.' },
    { name: 'Herbal Roots Clinic', title: 'Health checks', description: 'Preventive health packages.' },
  ],
  Entertainment: [
    { name: 'Cinestar Screens', title: 'Multiplex cinemas', description: 'Recliners, IMAX and gourmet snacks.' },
    { name: 'Playzone Arcades', title: 'Family entertainment centres', description: 'Bowling, VR and arcade games.' },
    { name: 'Rhythm Live', title: 'Concerts and shows', description: 'Live music and comedy nights.' },
  ],
};

/** A made-up code, the same on every run (so a re-seed adds none twice). */
const madeUpCode = (prefix: string, n: number) =>
  `${prefix}-${createHash('sha256').update(`${prefix}:${n}`).digest('hex').slice(0, 8).toUpperCase()}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

const denominations = [
  { id: 'GC-500', label: 'Rs.500', value: 500 },
  { id: 'GC-1000', label: 'Rs.1,000', value: 1000 },
  { id: 'GC-2000', label: 'Rs.2,000', value: 2000 },
];

function offersFor(merchant: string, category: string, index: number): OffersCatalogue['merchants'][number]['offers'] {
  const prefix = initials(merchant);
  const base = {
    terms: `Valid at participating ${merchant} outlets on payment with an eligible card. Not valid with other offers or on public holidays. Subject to availability.`,
    valid_from: '2026-01-01',
    valid_to: '2030-12-31',
  };
  const giftCardBrand = category === 'Shopping' || category === 'Entertainment';
  return [
    {
      ...base,
      name: `15% off at ${merchant}`,
      description: `15% off your bill at ${merchant}, up to Rs.1,500.`,
      redemption_steps: 'Show this offer at the counter before paying with your card.',
      offer_type: 'show_and_save',
      card_product_ids: [],
      per_user_limit: 4,
    },
    {
      ...base,
      name: `Rs.500 voucher at ${merchant}`,
      description: `A Rs.500 voucher on a spend of Rs.2,500 at ${merchant}.`,
      redemption_steps: 'Redeem to get a unique code; give the code at the counter or enter it online.',
      offer_type: 'voucher',
      card_product_ids: index % 2 === 0 ? premium : [...premium, ...travel],
      per_user_limit: 1,
      provider: 'Codebay Vouchers',
      voucher_codes: Array.from({ length: 25 }, (_, n) => madeUpCode(`${prefix}V`, n)),
    },
    {
      ...base,
      name: `Buy one get one at ${merchant}`,
      description: `A second item free at ${merchant}.`,
      redemption_steps: 'Redeem to see the coupon code; enter it online or show it in store.',
      offer_type: 'coupon',
      card_product_ids: [...lifestyle, ...premium],
      per_user_limit: 2,
      coupon_code: `${prefix}BOGO`,
    },
    giftCardBrand
      ? {
          ...base,
          name: `${merchant} gift card`,
          description: `${/^[AEIOU]/i.test(merchant) ? 'An' : 'A'} ${merchant} gift card, issued at once to your mobile and e-mail.`,
          redemption_steps: 'Choose a value and confirm with the code sent to your mobile.',
          offer_type: 'gift_card',
          card_product_ids: [],
          per_user_limit: 3,
          provider: 'GiftLine Cards',
          options: denominations,
        }
      : {
          ...base,
          name: `Members' special at ${merchant}`,
          description: `A members-only experience at ${merchant} for Premium cardholders.`,
          redemption_steps: 'Redeem to get a unique code and book with it.',
          offer_type: 'voucher',
          card_product_ids: premium,
          per_user_limit: 1,
          provider: 'Codebay Vouchers',
          voucher_codes: Array.from({ length: 15 }, (_, n) => madeUpCode(`${prefix}M`, n)),
        },
  ];
}

/** The demo catalogue. */
export function demoOffersCatalogue(): OffersCatalogue {
  let cityTurn = 0;
  const merchants = categories.flatMap((category) =>
    merchantsByCategory[category.name]!.map((merchant, index) => {
      // Each merchant has outlets in 4 of the 11 cities, taking turns so every city has several.
      const outletCities = Array.from({ length: 4 }, () => cityNames[cityTurn++ % cityNames.length]!);
      return {
        ...merchant,
        logo: `/images/offers/${initials(merchant.name).toLowerCase()}.svg`,
        category: category.name,
        outlets: outletCities.map((city, n) => ({
          city,
          address: `${12 + 7 * index + n}, ${streets[city][(index + n) % 4]}, ${city}`,
          latitude: cities[city][0] + (n - 1.5) * 0.01,
          longitude: cities[city][1] + (index - 1) * 0.01,
        })),
        offers: offersFor(merchant.name, category.name, index),
      };
    }),
  );
  const giftCards = merchants
    .filter((m) => m.offers.some((o) => o.offer_type === 'gift_card'))
    .map((m) => `${m.name} / ${m.name} gift card`);
  const dining = merchantsByCategory.Dining!.flatMap((m) => [
    `${m.name} / 15% off at ${m.name}`,
    `${m.name} / Buy one get one at ${m.name}`,
  ]);
  const wellness = merchantsByCategory.Wellness!.map((m) => `${m.name} / 15% off at ${m.name}`);
  return {
    categories: categories.map((c) => ({
      name: c.name,
      icon: c.icon,
      details: c.details.map((name) => ({ name, description: `${name} offers` })),
    })),
    providers: [
      { name: 'Codebay Vouchers', kind: 'codes' },
      { name: 'GiftLine Cards', kind: 'gift_cards' },
    ],
    merchants,
    bundles: tiers.map((tier) => ({
      name: `${tier.name} benefits`,
      description: `What ${tier.name} cardholders may choose each period.`,
      card_product_ids: tier.cards,
      groups: [
        {
          name: 'Welcome benefit',
          description: `One gift card worth Rs.2,000 from ${giftCards.length} brands.`,
          period: 'year' as const,
          choose_count: 1,
          offers: giftCards,
        },
        {
          name: 'Quarterly dining',
          description: '2 dining offers a quarter.',
          period: 'quarter' as const,
          choose_count: 2,
          offers: dining,
        },
        ...(tier.name === 'Premium'
          ? [{ name: 'Wellness', description: '1 wellness offer a year.', period: 'year' as const, choose_count: 1, offers: wellness }]
          : []),
      ],
    })),
  };
}
