import { lazy, Suspense, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** A component whose module arrives after `ms`, as a lazy chunk does when the machine is busy. */
const arrivingAfter = (ms: number) =>
  lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => setTimeout(() => resolve({ default: () => <p>Arrived</p> }), ms)));

describe('the component tests wait for a state, not for a second', () => {
  it('finds what a lazy chunk draws even when the chunk takes longer than Testing Library’s 1 s default', async () => {
    const Late = arrivingAfter(1_500);
    render(
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });
});
