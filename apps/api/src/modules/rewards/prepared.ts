import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { rewardsCartItems, rewardsCheckouts } from '../../db/schema/index.ts';

/** The rewards module's hot statements: the cart read on every cart page, the callback's checkout. */
export const prepared = preparedOnce((db) => ({
  cartOfUser: db
    .select()
    .from(rewardsCartItems)
    .where(eq(rewardsCartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(rewardsCartItems.createdAt))
    .prepare('rewards_cart_of_user'),
  checkoutByTxnid: db
    .select()
    .from(rewardsCheckouts)
    .where(and(eq(rewardsCheckouts.txnid, sql.placeholder('txnid'))))
    .prepare('rewards_checkout_by_txnid'),
}));
