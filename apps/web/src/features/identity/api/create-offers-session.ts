import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { storage } from '@/lib/storage';

interface HandOffSession {
  data: { attributes: { token: string; uid: string; client: string } };
}

/** The offers hand-off's own session (access-token, uid, client), made from the signed-in user's token. */
export async function createOffersSession(input: { token: string; uid: string }) {
  const { data } = await api.post<HandOffSession>('/core/sessions/create_with_user', {
    token: input.token,
    uid: input.uid,
    client: env.clientId,
  });
  storage.set('access-token', data.attributes.token);
  storage.set('uid', data.attributes.uid);
  storage.set('client', data.attributes.client);
  return data.attributes;
}
