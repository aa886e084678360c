import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSignInOpener, requestSignIn } from './sign-in';

afterEach(() => registerSignInOpener(undefined));

describe('requestSignIn', () => {
  it('opens the dialog through the registered opener and answers what it closed with', async () => {
    registerSignInOpener(async () => 'true');
    await expect(requestSignIn()).resolves.toBe('true');
  });

  // A page loaded directly asks from its first effect, which can run before the layout's host has registered.
  it('waits for the opener when asked before the sign-in host has registered it', async () => {
    const asked = requestSignIn({ width: 500 });
    const opener = vi.fn(async () => 'true' as const);
    registerSignInOpener(opener);
    await expect(asked).resolves.toBe('true');
    expect(opener).toHaveBeenCalledWith({ width: 500 });
  });
});
