import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { TravelDateTimeFields } from './travel-date-time-fields';

interface TravelForm {
  booking_date: string;
  booking_time_hour: string;
  booking_time_minute: string;
}

/** A form holding only the travel date and time; Save hands its values to `onSave`. */
function TravelForm({ errors = {}, onSave }: { errors?: { date?: string; time?: string }; onSave: (values: TravelForm) => void }) {
  const form = useForm<TravelForm>({ defaultValues: { booking_date: '', booking_time_hour: '', booking_time_minute: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <TravelDateTimeFields
        form={form}
        firstDate="2026-11-30"
        advanceDays={1}
        slots={[
          { hour: 9, minute: 0 },
          { hour: 15, minute: 30 },
        ]}
        errors={errors}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TravelDateTimeFields', () => {
  it('asks the travel date and the travel time in India time, and a chosen time fills the hour and the minute', async () => {
    stubFetch({});
    const onSave = vi.fn();
    const { user } = renderWithProviders(<TravelForm onSave={onSave} />);
    // Issue 30: the lead time is explained on the first day offered.
    expect(screen.getByLabelText('Travel date')).toHaveAccessibleDescription(
      'Bookings open from 30 Nov 2026: a request needs 1 clear day so the airport team can confirm it.',
    );
    const time = screen.getByRole('radiogroup', { name: 'Travel time' });
    expect(time).toHaveAccessibleDescription('India time');
    await user.click(within(time).getByRole('radio', { name: '3:30 PM' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ booking_time_hour: '15', booking_time_minute: '30' }), expect.anything());
  });

  it("says each field's problem on it", () => {
    stubFetch({});
    renderWithProviders(<TravelForm errors={{ date: 'Choose your travel date', time: 'Choose your travel time' }} onSave={vi.fn()} />);
    expect(screen.getByLabelText('Travel date')).toHaveAccessibleDescription(expect.stringContaining('Choose your travel date'));
    expect(screen.getByLabelText('Travel time')).toHaveAccessibleDescription('India time Choose your travel time');
  });
});
