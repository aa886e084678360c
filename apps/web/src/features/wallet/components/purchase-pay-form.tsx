import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cardFormSchemaAt, messages, toCardPaymentPayload, type CardForm } from '@portal/contract';
import { CardPaymentFields } from '@/components/card-payment/card-payment-fields';
import { showApiFieldErrors } from '@/components/kind-booking/api-field-errors';
import { Button } from '@/components/ui/button';
import { rupees } from '@/lib/format';
import { postToGateway } from '@/lib/post-to-gateway';
import { usePayGiftCard } from '../api/pay-gift-card';

const emptyCard: CardForm = { name: '', card_number: '', expiry: '', cvv: '', save_card: false };

/** The card that pays for a gift card in full (the contract's card rules), then on to the gateway's page. */
export default function PurchasePayForm({ purchaseId, amount }: { purchaseId: string; amount: number }) {
  const pay = usePayGiftCard(purchaseId);
  const form = useForm<CardForm>({ resolver: zodResolver(cardFormSchemaAt(new Date())), defaultValues: emptyCard });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit((card) => {
    const payload = toCardPaymentPayload(card, purchaseId);
    pay.mutate(
      {
        amount,
        name: payload.name,
        card_number: payload.card_number,
        cvv: payload.cvv,
        expiry_month: payload.expiry_month,
        expiry_year: payload.expiry_year,
      },
      { onSuccess: postToGateway, onError: (error) => showApiFieldErrors(error, setError, { expiry: 'expiry' }) },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Pay by card" className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{messages.premiumCardsNote}</p>
      <CardPaymentFields form={form} />
      <Button type="submit" busy={pay.isPending}>
        Pay {rupees(amount)}
      </Button>
    </form>
  );
}
