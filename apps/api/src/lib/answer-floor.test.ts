import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAnswerFloor } from './answer-floor.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withAnswerFloor', () => {
  it('holds a quick answer (found or not, or failed) until the floor, and no longer', async () => {
    vi.useFakeTimers();
    const clock = () => Date.now();
    for (const work of [() => Promise.resolve({ id: 'u1' }), () => Promise.resolve(null), () => Promise.reject(new Error('db down'))]) {
      let done = false;
      const answer = withAnswerFloor(80, work, clock)
        .finally(() => {
          done = true;
        })
        .catch((error: Error) => error.message);
      await vi.advanceTimersByTimeAsync(79);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(await answer).not.toBeUndefined();
    }
  });

  it('adds nothing to work slower than the floor', async () => {
    vi.useFakeTimers();
    let done = false;
    const slow = () => new Promise((resolve) => setTimeout(() => resolve('late'), 120));
    const answer = withAnswerFloor(80, slow, () => Date.now()).then((v) => {
      done = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(120);
    expect(done).toBe(true);
    expect(await answer).toBe('late');
  });
});
