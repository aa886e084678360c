import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { CardCheckStep } from './card-check-step';

const VALIDATE = 'GET /api/customer/bins/validate';

describe('CardCheckStep', () => {
  it('keeps Continue disabled until all 8 digits are entered, moving focus to the second field after 4', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<CardCheckStep onChecked={vi.fn()} />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Digits 1 to 4'), '4321');
    expect(screen.getByLabelText('Digits 5 to 8')).toHaveFocus();
    await user.keyboard('765');
    expect(continueButton).toBeDisabled();
    await user.keyboard('4');
    expect(continueButton).toBeEnabled();
  });

  it('shows the invalid-card message word for word and clears the fields when the API refuses the bin', async () => {
    const api = stubFetch({ [VALIDATE]: apiError(422, 'INVALID_BIN', 'Not a card we know') });
    const onChecked = vi.fn();
    const { user } = renderWithProviders(<CardCheckStep onChecked={onChecked} />);
    await user.type(screen.getByLabelText('Digits 1 to 4'), '1234');
    await user.type(screen.getByLabelText('Digits 5 to 8'), '5678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidBin);
    expect(api.requests(VALIDATE)[0]?.url.searchParams.get('bin')).toBe('12345678');
    expect(screen.getByLabelText('Digits 1 to 4')).toHaveValue('');
    expect(onChecked).not.toHaveBeenCalled();
  });
});
