import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContainerStatus } from '../../../domain/containers/container-status.ts';

export const containerStatusColors = {
  OK: 'teal',
  NeedsRepair: 'orange',
} satisfies Record<ContainerStatus, string>;

/** The action that leads to each status (the button and the dialog's title). */
export const markActionLabels = {
  NeedsRepair: msg`Mark for repair`,
  OK: msg`Mark as repaired`,
} satisfies Record<ContainerStatus, MessageDescriptor>;

/** A mark in the history, as what happened (not the button that does it). */
export const markDoneLabels = {
  NeedsRepair: msg`Marked for repair`,
  OK: msg`Marked as repaired`,
} satisfies Record<ContainerStatus, MessageDescriptor>;
