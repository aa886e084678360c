import { messages, type merchantCreateSchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import type { ConsoleContext } from './context.ts';

type MerchantInput = z.output<typeof merchantCreateSchema>;

/** Merchants and their users (admin): a merchant, with its first user invited by e-mail, more users, their list, an invitation again. */
export function merchantAccounts(ctx: ConsoleContext) {
  const { deps, db, transaction, invite, sendInvitation } = ctx;
  return {
    /** POST /merchants (admin). */
    async createMerchant(input: MerchantInput) {
      const { outlets, ...merchant } = input;
      return transaction((tx) => repository.insertMerchant(tx, merchant, outlets));
    },

    /** POST /merchants/create_with_user (admin): the merchant and its first user, invited by e-mail. */
    async createMerchantWithUser(input: MerchantInput & { user: { mobile: string; email: string } }) {
      const { outlets, user, ...fields } = input;
      const { merchant, invited } = await transaction(async (tx) => {
        const created = await repository.insertMerchant(tx, fields, outlets);
        return { merchant: created, invited: await invite(tx, created, user) };
      });
      const sent = await sendInvitation(invited, merchant.id);
      return { msg: messages.merchantUserInvited(sent.email), data: merchant, user: sent };
    },

    /** POST /merchants/{id}/users (admin): another user of a merchant. */
    async addMerchantUser(merchantId: string, user: { mobile: string; email: string }) {
      const merchant = await repository.findMerchant(db, merchantId);
      if (!merchant) throw new AppError('NOT_FOUND');
      const invited = await transaction((tx) => invite(tx, merchant, user));
      const sent = await sendInvitation(invited, merchantId);
      return { msg: messages.merchantUserInvited(sent.email), data: sent };
    },

    /** GET /merchants/{id}/users (admin): a merchant's users, and whether each has set a password. */
    async merchantUsers(merchantId: string) {
      if (!(await repository.findMerchant(db, merchantId))) throw new AppError('NOT_FOUND');
      const ids = await repository.usersOfMerchant(db, merchantId);
      const [contacts, waiting] = await Promise.all([deps.contacts(ids), deps.awaitingPassword(ids)]);
      return contacts.map((c) => ({
        id: c.id,
        merchant_id: merchantId,
        mobile: c.mobile,
        email: c.email ?? '',
        password_set: !waiting.has(c.id),
      }));
    },

    /** POST /merchants/{id}/users/{user_id}/invitation (admin): the invitation again, with a new link. */
    async resendInvitation(merchantId: string, userId: string) {
      const merchant = await repository.findMerchant(db, merchantId);
      if (!merchant || !(await repository.usersOfMerchant(db, merchantId)).includes(userId)) throw new AppError('NOT_FOUND');
      const invited = await deps.reinvite(userId);
      if (!invited) throw new AppError('CONFLICT', messages.merchantUserPasswordAlreadySet);
      const [contact] = await deps.contacts([userId]);
      const sent = await sendInvitation({ ...invited, userId, merchantName: merchant.name, mobile: contact?.mobile ?? '' }, merchantId);
      return { msg: messages.merchantUserInvited(sent.email), data: sent };
    },
  };
}
