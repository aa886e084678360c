import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cardFormSchemaAt, messages, toCardPaymentPayload, type CardForm } from '@portal/contract';
import { CardPaymentFields } from '@/components/card-payment/card-payment-fields';
import { showApiFieldErrors } from '@/components/kind-booking/api-field-errors';
import { Button } from '@/components/ui/button';
import { rupees } from '@/lib/format';
import { usePayCheckout } from '../api/pay-checkout';
import { postToGateway } from '@/lib/post-to-gateway';

const emptyCard: CardForm = { name: '', card_number: '', expiry: '', cvv: '', save_card: false };

/** The card for the whole cart's one payment (the contract's card rules), then on to the gateway's page. */
export default function CheckoutPayForm({
  checkoutId,
  total,
  onTotalChanged,
}: {
  checkoutId: string;
  total: number;
  onTotalChanged: () => void;
}) {
  const pay = usePayCheckout(checkoutId);
  const form = useForm<CardForm>({ resolver: zodResolver(cardFormSchemaAt(new Date())), defaultValues: emptyCard });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit((card) => {
    const payload = toCardPaymentPayload(card, checkoutId);
    pay.mutate(
      {
        total,
        name: payload.name,
        card_number: payload.card_number,
        cvv: payload.cvv,
        expiry_month: payload.expiry_month,
        expiry_year: payload.expiry_year,
      },
      {
        onSuccess: postToGateway,
        onError: (error) => {
          if (error.message === messages.cartTotalChanged) onTotalChanged();
          showApiFieldErrors(error, setError, { expiry: 'expiry' });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Pay by card" className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{messages.premiumCardsNote}</p>
      <CardPaymentFields form={form} />
      <Button type="submit" busy={pay.isPending}>
        Pay {rupees(total)}
      </Button>
    </form>
  );
}
