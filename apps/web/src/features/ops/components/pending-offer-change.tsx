import type { ManagedOffer, OfferPendingChange } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDecideOfferChange, type OfferChangeDecision } from '../api/decide-offer-change';
import { useCategories } from '../api/list-categories';
import { indiaTime } from './format';

type Fields = OfferPendingChange['fields'];
const fieldLabels: Record<keyof Fields, string> = {
  category_id: 'Category',
  name: 'Offer name',
  description: 'Description',
  terms: 'Terms',
  redemption_steps: 'Redemption steps',
  card_product_ids: 'Cards',
  per_user_limit: 'Uses per cardholder',
  valid_from: 'First day',
  valid_to: 'Last day',
  options: 'Values',
  coupon_code: 'Coupon code',
};

/** A field's value in words: values as their labels and amounts, cards by id (none: every card), a category by name. */
function shown(key: keyof Fields, value: unknown, categoryName: (id: string) => string | undefined): string {
  if (key === 'options') return (value as ManagedOffer['options']).map((o) => `${o.label} (${o.value})`).join(', ') || 'None';
  if (key === 'card_product_ids') return (value as string[]).join(', ') || 'Every card';
  if (key === 'category_id') return categoryName(String(value)) ?? String(value);
  return String(value ?? '');
}

/**
 * A merchant's edit of an approved offer, waiting for the programme admin (issue 27): each field as it is and as
 * asked. Cardholders see the offer as it is until the admin approves; only the admin may approve or reject.
 */
export function PendingOfferChange({ offer, canDecide }: { offer: ManagedOffer; canDecide: boolean }) {
  const decide = useDecideOfferChange();
  const categories = useCategories();
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name;
  /** The offer's value of a field now (a coupon's code is never shown). */
  const now = (key: keyof Fields) =>
    key === 'coupon_code' ? 'The code now in use' : key === 'category_id' ? offer.category_name : shown(key, offer[key], categoryName);
  const change = offer.pending_change;
  if (!change) return null;
  const keys = (Object.keys(fieldLabels) as (keyof Fields)[]).filter((key) => change.fields[key] !== undefined);
  const act = (decision: OfferChangeDecision) =>
    decide.mutate(
      { id: offer.id, decision, changeId: change.id },
      { onSuccess: (decided) => toast.success(decided.msg), onError: (error) => toast.error(error.message) },
    );
  return (
    <section aria-labelledby="pending-change" className="mb-8 rounded-lg border border-amber-400 bg-amber-50 p-4">
      <h2 id="pending-change" className="mb-2 text-lg font-semibold">
        Changes waiting for approval
      </h2>
      <p className="mb-4 text-stone-800">
        Sent {indiaTime(change.submitted_at)}. Cardholders see the offer as approved until the programme admin approves these changes.
      </p>
      <table className="mb-4 w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Now</th>
            <th scope="col">Asked for</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className="border-t border-amber-200 align-top">
              <th scope="row" className="py-1 pr-2 font-medium">
                {fieldLabels[key]}
              </th>
              <td className="py-1 pr-2">{now(key)}</td>
              <td className="py-1">{shown(key, change.fields[key], categoryName)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canDecide && (
        <div className="flex flex-wrap gap-2">
          <Button
            aria-label={`Approve the changes to ${offer.name}`}
            busy={decide.isPending && decide.variables?.decision === 'approve'}
            disabled={decide.isPending}
            onClick={() => act('approve')}
          >
            Approve changes
          </Button>
          <Button
            variant="secondary"
            aria-label={`Reject the changes to ${offer.name}`}
            busy={decide.isPending && decide.variables?.decision === 'reject'}
            disabled={decide.isPending}
            onClick={() => act('reject')}
          >
            Reject changes
          </Button>
        </div>
      )}
    </section>
  );
}
