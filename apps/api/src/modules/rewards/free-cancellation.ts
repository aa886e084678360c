import { istWhen, type HotelCancellationPolicy, type TourProduct } from '@portal/contract';
import type { RewardBookingRow } from './repository.ts';

/**
 * A tour's cancellation policy as it is sold, in the shape a hotel rate's has: free until the variant's
 * `cancellableUpToInMinutes` before the start (Headout's data), or none.
 */
export function tourCancellationPolicy(product: TourProduct | undefined, variantId: string, startsAt: Date): HotelCancellationPolicy {
  const minutes = product?.variants.find((variant) => variant.id === variantId)?.free_cancellation_minutes;
  if (!minutes) return { type: 'non_refundable', free_until: null, refund_percent: 0, text: 'This booking cannot be cancelled.' };
  const until = new Date(startsAt.getTime() - minutes * 60_000);
  return {
    type: 'free_cancellation',
    free_until: until.toISOString(),
    refund_percent: 100,
    text: `Free cancellation until ${istWhen(until)}.`,
  };
}

/** A booked tour or stay sold with free cancellation: until when, and what goes back (all of it). Else null. */
export function freeCancellationOf(row: RewardBookingRow): { until: string; refund_amount: number } | null {
  const policy = row.cancellationPolicy;
  if (row.type === 'ExpeditionEnquiry' || policy?.type !== 'free_cancellation' || !policy.free_until) return null;
  if (row.status !== 'pending' && row.status !== 'confirmed') return null;
  return { until: policy.free_until, refund_amount: row.amount };
}
