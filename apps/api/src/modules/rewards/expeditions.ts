/**
 * Expeditions (spec 02 §7 legacy nat_geo): a MADE-UP list for development and demos (issue 19), not any
 * operator's real trips. Booked by enquiry: the concierge calls back, nothing is paid online.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const trip = (id: string, name: string, destination: string, theme: string, days: number, runMonths: string[], price: number) => ({
  id,
  name,
  destination,
  theme,
  days,
  months: runMonths,
  price_from_inr: price,
  image_url: `/images/expeditions/${id}.jpg`,
});
export const expeditions = [
  trip('ladakh-snow-leopard', 'Snow Leopards of Ladakh', 'Ladakh', 'Wildlife', 9, ['Jan', 'Feb', 'Mar'], 285000),
  trip('andaman-reefs', 'Reefs of the Andamans', 'Andaman Islands', 'Ocean', 7, ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'], 198000),
  trip('kaziranga-rhino', 'Rhinos and Grasslands of Kaziranga', 'Assam', 'Wildlife', 6, ['Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'], 142000),
  trip('spiti-monasteries', 'Monasteries of Spiti', 'Himachal Pradesh', 'Culture', 10, ['Jun', 'Jul', 'Aug', 'Sep'], 176000),
  trip('rann-flamingos', 'Flamingos of the Rann', 'Gujarat', 'Photography', 5, ['Dec', 'Jan', 'Feb'], 96000),
  trip('antarctica-peninsula', 'The Antarctic Peninsula', 'Antarctica', 'Polar', 12, ['Nov', 'Dec', 'Jan', 'Feb'], 1250000),
];
export const expeditionDurations = [
  { id: 'short', label: 'Up to 6 days', min_days: 1, max_days: 6 },
  { id: 'week', label: '7 to 10 days', min_days: 7, max_days: 10 },
  { id: 'long', label: 'More than 10 days', min_days: 11, max_days: 60 },
];
export const expeditionFilters = () => ({
  destinations: [...new Set(expeditions.map((e) => e.destination))].sort(),
  themes: [...new Set(expeditions.map((e) => e.theme))].sort(),
  months,
  durations: expeditionDurations,
});

/** The expedition's next departures (the first of each month it runs, for a year from today). */
export function expeditionDetails(id: string, now: Date) {
  const found = expeditions.find((e) => e.id === id);
  if (!found) return undefined;
  const departures: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    if (found.months.includes(months[at.getUTCMonth()]!)) departures.push(at.toISOString().slice(0, 10));
  }
  return {
    ...found,
    description: `${found.name}: a made-up sandbox expedition with naturalists and photographers.`,
    itinerary: Array.from({ length: Math.min(found.days, 5) }, (_, i) => ({
      day: i + 1,
      title: i === 0 ? 'Arrival and briefing' : `Field day ${i}`,
    })),
    departures,
  };
}
