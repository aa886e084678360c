/**
 * Answers no sooner than `floorMs` after the start, whatever the work found: an existence check (is this
 * mobile registered?) must not tell by its timing what its body keeps to itself.
 */
export async function withAnswerFloor<T>(floorMs: number, work: () => Promise<T>, now: () => number = () => performance.now()): Promise<T> {
  const started = now();
  const settled = await Promise.allSettled([work()]);
  const wait = floorMs - (now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const [outcome] = settled;
  if (outcome!.status === 'rejected') throw outcome!.reason;
  return outcome!.value;
}
