import { LocateFixed } from 'lucide-react';
import { useId, useState } from 'react';
import { golfCities } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { OfferCategory } from '../api/offer-types';

export interface FilterValues {
  category?: string;
  city?: string;
  text?: string;
  eligible: boolean;
}

export interface OfferFiltersProps {
  categories: OfferCategory[];
  values: FilterValues;
  onChange: (changes: Partial<FilterValues>) => void;
  /** The eligible-only switch needs the cardholder's cards, so it shows only signed in. */
  signedIn: boolean;
  near: 'off' | 'locating' | 'on';
  onNearMe: () => void;
  onClearNear: () => void;
}

const chip = (pressed: boolean) =>
  `min-h-11 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium ${
    pressed ? 'border-brand bg-brand text-brand-contrast' : 'border-stone-400 bg-white text-stone-900 hover:bg-stone-100'
  }`;

/** Categories as chips, a search box, the city (the fallback when the browser's location is refused), eligible only, near me. */
export function OfferFilters({ categories, values, onChange, signedIn, near, onNearMe, onClearNear }: OfferFiltersProps) {
  const [text, setText] = useState(values.text ?? '');
  const searchId = useId();
  return (
    <div className="mb-6 flex flex-col gap-4">
      <div role="group" aria-label="Categories" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        <button
          type="button"
          aria-pressed={!values.category}
          className={chip(!values.category)}
          onClick={() => onChange({ category: undefined })}
        >
          All offers
        </button>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={values.category === category.id}
            className={chip(values.category === category.id)}
            onClick={() => onChange({ category: category.id })}
          >
            {category.name}
          </button>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end">
        <form
          role="search"
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ text: text.trim() || undefined });
          }}
        >
          <label htmlFor={searchId} className="text-sm font-medium text-stone-800">
            Search offers
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Merchant or offer"
              autoComplete="off"
              maxLength={100}
              className={inputClass}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>
        <FormField label="City">
          <select
            className={inputClass}
            value={values.city ?? ''}
            disabled={near === 'on'}
            onChange={(event) => onChange({ city: event.target.value || undefined })}
          >
            <option value="">All cities</option>
            {golfCities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </FormField>
        {near === 'on' ? (
          <Button variant="secondary" onClick={onClearNear}>
            Show all offers
          </Button>
        ) : (
          <Button variant="secondary" onClick={onNearMe} busy={near === 'locating'}>
            <LocateFixed aria-hidden="true" className="size-5" />
            Offers near me
          </Button>
        )}
      </div>
      {signedIn && (
        <label className="flex items-center gap-2 text-stone-900">
          <input
            type="checkbox"
            className="size-5"
            checked={values.eligible}
            onChange={(event) => onChange({ eligible: event.target.checked })}
          />
          Only offers my cards can use
        </label>
      )}
    </div>
  );
}
