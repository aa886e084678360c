import type { ComponentType, ReactNode } from 'react';
import { BadgeCheck, CalendarCheck, type LucideIcon } from 'lucide-react';
import type { BenefitKey, KindCheckBinResponse } from '@portal/contract';
import { HeadedSection } from '@/components/ui/headed-section';
import { rupees } from '@/lib/format';
import { bookButtons, feeHighlight, ServicePage, type Highlight } from '@/components/ui/service-page';
import type { ThemePicture } from '@/theme/theme';
import { EligibleCards } from './eligible-cards';
import { RefusedNotice } from './refused-notice';
import { useKindBooking, type KindBookingState } from './use-kind-booking';

export interface KindServicePageProps {
  kind: { label: string; allowance: BenefitKey; feeRupees: number; nextStep: string };
  checkBin: (bin: string) => Promise<KindCheckBinResponse>;
  /** The feature's booking dialog from `lazyBookingDialog`: it loads when a booking starts (`preload`), alongside the card check. */
  dialog: { Dialog: ComponentType<{ booking: KindBookingState; onClose: () => void }>; preload: () => void };
  picture: ThemePicture;
  icon: LucideIcon;
  /** Above the heading; the kind's label (the page's title) unless said otherwise. */
  eyebrow?: string;
  heading: string;
  intro: string;
  /** The hero's Book button, and the shorter one kept at the bottom of a phone's screen. */
  action: string;
  stickyAction: string;
  /** For the refusal ('Only these cards include {service}: …') and the allowance ('… one of your card's {service}'). */
  service: string;
  /** What one request's allowance counts: 'slot', and 'slots' in the eligible cards ('slots a year'). */
  unit: { one: string; many: string };
  /** The service's own benefits; the allowance, the fee and the next step follow them. */
  highlights: { id: string; items: Highlight[] };
  /** How it works, between signing in and paying: what the cardholder chooses. */
  choose: string;
  /** The service's own list (venues, fixtures), shown first; a function gets `start`, for items that begin a booking. */
  list: { id: string; heading: string; content: ReactNode | ((start: () => void) => ReactNode) };
}

/** A kind on the golf pattern on the one service template: the Book button checks the card, then opens the dialog. */
export function KindServicePage(props: KindServicePageProps) {
  const { kind, checkBin, dialog, action, stickyAction, service, unit, highlights, choose, list, ...hero } = props;
  const { Dialog, preload } = dialog;
  const { booking, starting, refused, start, close } = useKindBooking(checkBin);
  return (
    <ServicePage
      title={kind.label}
      {...hero}
      highlights={{
        id: highlights.id,
        heading: 'Cardholder benefits',
        items: [
          ...highlights.items,
          {
            icon: CalendarCheck,
            text: `Each ${unit.one} uses one of your card's ${service} for the year; the number depends on your card.`,
          },
          feeHighlight(kind.feeRupees),
          { icon: BadgeCheck, text: kind.nextStep },
        ],
      }}
      steps={[
        'Log in with your card and mobile number.',
        choose,
        `Pay the ${rupees(kind.feeRupees)} card authentication fee online.`,
        kind.nextStep,
      ]}
      {...bookButtons({ action, stickyAction, busy: starting, preload, start })}
      heroFooter={
        <>
          <a href={`#${list.id}`} className="inline-flex min-h-11 items-center underline">
            See the {list.heading.toLowerCase()} and eligible cards
          </a>
          {refused && <RefusedNotice message={refused} benefit={kind.allowance} service={service} />}
        </>
      }
    >
      <HeadedSection id={list.id} headingId={`${list.id}-heading`} heading={list.heading} className="mb-8 scroll-mt-24">
        {typeof list.content === 'function' ? list.content(() => void start()) : list.content}
      </HeadedSection>
      <HeadedSection headingId={`${list.id}-cards`} heading="Eligible cards" className="mb-8">
        <EligibleCards benefit={kind.allowance} unit={unit.many} />
      </HeadedSection>
      {booking && <Dialog booking={booking} onClose={close} />}
    </ServicePage>
  );
}
