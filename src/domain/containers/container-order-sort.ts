/** The columns the container order list sorts by; no zod here (the route's search parser is in the start chunk). */
export const containerOrderSortFields = [
  'orderNo',
  'deliveryDate',
  'status',
  'count',
  'locationName',
  'createdAt',
] as const;
export type ContainerOrderSortField = (typeof containerOrderSortFields)[number];
