/** The signed-in cardholder: the request's user (mobile, e-mail and card bins read with the session) or just an id. */
export type Cardholder = string | { id: string; mobile: string; email: string | null; cardBins: string[] };

export const idOf = (user: Cardholder) => (typeof user === 'string' ? user : user.id);
