import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentPurpose } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import type { SummaryRow } from '@/components/ui/booking-summary';
import { paths } from '@/config/paths';
import { useParams } from '@/lib/router';

export interface KindCheckoutPageProps<R> {
  kind: { label: string; purpose: PaymentPurpose; feeRupees: number; nextStep: string; paths: { landing: string } };
  title: string;
  /** The kind's enquiry query, by the route's enquiry id. */
  useEnquiry: (id: string) => UseQueryResult<R>;
  /** The summary of a loaded enquiry (undefined while it lacks what the summary needs); the confirmation row is added. */
  summary: (enquiry: R) => { service: string; rows: SummaryRow[] } | undefined;
}

/** A kind's checkout: the request's summary, then the payment widget for the kind's purpose and fee. */
export function KindCheckoutPage<R>({ kind, title, useEnquiry, summary }: KindCheckoutPageProps<R>) {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useEnquiry(enquiryId);
  const shown = enquiry.data && summary(enquiry.data);
  return (
    <CheckoutTemplate
      title={title}
      crumbs={[
        { label: 'Home', to: paths.home },
        { label: kind.label, to: kind.paths.landing },
      ]}
      back={{ to: kind.paths.landing, label: `Back to ${kind.label}` }}
      problem={enquiry.isError ? enquiry.error.message : undefined}
      booking={
        shown && {
          id: enquiryId,
          purpose: kind.purpose,
          fee: kind.feeRupees,
          service: shown.service,
          rows: [...shown.rows, { label: 'Confirmation', value: kind.nextStep }],
        }
      }
    />
  );
}
