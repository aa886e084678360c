import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { theme, type ThemePicture } from '@/theme/theme';
import { Picture } from './picture';

export interface HeroProps {
  picture: ThemePicture;
  icon: LucideIcon;
  eyebrow: string;
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The brand panel with the page's one h1 beside (on a phone, under) its picture, the page's largest paint. */
export function Hero({ picture, icon: Icon, eyebrow, heading, intro, children, ref }: HeroProps) {
  return (
    <section ref={ref} className="mb-10 grid overflow-hidden rounded-2xl bg-brand text-brand-contrast shadow-sm md:grid-cols-2">
      <div className="order-2 flex flex-col justify-center gap-4 p-6 sm:p-8 md:order-1 lg:p-10">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
          <Icon aria-hidden="true" className="size-5" />
          {eyebrow}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
        {intro && <p className="max-w-xl text-lg">{intro}</p>}
        {children}
      </div>
      <Picture
        picture={picture}
        sizes={theme.heroSizes}
        priority
        className="order-1 aspect-[2/1] h-full w-full object-cover md:order-2 md:aspect-auto"
      />
    </section>
  );
}
