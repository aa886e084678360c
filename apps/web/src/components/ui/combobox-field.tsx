import { Check, ChevronDown } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { FieldError } from './field-error';
import { inputClass } from './form-field';
import { useCombobox, type ComboboxOption } from './use-combobox';
import { FieldHint } from './field-hint';

export type { ComboboxOption };

export interface ComboboxFieldProps {
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A searchable list (decision 031): a labelled text box that filters the options as you type (see useCombobox
 * for the keys). Options wrap rather than being cut off, and a chosen name too long for the box is written out
 * in full under it, so a phone shows all of 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2'.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  error,
  hint,
  className = '',
  inputRef,
}: ComboboxFieldProps) {
  const id = useId();
  const [listId, hintId, errorId] = [`${id}-list`, `${id}-hint`, `${id}-error`];
  const optionId = (index: number) => `${id}-option-${index}`;
  const { text, open, active, matches, chosenLabel, rootRef, listRef, onInput, onKeyDown, onLeave, toggle, choose } = useCombobox({
    options,
    value,
    onChange,
  });

  // Whether the chosen name is wider than the box: measured on an unseen copy of the text in the box's font.
  const input = useRef<HTMLInputElement | null>(null);
  const mirror = useRef<HTMLSpanElement>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const measure = () => {
      const [box, copy] = [input.current, mirror.current];
      if (!box || !copy) return;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setClipped(copy.offsetWidth > room);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [chosenLabel]);
  const showInFull = clipped && !open && value !== '' && text === chosenLabel;

  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={rootRef} className={`relative flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={(element) => {
            input.current = element;
            assignRef(inputRef, element);
          }}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 && matches[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          className={`${inputClass} pr-10 text-ellipsis`}
          value={text}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={toggle}
          onBlur={() => {
            onLeave();
            onBlur?.();
          }}
        />
        {/* A box of no size, so the copy never widens the dialog. */}
        <span aria-hidden="true" className="invisible absolute top-0 left-0 size-0 overflow-hidden">
          <span ref={mirror} className="inline-block text-base whitespace-pre">
            {chosenLabel}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-600" />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open || matches.length === 0}
          // A press on the list keeps the focus in the box, so choosing is one click and the list stays put.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-64 overflow-y-auto rounded-md border border-stone-300 bg-white py-1 shadow-lg"
        >
          {matches.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => choose(option)}
              className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-base break-words ${index === active ? 'bg-stone-200' : 'hover:bg-stone-100'}`}
            >
              <Check aria-hidden="true" className={`mt-1 size-4 shrink-0 ${option.value === value ? 'text-accent' : 'invisible'}`} />
              <span className="min-w-0">{option.label}</span>
            </li>
          ))}
        </ul>
        {open && matches.length === 0 && (
          <p className="absolute top-full right-0 left-0 z-30 mt-1 rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-700 shadow-lg">
            {options.length === 0 ? 'Nothing to choose yet.' : `Nothing matches “${text.trim()}”.`}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {open && text.trim() && text !== chosenLabel ? `${matches.length} ${matches.length === 1 ? 'choice' : 'choices'}` : ''}
      </p>
      {showInFull && (
        <p aria-hidden="true" className="text-sm break-words text-stone-800">
          {chosenLabel}
        </p>
      )}
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
