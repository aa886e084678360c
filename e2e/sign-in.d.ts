// Bridge for the type check until the identity branch's e2e/sign-in.ts is merged; delete it then.
import type { Page } from 'playwright-core';
export declare function signInThroughUi(page: Page, user: { bin: string; mobile: string; name?: string; email?: string }): Promise<void>;
