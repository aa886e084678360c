/**
 * For the contract's tests: the cardholder they book as. The fields every kind's payload carries (the contact,
 * the card's BIN and the accepted terms), valid, so a test adds only what its kind asks.
 */
export const cardholderPayload = {
  first_name: 'Asha',
  last_name: 'Rao',
  mobile_number: '9811100001',
  email: 'asha@example.in',
  bin_used: '41000001',
  agree_terms: true,
};
