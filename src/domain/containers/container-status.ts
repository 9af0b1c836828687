/** A container's status (spec §3 Container): in working order, or marked for repair. */
export const containerStatuses = ['OK', 'NeedsRepair'] as const;
export type ContainerStatus = (typeof containerStatuses)[number];

export const isContainerStatus = (value: unknown): value is ContainerStatus =>
  typeof value === 'string' && (containerStatuses as readonly string[]).includes(value);

/** Mark for repair and Mark as repaired: each status leads to the other, never to itself. */
export const nextContainerStatus = (status: ContainerStatus): ContainerStatus =>
  status === 'OK' ? 'NeedsRepair' : 'OK';

/** The reason a mark needs (issue 20 item 2): short enough for a label, long enough for a note. */
export const maxContainerReasonLength = 500;

/** The register's page size and the longest text search it takes. */
export const containerPageSize = 50;
export const maxContainerTermLength = 40;
