/** Customer and location status ids of spec §4: 1 and 2 are selectable, 2 is shown as Blocked. */
export const statusNames: Record<number, string> = { 1: 'Active', 2: 'Blocked' };

export function statusName(statusId: number): string {
  return statusNames[statusId] ?? String(statusId);
}
