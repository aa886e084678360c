import { useId, useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useDestinationSuggestions } from '../api/autocomplete-destinations';

export interface Destination {
  id: string;
  name: string;
}

/**
 * The destination, typed and picked from suggestions (the ARIA combobox pattern: arrows move through the
 * list, Enter picks, Escape closes; the input keeps focus throughout).
 */
export function DestinationCombobox({
  value,
  onChange,
  error,
}: {
  value: Destination | undefined;
  onChange: (destination: Destination | undefined) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useDestinationSuggestions(text);
  const options = open && text.trim().length >= 2 ? (suggestions.data?.destinations ?? []) : [];
  const expanded = options.length > 0;

  const pick = (destination: { id: string; name: string }) => {
    onChange({ id: destination.id, name: destination.name });
    setText(destination.name);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div className="relative">
      <FormField label="Destination" hint="Type at least 2 letters of a city or region, then choose it from the list." error={error}>
        <input
          id={id}
          role="combobox"
          className={inputClass}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(undefined);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              if (options.length) setActive((active + 1) % options.length);
            } else if (event.key === 'ArrowUp' && options.length) {
              event.preventDefault();
              setActive(active <= 0 ? options.length - 1 : active - 1);
            } else if (event.key === 'Enter' && expanded && active >= 0) {
              event.preventDefault();
              pick(options[active]!);
            } else if (event.key === 'Escape' && expanded) {
              event.preventDefault();
              setOpen(false);
            }
          }}
        />
      </FormField>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Destinations"
        hidden={!expanded}
        className="absolute top-[4.75rem] right-0 left-0 z-40 max-h-72 overflow-y-auto rounded-md border border-stone-300 bg-white shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-stone-200' : 'hover:bg-stone-100'}`}
            // Picked on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            <span className="font-medium">{option.name}</span>
            <span className="text-sm text-stone-600">
              , {option.state} · {option.hotel_count} {option.hotel_count === 1 ? 'hotel' : 'hotels'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
