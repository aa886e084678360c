import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentPurpose } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import type { SummaryRow } from '@/components/ui/booking-summary';
import { paths } from '@/config/paths';
import { useParams } from '@/lib/router';

/** A kind's enquiry as its family answers it: the summary is drawn from its attributes and its request_info. */
type KindEnquiry = { attributes: { request_info?: unknown } };

export interface KindCheckoutPageProps<R extends KindEnquiry> {
  kind: { label: string; purpose: PaymentPurpose; feeRupees: number; nextStep: string; paths: { landing: string } };
  title: string;
  /** The kind's enquiry query, by the route's enquiry id. */
  useEnquiry: (id: string) => UseQueryResult<R>;
  /** The summary of a loaded enquiry that has its request_info (none is shown without it); the confirmation row is added. */
  summary: (info: NonNullable<R['attributes']['request_info']>, attributes: R['attributes']) => { service: string; rows: SummaryRow[] };
}

/** A kind's checkout: the request's summary, then the payment widget for the kind's purpose and fee. */
export function KindCheckoutPage<R extends KindEnquiry>({ kind, title, useEnquiry, summary }: KindCheckoutPageProps<R>) {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useEnquiry(enquiryId);
  const attributes = enquiry.data?.attributes;
  const info = attributes?.request_info as NonNullable<R['attributes']['request_info']> | null | undefined;
  const shown = attributes && info ? summary(info, attributes) : undefined;
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
