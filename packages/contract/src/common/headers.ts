/** Spec 01 §7 / 02 §7: fixed headers every request carries. */
export const REQUIRED_HEADERS = ['x-api-id', 'x-client-id', 'x-project-id'] as const;
export const HEADER_DISPLAY_NAMES: Record<(typeof REQUIRED_HEADERS)[number], string> = {
  'x-api-id': 'X-api-Id',
  'x-client-id': 'X-Client-Id',
  'x-project-id': 'X-Project-Id',
};
