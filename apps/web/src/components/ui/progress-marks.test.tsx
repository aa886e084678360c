import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { BookingTimeline } from './booking-timeline';
import { Breadcrumb } from './breadcrumb';
import { Rating } from './rating';
import { Stepper } from './stepper';

const textGlyphs = /[✓✕●←›★]/;

/** The marks are drawn icons (hidden from screen readers), never text glyphs a reader or a copy would pick up. */
describe('progress marks are icons, not text glyphs', () => {
  it('the stepper draws its done mark and keeps the words', () => {
    stubFetch({});
    const { container } = renderWithProviders(<Stepper steps={['Request', 'Pay', 'Confirmed']} current={1} />);
    expect(container.textContent).not.toMatch(textGlyphs);
    expect(container.textContent).toContain('Request (done)');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('the booking timeline draws done, now and stopped marks', () => {
    stubFetch({});
    for (const status of ['requested', 'declined'] as const) {
      const { container, unmount } = renderWithProviders(<BookingTimeline status={status} />);
      expect(container.textContent).not.toMatch(textGlyphs);
      expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
      unmount();
    }
  });

  it('the breadcrumb separates its items with a drawn chevron', () => {
    stubFetch({});
    const { container } = renderWithProviders(
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Golf', to: '/golf' }, { label: 'Make Payment' }]} />,
    );
    expect(container.textContent).toBe('HomeGolfMake Payment');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('a rating draws its star and says the figures in words', () => {
    stubFetch({});
    const { container } = renderWithProviders(<Rating rating={4.56} reviewCount={12345} />);
    expect(container.textContent).not.toMatch(textGlyphs);
    expect(container.textContent).toBe('4.6 out of 5 (12,345 reviews)');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
