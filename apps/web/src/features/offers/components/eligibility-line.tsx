import { CircleCheck, Info } from 'lucide-react';

/**
 * Whether the cardholder's cards may use an offer. Signed out (eligible null) and not eligible, the reason names
 * the cards that may ("Available to Reserve and Olympus cardholders"); eligible, it says so.
 */
export function EligibilityLine({ eligible, reason }: { eligible: boolean | null; reason: string }) {
  if (eligible) {
    return (
      <p className="flex items-center gap-1 text-sm text-green-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        Your card can use this offer
      </p>
    );
  }
  return (
    <p
      className={`flex items-center gap-1 text-sm ${eligible === false ? 'text-red-800' : 'text-stone-700'}`}
      data-testid="eligibility-reason"
    >
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {eligible === false && <span className="sr-only">Not for your cards: </span>}
      {reason}
    </p>
  );
}
