import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingPicture } from './listing-picture';

const screenWidth = (width: number) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) }) as MediaQueryList,
  );

const loadingOf = (priority: boolean | 'wide') =>
  render(<ListingPicture src="/images/listings/tour-mum-heritage-800.webp" alt="" sizes="100vw" priority={priority} />)
    .container.querySelector('img')!
    .getAttribute('loading');

afterEach(() => vi.unstubAllGlobals());

describe('a listing picture above the fold only on wide screens (issue 30: lazy below the fold)', () => {
  it('is fetched at once from tablet width and lazily on a phone, where what is above pushes it below the fold', () => {
    screenWidth(1280);
    expect(loadingOf('wide')).toBe('eager');
    screenWidth(375);
    expect(loadingOf('wide')).toBe('lazy');
    expect(loadingOf(true)).toBe('eager');
    expect(loadingOf(false)).toBe('lazy');
  });
});
