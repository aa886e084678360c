import { rupees } from '@/lib/format';

/** A stay's price a night ("Rs.7,245 a night"), from its whole price; `from` for the lowest of several rates. */
export function NightPrice({ stayPrice, nights, from = false }: { stayPrice: number; nights: number; from?: boolean }) {
  return (
    <p>
      {from && 'From '}
      <span className="text-lg font-semibold">{rupees(Math.round(stayPrice / nights))}</span>{' '}
      <span className="text-sm text-stone-700">a night</span>
    </p>
  );
}
