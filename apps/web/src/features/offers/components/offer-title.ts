/**
 * An offer named with its merchant: '20% off dinner at Saffron Table'; a name that already says where
 * ('15% off at Blue Horizon Stays') is left as it is, not '… at Blue Horizon Stays at Blue Horizon Stays'.
 */
export function offerAtMerchant(offerName: string, merchantName: string): string {
  return offerName.toLowerCase().includes(merchantName.toLowerCase()) ? offerName : `${offerName} at ${merchantName}`;
}
