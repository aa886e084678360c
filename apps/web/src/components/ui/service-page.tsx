import { useRef, type ReactNode } from 'react';
import { CreditCard, type LucideIcon } from 'lucide-react';
import type { ThemePicture } from '@/theme/theme';
import { rupees } from '@/lib/format';
import { Button } from './button';
import { HeadedSection } from './headed-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Page } from './page';
import { useInView } from './use-in-view';

export interface Highlight {
  icon: LucideIcon;
  text: ReactNode;
}

export interface ServicePageProps {
  /** The document title. */
  title: string;
  picture: ThemePicture;
  icon: LucideIcon;
  /** The small label above the heading (the service's name when the heading is a slogan); the title unless said otherwise. */
  eyebrow?: string;
  heading: ReactNode;
  intro?: ReactNode;
  /** The hero's Book button(s). */
  actions: ReactNode;
  /** Under the actions, e.g. a link down to the list. */
  heroFooter?: ReactNode;
  highlights: { id: string; heading: string; items: Highlight[] };
  steps: string[];
  /** The Book button(s) kept at the bottom of a phone's screen once the hero's have scrolled away. */
  stickyActions: ReactNode;
  /** The eligible list, terms and anything else the service shows. */
  children: ReactNode;
}

/** The highlight every service shares: the card authentication fee paid online with each request. */
export const feeHighlight = (feeRupees: number): Highlight => ({
  icon: CreditCard,
  text: `A card authentication fee of ${rupees(feeRupees)} is paid online with each request.`,
});

/**
 * `actions` and `stickyActions` for a service booked with one button: the hero's (`action`) and the shorter one
 * kept at the bottom of a phone's screen (`stickyAction`). Both fetch the booking dialog's code (`preload`)
 * alongside the booking's own start (the card check), and are busy while it starts.
 */
export function bookButtons(book: {
  action: string;
  stickyAction: string;
  busy: boolean;
  preload: () => void;
  start: () => Promise<unknown>;
}) {
  const onClick = () => {
    book.preload();
    void book.start();
  };
  return {
    actions: (
      <Button variant="secondary" busy={book.busy} onClick={onClick}>
        {book.action}
      </Button>
    ),
    stickyActions: (
      <Button className="flex-1" busy={book.busy} onClick={onClick}>
        {book.stickyAction}
      </Button>
    ),
  };
}

/** One template for every service landing: hero, highlights, how it works, then the service's own sections. */
export function ServicePage(props: ServicePageProps) {
  const { title, picture, icon, eyebrow = title, heading, intro, actions, heroFooter, highlights, steps, stickyActions, children } = props;
  const hero = useRef<HTMLElement>(null);
  const heroInView = useInView(hero);
  return (
    <Page title={title} heading={null}>
      <Hero ref={hero} picture={picture} icon={icon} eyebrow={eyebrow} heading={heading} intro={intro}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        {heroFooter}
      </Hero>

      <HeadedSection
        headingId={highlights.id}
        heading={highlights.heading}
        headingClassName="mb-4 text-2xl font-bold tracking-tight"
        className="mb-10"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {highlights.items.map(({ icon: ItemIcon, text }, index) => (
            <li key={index} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 text-stone-800">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
                <ItemIcon aria-hidden="true" className="size-5" />
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HowItWorks
        headingId={`${highlights.id}-steps`}
        steps={steps}
        className="mb-10"
        listClassName="grid gap-4 md:grid-cols-4"
        stepClassName="flex gap-3"
      />

      {children}

      {/* In the flow at the page's end, so it sticks to a phone's screen only above the footer and never covers it;
          hidden (and out of the accessibility tree) while the hero's own buttons are on screen. */}
      <div
        className={`sticky bottom-0 z-20 -mx-4 mt-8 flex gap-2 border-t border-stone-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden ${heroInView ? 'invisible' : ''}`}
      >
        {stickyActions}
      </div>
    </Page>
  );
}
