import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { useDeleteUserCard } from '../api/delete-user-card';
import { useUserCards } from '../api/get-user-cards';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { CardNetworkIcon } from './card-network-icon';

/** Saved payment cards for the profile page: masked numbers, each removable. */
export function SavedCardsManager() {
  const { data: cards, isPending, isError } = useUserCards();
  const remove = useDeleteUserCard();
  if (isPending) return <Spinner label="Loading saved cards" />;
  if (isError) return <p role="alert">{messages.somethingWentWrong}</p>;
  return (
    <section aria-labelledby="saved-cards-heading" className="flex flex-col gap-3">
      <h2 id="saved-cards-heading" className="text-xl font-semibold">
        Saved cards
      </h2>
      {cards.length === 0 ? (
        <p className="text-stone-700">{messages.noSavedCards}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {cards.map((card) => (
            <li key={card.card_token} className="flex flex-wrap items-center gap-3 rounded border border-stone-300 bg-white p-3">
              <CardNetworkIcon network={card.network} />
              <span className="font-mono">{card.masked_number}</span>
              <span className="text-sm text-stone-600">
                {card.name_on_card} · {card.expiry_month}/{card.expiry_year}
              </span>
              <Button
                variant="ghost"
                className="ml-auto"
                aria-label={`Remove card ending ${card.masked_number.slice(-4)}`}
                busy={remove.isPending && remove.variables === card.card_token}
                onClick={() =>
                  remove.mutate(card.card_token, {
                    onSuccess: () => toast.success(messages.savedCardRemoved),
                    onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
