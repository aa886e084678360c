import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';

const shown = () => Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])'), (t) => t.textContent);

describe('Toaster (issue 30: never two contradictory toasts at once)', () => {
  it(
    'lets a success replace the error before it, and an error the success; an info toast stays beside either',
    { timeout: 20_000 },
    async () => {
      stubFetch({});
      renderWithProviders(<p>Page</p>);
      toast.info('Please login to continue.');
      toast.error('Something went wrong! Please try again after sometime.');
      expect(await screen.findByText('Something went wrong! Please try again after sometime.', {}, { timeout: 5000 })).toBeInTheDocument();
      toast.success('Logged in successfully.');
      await screen.findByText('Logged in successfully.');
      await waitFor(() => expect(shown()).toEqual(expect.arrayContaining(['Please login to continue.', 'Logged in successfully.'])));
      await waitFor(() => expect(shown()).not.toContain('Something went wrong! Please try again after sometime.'));

      toast.warning('An issue occured during validation, please try again later.');
      await screen.findByText('An issue occured during validation, please try again later.');
      await waitFor(() => expect(shown()).not.toContain('Logged in successfully.'));
      expect(shown()).toContain('Please login to continue.');
      // Two failures do not contradict each other: both stay.
      toast.error('Invalid Bin');
      await screen.findByText('Invalid Bin');
      expect(shown()).toEqual(expect.arrayContaining(['An issue occured during validation, please try again later.', 'Invalid Bin']));
    },
  );
});
