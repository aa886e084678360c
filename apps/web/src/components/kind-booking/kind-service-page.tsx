import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BadgeCheck, CalendarCheck, CreditCard, type LucideIcon } from 'lucide-react';
import type { BenefitKey, KindCheckBinResponse } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ServicePage, type Highlight } from '@/components/ui/service-page';
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
  /** Above the heading; the kind's label unless said otherwise. */
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
  /** The service's own list (venues, fixtures), shown first. */
  list: { id: string; heading: string; content: ReactNode };
}

/** A kind on the golf pattern on the one service template: the Book button checks the card, then opens the dialog. */
export function KindServicePage(props: KindServicePageProps) {
  const { kind, checkBin, dialog, eyebrow = kind.label, action, stickyAction, service, unit, highlights, choose, list, ...hero } = props;
  const { Dialog, preload } = dialog;
  const { booking, starting, refused, start, close } = useKindBooking(checkBin);
  const begin = () => {
    preload();
    void start();
  };
  return (
    <ServicePage
      title={kind.label}
      eyebrow={eyebrow}
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
          { icon: CreditCard, text: `A card authentication fee of Rs.${kind.feeRupees} is paid online with each request.` },
          { icon: BadgeCheck, text: kind.nextStep },
        ],
      }}
      steps={[
        'Log in with your card and mobile number.',
        choose,
        `Pay the Rs.${kind.feeRupees} card authentication fee online.`,
        kind.nextStep,
      ]}
      actions={
        <Button variant="secondary" busy={starting} disabled={starting} onClick={begin}>
          {action}
        </Button>
      }
      heroFooter={
        <>
          <a href={`#${list.id}`} className="inline-flex min-h-11 items-center underline">
            See the {list.heading.toLowerCase()} and eligible cards
          </a>
          {refused && <RefusedNotice message={refused} benefit={kind.allowance} service={service} />}
        </>
      }
      stickyActions={
        <Button className="flex-1" busy={starting} disabled={starting} onClick={begin}>
          {stickyAction}
        </Button>
      }
    >
      <section id={list.id} aria-labelledby={`${list.id}-heading`} className="mb-8 scroll-mt-24">
        <h2 id={`${list.id}-heading`} className="mb-3 text-2xl font-bold tracking-tight">
          {list.heading}
        </h2>
        {list.content}
      </section>
      <section aria-labelledby={`${list.id}-cards`} className="mb-8">
        <h2 id={`${list.id}-cards`} className="mb-3 text-2xl font-bold tracking-tight">
          Eligible cards
        </h2>
        <EligibleCards benefit={kind.allowance} unit={unit.many} />
      </section>
      {booking && (
        <Suspense fallback={null}>
          <Dialog booking={booking} onClose={close} />
        </Suspense>
      )}
    </ServicePage>
  );
}
