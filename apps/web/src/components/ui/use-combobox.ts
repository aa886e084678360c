import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { matchesSearch } from './search-field';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxState {
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The WAI-ARIA APG editable combobox with list autocomplete and automatic selection: typing opens the list,
 * filtered to what contains the text, its first option active; arrows move, Enter or a click chooses, Escape
 * closes and puts back the chosen option's name. Leaving the field keeps an option whose name was typed in full
 * and otherwise puts the chosen one back, so the text never claims a choice the form does not hold.
 */
export function useCombobox({ options, value, onChange }: ComboboxState) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? '';
  const chosenLabel = labelOf(value);
  const [text, setText] = useState(chosenLabel);
  const [shown, setShown] = useState({ value, chosenLabel });
  const [open, setOpen] = useState(false);
  const [filtering, setFiltering] = useState(false);
  const [active, setActive] = useState(-1);
  // The form may set or clear the value (a choice above clears it, one airport left is chosen for you): show it.
  if (value !== shown.value || chosenLabel !== shown.chosenLabel) {
    setShown({ value, chosenLabel });
    if (!filtering || value) setText(chosenLabel);
  }

  const matches = filtering ? options.filter((o) => matchesSearch(text, o.label)) : options;
  const close = () => {
    setOpen(false);
    setFiltering(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    setText(option.label);
    close();
    onChange(option.value);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const chosenIndex = () => matches.findIndex((o) => o.value === value);

  const onInput = (next: string) => {
    setText(next);
    setFiltering(true);
    setOpen(true);
    setActive(next.trim() ? 0 : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(event.altKey ? -1 : Math.max(chosenIndex(), 0));
        else setActive(active >= last ? 0 : active + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(chosenIndex() >= 0 ? chosenIndex() : last);
        else setActive(active <= 0 ? last : active - 1);
        return;
      case 'Enter': {
        const option = open ? matches[active] : undefined;
        if (!option) return;
        event.preventDefault();
        choose(option);
        return;
      }
    }
  };

  // Escape closes the list, not the dialog around it: heard on window, before the dialog hears it on document.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !rootRef.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      setOpen(false);
      setFiltering(false);
      setActive(-1);
      setText(chosenLabel);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open, chosenLabel]);

  const onLeave = () => {
    const typed = options.find((o) => sameText(o.label, text));
    if (typed && typed.value !== value) choose(typed);
    else if (!text.trim() && value) {
      close();
      onChange('');
    } else {
      close();
      setText(chosenLabel);
    }
  };

  const toggle = () => (open ? close() : openAt(chosenIndex()));

  // The active option stays in sight as the arrows move through a long list.
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!open) return;
    const option = active >= 0 ? listRef.current?.children[active] : listRef.current;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  return { text, open, active, matches, chosenLabel, rootRef, listRef, onInput, onKeyDown, onLeave, toggle, choose };
}
