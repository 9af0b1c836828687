import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContainerStatus } from '../../../domain/containers/container-status.ts';

/**
 * Spec §3 Container: the statuses as the register shows them. In app/ui so the outbox's change texts
 * (src/app/offline) and the containers feature say them alike.
 */
export const containerStatusLabels = {
  OK: msg`OK`,
  NeedsRepair: msg`Needs repair`,
} satisfies Record<ContainerStatus, MessageDescriptor>;
