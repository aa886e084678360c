import { rupees } from '@/lib/format';

/** The member price, with the usual price struck through beside it and the saving in rupees when it is higher. */
export function MemberPrice({ price, original, prefix = '' }: { price: number; original?: number; prefix?: string }) {
  const saving = original !== undefined && original > price;
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-semibold text-stone-900">
        {prefix}
        {rupees(price)}
      </span>
      {saving && (
        <>
          <s className="text-sm text-stone-600">
            <span className="sr-only">Usual price </span>
            {rupees(original)}
          </s>
          <span className="rounded-full bg-green-50 px-2 text-sm font-medium text-green-800">Members save {rupees(original - price)}</span>
        </>
      )}
    </p>
  );
}
