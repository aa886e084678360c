import type { BinType, UserDetails } from '@portal/contract';
import { api } from '@/lib/api-client';
import { storeCurrentUser } from '@/lib/session';
import { storage } from '@/lib/storage';

interface AddedCard {
  data: { id: string; attributes: Record<string, unknown> };
}

/**
 * Spec 01 §4 step 4: save the token, add the card by bin, load the user's details, store the session.
 * A failed card add is only logged.
 */
export async function completeSignIn(input: { token: string; sessionId: string; bin: string; binType?: BinType }) {
  storage.set('token', input.token);
  try {
    // Spec 02 §7: the card is added with bin and bin_type (the type the card check named).
    const card = await api.post<AddedCard>('/customer/user/user_cards', { bin: input.bin, bin_type: input.binType });
    storage.set('user_card_id', card.data.id);
    storage.set('user_card_details', card.data);
  } catch (error) {
    console.warn('adding the card failed', error);
  }
  const { data: user } = await api.get<{ data: UserDetails }>('/customer/user');
  storage.set('country_id', String(user.country_id));
  storeCurrentUser({
    id: user.id,
    full_name: user.full_name,
    name: user.full_name,
    mobile: user.mobile_number,
    email: user.email,
    bin: input.bin,
    token: input.token,
    session_id: input.sessionId,
    login_details: { last_login: user.last_login.time },
    expires_at: user.expires_at,
  });
  return user;
}
