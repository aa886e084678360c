/**
 * Spec 01 §4 'After sign-in elsewhere': any flow may ask for the sign-in dialog and continue when it
 * closes with 'true'. The sign-in feature registers the opener; features call `requestSignIn`.
 */
export type SignInResult = 'true' | 'redirect';
type Opener = (options?: { width?: number }) => Promise<SignInResult>;

let opener: Opener | undefined;
let open = false;

export function registerSignInOpener(next: Opener) {
  opener = next;
}
export function isSignInOpen() {
  return open;
}

export async function requestSignIn(options?: { width?: number }): Promise<SignInResult> {
  if (!opener) return 'redirect';
  open = true;
  try {
    return await opener(options);
  } finally {
    open = false;
  }
}
