import { rupees } from '@/lib/format';

/** The hotel's public price for the stay, struck through, and what a member saves on it (none when not lower). */
export function StaySaving({ price, publicPrice }: { price: number; publicPrice: number | null }) {
  if (publicPrice === null || publicPrice <= price) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-2 text-sm">
      <s className="text-stone-600">
        <span className="sr-only">Usual price </span>
        {rupees(publicPrice)}
      </s>
      <span className="rounded-full bg-green-50 px-2 font-medium text-green-800">Members save {rupees(publicPrice - price)}</span>
    </p>
  );
}
