/** Types for money-attack.mjs, so the API's test can run the attack against an app built in-process. */
export interface AttackResult {
  number: number;
  title: string;
  verdict: 'fixed' | 'open' | 'not replayed' | 'error';
  tried: string;
  got: string;
  requests: number;
}
export function attackMoney(options: {
  base: string;
  admin?: { email: string; password: string };
  waitSeconds?: number;
  /** The portal's PAYMENT_RECONCILE_AFTER_SECONDS, when known: a cart payment still unreconciled well after it is open. */
  reconcileAfterSeconds?: number;
  log?: (line: string) => void;
}): Promise<{ results: AttackResult[]; requests: number; open: number; errors: number }>;
