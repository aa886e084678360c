import { bookingStatuses, bookingTypes } from '@portal/contract';
import { DateField } from '@/components/ui/date-field';
import { FormField, inputClass } from '@/components/ui/form-field';
import type { QueueFilters } from '../api/get-queue';
import { serviceLabels, statusLabel } from './format';

/** Filters apply as they change; the queue keeps them in the address so a link shares the same view. */
export function QueueFiltersForm({ value, onChange }: { value: QueueFilters; onChange: (next: QueueFilters) => void }) {
  const set = (key: keyof QueueFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...value, [key]: event.target.value || undefined, ...(key === 'status' ? { status: event.target.value } : {}) });
  return (
    <form
      role="search"
      aria-label="Filter the queue"
      className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <FormField label="Service">
        <select className={inputClass} value={value.type ?? ''} onChange={set('type')}>
          <option value="">All services</option>
          {bookingTypes.map((type) => (
            <option key={type} value={type}>
              {serviceLabels[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Status">
        <select className={inputClass} value={value.status} onChange={set('status')}>
          {bookingStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </FormField>
      {/* dd/mm/yyyy with a calendar (a native date input follows the desk's locale); the filter moves on a whole day. */}
      <DateField
        label="Service date"
        value={value.date ?? ''}
        onChange={(next) => {
          if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) onChange({ ...value, date: next || undefined });
        }}
      />
      <FormField label="City">
        <input type="text" className={inputClass} value={value.city ?? ''} onChange={set('city')} />
      </FormField>
    </form>
  );
}
