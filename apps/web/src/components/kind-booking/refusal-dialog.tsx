import type { ReactNode } from 'react';
import type { BenefitKey } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RefusedNotice } from './refused-notice';

/** A booking dialog's answer to a card without the service: the refusal, the cardholder's card, the cards that include it. */
export function RefusalDialog({
  title,
  onClose,
  children,
  ...notice
}: {
  title: string;
  onClose: () => void;
  /** Shown above the refusal (the transfer dialog's card field). */
  children?: ReactNode;
  message: string;
  benefit: BenefitKey;
  service: string;
  bin?: string | null;
}) {
  return (
    <Dialog open onClose={onClose} title={title} width={560}>
      {children}
      <RefusedNotice className="" {...notice} />
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          OK
        </Button>
      </div>
    </Dialog>
  );
}
