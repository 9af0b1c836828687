/** Shop accounting's channels and payment methods (issue 20 item 5), without zod: the app's route search uses them. */
export const shopChannels = ['Shop', 'Wholesale'] as const;
export type ShopChannel = (typeof shopChannels)[number];

/** Card, cash, on invoice, or a mobile payment — Vipps, Swish or MobilePay as the market has it. */
export const paymentMethods = ['Card', 'Cash', 'Invoice', 'Mobile'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The market's mobile payment, the name the Mobile method goes by there. */
export function mobilePaymentName(marketId: string): string {
  switch (marketId) {
    case 'no':
      return 'Vipps';
    case 'se':
      return 'Swish';
    case 'dk':
    case 'fi':
      return 'MobilePay';
    default:
      return 'Mobile';
  }
}
