/**
 * Spec 01 §4 'After sign-in elsewhere': any flow may ask for the sign-in dialog and continue when it
 * closes with 'true'. The sign-in feature registers the opener; features call `requestSignIn`.
 */
export type SignInResult = 'true' | 'redirect';
type Opener = (options?: { width?: number }) => Promise<SignInResult>;

let opener: Opener | undefined;
let open = false;
// Asked before the host registered (a cardholder-only page loaded directly asks from its first effect, which
// React runs before the layout's): answered by the opener once it comes.
let waiting: ((next: Opener) => void)[] = [];

/** The sign-in host registers its opener on mount (and `undefined` when it goes, in tests). */
export function registerSignInOpener(next: Opener | undefined) {
  opener = next;
  if (!next) return;
  const asked = waiting;
  waiting = [];
  for (const answer of asked) answer(next);
}
export function isSignInOpen() {
  return open;
}

export async function requestSignIn(options?: { width?: number }): Promise<SignInResult> {
  const openDialog = opener ?? (await new Promise<Opener>((resolve) => waiting.push(resolve)));
  open = true;
  try {
    return await openDialog(options);
  } finally {
    open = false;
  }
}
