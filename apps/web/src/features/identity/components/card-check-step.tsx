import { useRef, useState, type ComponentProps, type FormEvent, type KeyboardEvent } from 'react';
import { isCardEntryValid, messages, type BinType } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { EligibleCardLinks } from '@/components/kind-booking/eligible-cards';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useValidateBin } from '../api/validate-bin';

/** The checked card: its 8 digits, name and bin_type (how the card is known, sent on when the card is added). */
export interface CheckedCard {
  bin: string;
  name: string;
  binType: BinType;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);

interface BinHalfProps extends Omit<ComponentProps<'input'>, 'onChange'> {
  id: string;
  label: string;
  error: string | undefined;
  /** The field's value as typed, kept to its first 4 digits. */
  onDigits: (value: string) => void;
}

/** One half of the card's first 8 digits: 4 digits under its own label, described by the error when there is one. */
function BinHalf({ id, label, error, onDigits, ...input }: BinHalfProps) {
  const invalid = Boolean(error);
  return (
    <div className="flex flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-stone-700">
        {label}
      </label>
      <input
        id={id}
        className={`${inputClass} tracking-widest`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'bin-error' : undefined}
        onChange={(event) => onDigits(digits(event.target.value))}
        {...input}
      />
    </div>
  );
}

/** Not the spec's: one plain sentence after 'Invalid bin', and the eligible cards (the header menu's list). */
function BinRefusalHelp() {
  const cards = useCards();
  return (
    <div className="mt-1 text-sm text-stone-800">
      <p>{messages.binNotEligibleHelp}</p>
      <EligibleCardLinks cards={(cards.data ?? []).filter((card) => card.in_menu)} />
    </div>
  );
}

/**
 * Spec 01 §4 step 1 and §5: two 4-digit fields; focus moves on after 4 digits, Backspace in an empty
 * second field returns to the first; Continue stays disabled until both are complete.
 */
export function CardCheckStep({ onChecked }: { onChecked: (card: CheckedCard) => void }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string>();
  // Spec 01 §8 says 'Invalid bin' for any failed check; a network failure says beside it what really happened.
  const [unreachable, setUnreachable] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const secondRef = useRef<HTMLInputElement>(null);
  const validate = useValidateBin();
  const valid = isCardEntryValid({ first, second });

  const onFirst = (value: string) => {
    setFirst(value);
    setError(undefined);
    if (value.length === 4) secondRef.current?.focus();
  };
  const onSecond = (value: string) => {
    setSecond(value);
    setError(undefined);
  };
  const onSecondKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && second === '') firstRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const bin = `${first}${second}`;
    validate.mutate(bin, {
      onSuccess: (result) => onChecked({ bin, name: result.data.name, binType: result.data.bin_type }),
      onError: (failure) => {
        setFirst('');
        setSecond('');
        setError(messages.invalidBin);
        setUnreachable(failure instanceof ApiError && failure.status === 0);
        firstRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Enter the first 8 digits of your card</legend>
        <div className="flex items-end gap-3">
          <BinHalf id="bin-first" label="Digits 1 to 4" error={error} ref={firstRef} value={first} onDigits={onFirst} autoFocus />
          <BinHalf
            id="bin-second"
            label="Digits 5 to 8"
            error={error}
            ref={secondRef}
            value={second}
            onDigits={onSecond}
            onKeyDown={onSecondKey}
          />
        </div>
      </fieldset>
      {error && (
        <p id="bin-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {error && (unreachable ? <p className="mt-1 text-sm text-stone-800">{messages.binCheckUnreachable}</p> : <BinRefusalHelp />)}
      <Button type="submit" className="mt-4 w-full" disabled={!valid} busy={validate.isPending}>
        Continue
      </Button>
    </form>
  );
}
