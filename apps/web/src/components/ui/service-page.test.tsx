import { screen } from '@testing-library/react';
import { Flag } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { theme } from '@/theme/theme';
import { ServicePage } from './service-page';

/** A landing titled 'Golf' whose heading is a slogan, with the eyebrow the test gives (or none). */
function renderLanding(eyebrow?: string) {
  stubFetch({});
  return renderWithProviders(
    <ServicePage
      title="Golf"
      picture={theme.pictures.golf}
      icon={Flag}
      eyebrow={eyebrow}
      heading="Tee off on us"
      actions={null}
      highlights={{ id: 'golf-benefits', heading: 'Cardholder benefits', items: [] }}
      steps={[]}
      stickyActions={null}
    >
      {null}
    </ServicePage>,
  );
}

describe('ServicePage', () => {
  it('names the service above a slogan heading with its title when the page gives no eyebrow', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Tee off on us' })).toBeInTheDocument();
    expect(screen.getByText('Golf')).toBeInTheDocument();
    expect(document.title).toBe('Golf | Privileges');
  });

  it('shows the page’s own eyebrow instead of the title when it gives one', () => {
    renderLanding('Meet and assist');
    expect(screen.getByText('Meet and assist')).toBeInTheDocument();
    expect(screen.queryByText('Golf')).not.toBeInTheDocument();
  });
});
