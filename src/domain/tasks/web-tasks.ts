import { z } from 'zod';

/** Menu access per task (spec §3, §6); an empty task list means every task is allowed. */
export const webTaskIds = [
  'CONTAINER',
  'DISPATCH',
  'EXPEDITION',
  'ORDER',
  'RECEPTION',
  'REPORTS',
  'SHIPMENT',
] as const;
export type WebTaskId = (typeof webTaskIds)[number];
export const webTaskIdSchema = z.enum(webTaskIds);

export function hasTask(tasks: readonly WebTaskId[], task: WebTaskId): boolean {
  return tasks.length === 0 || tasks.includes(task);
}
