import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { bookingKinds, type BookingType, type ShapeLandingWords } from '@portal/contract';
import { kindPictures } from '@/components/kind-visuals/kind-pictures';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { KindServicePage } from '@/components/kind-booking/kind-service-page';
import type { KindBookingState } from '@/components/kind-booking/use-kind-booking';
import { checkShapedKindBin } from './shaped-kind-api';

export type ShapedDialog = ComponentType<{ booking: KindBookingState; onClose: () => void }>;

// One lazy dialog per kind, made once: its code (the form, the rules built from the kind's facts) loads when a booking starts.
const dialogs = new Map<BookingType, ReturnType<typeof lazyBookingDialog<{ booking: KindBookingState; onClose: () => void }>>>();
function dialogOf(type: BookingType, load: () => Promise<ShapedDialog>) {
  let dialog = dialogs.get(type);
  if (!dialog) {
    dialog = lazyBookingDialog(load);
    dialogs.set(type, dialog);
  }
  return dialog;
}

/** A shaped kind's landing on the one service template, in its words, with its catalogue's list. */
export function ShapedLanding<Icon extends string>(props: {
  type: BookingType;
  words: ShapeLandingWords<Icon>;
  /** The shape's icons, by the names its words give. */
  icons: Record<Icon, LucideIcon>;
  dialog: () => Promise<ShapedDialog>;
  list: ReactNode | ((start: () => void) => ReactNode);
}) {
  const { type, words, icons } = props;
  const kind = bookingKinds[type];
  return (
    <KindServicePage
      kind={kind}
      checkBin={checkShapedKindBin(type)}
      dialog={dialogOf(type, props.dialog)}
      picture={kindPictures[type]}
      icon={icons[words.icon]}
      heading={words.heading}
      intro={words.intro}
      action={words.action}
      stickyAction={words.stickyAction}
      service={words.service}
      unit={words.unit}
      highlights={{
        id: `${kind.purpose}-benefits`,
        items: words.highlights.map((h) => ({ icon: icons[h.icon], text: h.text })),
      }}
      choose={words.choose}
      list={{ id: words.list.id, heading: words.list.heading, content: props.list }}
    />
  );
}
