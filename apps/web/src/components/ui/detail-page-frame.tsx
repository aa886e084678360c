import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';
import { ListingPicture } from './listing-picture';
import { Page } from './page';

export interface DetailPageFrameProps {
  /** The item's name: the page's title and heading, and the breadcrumb's last step. */
  name: string;
  /** The listing it belongs to, the breadcrumb's first step. */
  listing: { label: string; to: string };
  /** One line of key facts under the name. */
  facts: ReactNode;
  description: string;
  /** The item's own sections, after its description. */
  children: ReactNode;
  /** What the cardholder does with it (enquire, reserve, book): beside the details from laptop width, below them on a phone. */
  aside: ReactNode;
  /** What takes the page's whole width under the details and the aside (a hotel's rooms and their rates). */
  after?: ReactNode;
  /** The item's picture (its image_url), first in the details column: the page's largest paint, so never lazy. */
  picture?: string;
}

/** A catalogue item's page (an expedition, a hotel, a tour): its name and facts, its details, and its action beside them. */
export function DetailPageFrame({ name, listing, facts, description, children, aside, after, picture }: DetailPageFrameProps) {
  return (
    <Page title={name} heading={null}>
      <Breadcrumb items={[listing, { label: name }]} />
      <h1 className="mb-1 text-3xl font-semibold text-stone-900">{name}</h1>
      <p className="mb-6 text-stone-700">{facts}</p>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {picture && <ListingPicture src={picture} alt="" sizes="(min-width: 1024px) 640px, 100vw" priority className="rounded-lg" />}
          <p className="text-stone-800">{description}</p>
          {children}
        </div>
        {aside}
      </div>
      {after}
    </Page>
  );
}
