/**
 * Spec 02 §5: first and last name are the first and last word of the user's full name (a middle name is
 * dropped; one word gives no last name). The forms prefill from it, the API greets and bills with it.
 */
export function splitFullName(fullName: string | null | undefined): { first_name: string; last_name: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.length > 1 ? words[words.length - 1]! : '' };
}
