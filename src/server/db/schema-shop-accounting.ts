/** Tables of shop accounting (issue 20 item 5), filled in by migration 0026. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the shop-accounting work
export interface ShopAccountingSchema {}
