import { z } from 'zod';
import { CARD_NUMBER_MAX_LENGTH, CARD_NUMBER_MIN_LENGTH } from '../common/constants.ts';
import { plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { isExpired, type CardForm } from './card-rules.ts';

/** Spec 02 §5 'Payment card': the add-new-card form, its expiry judged at `now`. */
export const cardFormSchemaAt = (now: Date): z.ZodType<CardForm, CardForm> =>
  z
    .object({
      name: plainText({ trim: true }).min(1, messages.cardNameRequired).max(80),
      card_number: z
        .string()
        .min(CARD_NUMBER_MIN_LENGTH, messages.cardNumberInvalid)
        .max(CARD_NUMBER_MAX_LENGTH, messages.cardNumberInvalid)
        .regex(/^[\d ]+$/, messages.cardNumberInvalid),
      expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, messages.cardExpiryInvalid),
      cvv: z.string().regex(/^\d{3,4}$/, messages.cardCvvInvalid),
      save_card: z.boolean(),
    })
    .refine((form) => !isExpired(form.expiry, now), { path: ['expiry'], message: messages.cardExpired });
