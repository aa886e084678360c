import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { binSchema, messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAddUserCard } from '../api/add-user-card';
import { useRemoveUserCard } from '../api/remove-user-card';
import { useUserCards } from '../api/get-user-cards';

const groupBin = (bin: string) => bin.replace(/(\d{4})(?=\d)/, '$1 ');

/** The user's cards, known by their first digits only: add one by BIN, remove one. */
export function UserCards() {
  const cards = useUserCards();
  const add = useAddUserCard();
  const remove = useRemoveUserCard();
  const [bin, setBin] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!binSchema.safeParse(bin).success) {
      setError(messages.invalidBin);
      return;
    }
    add.mutate(bin, {
      onSuccess: () => {
        setBin('');
        setError(undefined);
        toast.success(messages.cardAdded);
      },
      // The server's words: 'Invalid bin', or the client's configured message for a bin_type it names.
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.code === 'INVALID_BIN' ? failure.message : messages.somethingWentWrong),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {cards.isPending && <Spinner label="Loading your cards" />}
      {cards.data && cards.data.length === 0 && <p className="text-stone-700">No cards yet.</p>}
      {cards.data && cards.data.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Your cards">
          {cards.data.map((card) => (
            <li key={card.id} className="flex items-center justify-between gap-2 rounded-md border border-stone-200 p-3">
              <span>
                <strong>{card.attributes.card_name}</strong> <span className="text-stone-700">{groupBin(card.attributes.bin)}…</span>
              </span>
              <Button
                variant="secondary"
                busy={remove.isPending && remove.variables === card.id}
                aria-label={`Remove ${card.attributes.card_name} ${card.attributes.bin}`}
                onClick={() => remove.mutate(card.id, { onSuccess: () => toast.success(messages.cardRemoved) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField label="Add a card: first 8 digits" error={error} className="flex-1">
          <input
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={bin}
            onChange={(e) => {
              setBin(e.target.value.replace(/\D/g, '').slice(0, 8));
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" busy={add.isPending}>
          Add card
        </Button>
      </form>
    </div>
  );
}
