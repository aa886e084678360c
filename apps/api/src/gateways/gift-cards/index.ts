import type { Config } from '../../config.ts';
import { createHttpGiftCardProvider } from './http-provider.ts';
import { createSandboxGiftCardProvider, type SandboxGiftCardProvider } from './sandbox-provider.ts';
import type { GiftCardProvider } from './gift-card-provider.ts';

export type {
  GiftCardBalance,
  GiftCardOrder,
  GiftCardOutcome,
  GiftCardProvider,
  GiftCardStatus,
  IssuedGiftCard,
} from './gift-card-provider.ts';
export { GiftCardProviderError } from './gift-card-provider.ts';
export type { SandboxGiftCardProvider } from './sandbox-provider.ts';

/** The configured provider: HTTP when GIFT_CARD_PROVIDER_URL is set, the built-in sandbox otherwise. */
export function createGiftCardProvider(config: Config): GiftCardProvider | SandboxGiftCardProvider {
  if (config.GIFT_CARD_PROVIDER_URL)
    return createHttpGiftCardProvider({ url: config.GIFT_CARD_PROVIDER_URL, key: config.GIFT_CARD_PROVIDER_KEY });
  return createSandboxGiftCardProvider(config.APP_SECRET);
}
