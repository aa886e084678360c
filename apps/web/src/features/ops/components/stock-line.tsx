import type { ManagedOffer } from '@portal/contract';

/** A voucher offer's codes left, with the low-stock alert the server flags; nothing for offers without a pool. */
export function StockLine({ offer }: { offer: Pick<ManagedOffer, 'stock_left' | 'stock_total' | 'low_stock'> }) {
  if (offer.stock_left === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        Stock left: <strong data-testid="stock-left">{offer.stock_left}</strong>
        {offer.stock_total !== null && <> of {offer.stock_total} loaded</>}
      </span>
      {offer.low_stock && (
        <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 font-semibold text-amber-950">
          {offer.stock_left === 0 ? 'Sold out: upload more codes' : 'Low stock: upload more codes'}
        </span>
      )}
    </p>
  );
}
