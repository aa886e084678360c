import { AIRPORT_CONFIRMATION_HOURS_BEFORE, bookingKinds, messages, type TransferAirport } from '@portal/contract';
import { RefusalDialog } from '@/components/kind-booking/refusal-dialog';
import { BookingDialogFrame } from '@/components/ui/booking-dialog-frame';
import { inputClass } from '@/components/ui/form-field';
import { useId } from 'react';
import { useTransferBinCheck } from '../api/check-transfer-bin';
import { TransferBookingForm } from './transfer-booking-form';

/**
 * Spec 02 §2, §8: the card field as the form shows it, read-only, with 'Invalid Bin' beside it. Shown from the start,
 * so its error is described, not announced (the refusal below is the dialog's one alert).
 */
function RefusedCardField({ bin }: { bin: string }) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Card (first 8 digits)
      </label>
      <input id={id} value={bin} readOnly aria-invalid aria-describedby={`${id}-error`} className={inputClass} />
      <p id={`${id}-error`} className="text-sm text-red-700">
        {messages.invalidBinDialog}
      </p>
    </div>
  );
}

/** Spec 02 §2 'Airport transfer booking dialog': availability text, counts strip, the form; for a card without transfers, the refusal. */
export function TransferDialog({ bin, airports, onClose }: { bin: string; airports: TransferAirport[]; onClose: () => void }) {
  const check = useTransferBinCheck(bin);
  const counts = check.data?.status === 'success' ? check.data.bookings_count : undefined;
  const binError =
    bin.length !== 8 ? messages.invalidBinDialog : check.data?.status === 'error' ? check.data.msg || messages.invalidBinDialog : undefined;
  if (binError) {
    return (
      <RefusalDialog
        title={messages.sendBookingRequest}
        onClose={onClose}
        message={binError}
        bin={bin}
        benefit={bookingKinds.AirportTransfer.allowance}
        service="complimentary airport transfers"
      >
        <RefusedCardField bin={bin} />
      </RefusalDialog>
    );
  }
  return (
    <BookingDialogFrame
      onClose={onClose}
      what="Airport Transfers"
      answer={messages.airportAvailabilityNote(AIRPORT_CONFIRMATION_HOURS_BEFORE)}
      counts={counts}
      quota={{ label: 'Your transfers this year' }}
      bookings={{ to: bookingKinds.AirportTransfer.paths.list, label: 'See your airport transfers' }}
    >
      <TransferBookingForm airports={airports} bin={bin} checkingBin={check.isFetching} binError={binError} onDone={onClose} />
    </BookingDialogFrame>
  );
}
