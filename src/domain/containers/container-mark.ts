import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { containerStatuses, maxContainerReasonLength } from './container-status.ts';

const versionSchema = z.number('must be a version number').int('must be a whole number').positive();

/**
 * POST containerStatus: Mark for repair (NeedsRepair) or Mark as repaired (OK), with the reason and the
 * container's version the user saw (issue 20 item 2).
 */
export const containerStatusInputSchema = z.object({
  id: idSchema,
  status: z.enum(containerStatuses, 'must be OK or NeedsRepair'),
  reason: z
    .string('must be text')
    .trim()
    .min(1, 'must not be empty')
    .max(maxContainerReasonLength, `must be at most ${maxContainerReasonLength} characters`)
    .refine((value) => !value.includes('\u0000'), 'contains a character that cannot be stored'),
  version: versionSchema,
});
export type ContainerStatusInput = z.infer<typeof containerStatusInputSchema>;
