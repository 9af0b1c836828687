import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  NotifySwitch,
  ReportLevel,
  SupportUserKind,
  UserRoleFlag,
} from '../../../domain/admin/users.ts';
import type { WebTaskId } from '../../../domain/tasks/web-tasks.ts';

/** Report levels by id (spec §3). */
export const reportLevelLabels = {
  0: msg`Location`,
  1: msg`Customer`,
  2: msg`Chain`,
  3: msg`Customer type`,
  4: msg`Global`,
} satisfies Record<ReportLevel, MessageDescriptor>;

/** The menu tasks (spec §6), named as the menu names them. */
export const taskLabels = {
  ORDER: msg`Orders`,
  DISPATCH: msg`Pickups`,
  SHIPMENT: msg`Goods delivery`,
  RECEPTION: msg`Reception`,
  EXPEDITION: msg`Dispatching`,
  CONTAINER: msg`Container`,
  REPORTS: msg`Reports`,
} satisfies Record<WebTaskId, MessageDescriptor>;

export const supportUserLabels = {
  none: msg`No`,
  customer: msg`Support user (customer)`,
  location: msg`Support user (location)`,
} satisfies Record<SupportUserKind, MessageDescriptor>;

export const roleLabels = {
  isSuperuser: msg`Superuser`,
  isLocationAdmin: msg`Location admin`,
  isProvider: msg`Provider staff (SR/SW)`,
  isGlobalAdmin: msg`Global admin`,
} satisfies Record<UserRoleFlag, MessageDescriptor>;

export const notifyLabels = {
  notifyAutocommit: msg`Autocommit`,
  notifyDeviation: msg`Deviation`,
  notifyDisagree: msg`Disagreement`,
  notifyHighVolume: msg`High volume`,
  notifyNewCustomer: msg`New customer`,
  notifyStock: msg`Stock`,
} satisfies Record<NotifySwitch, MessageDescriptor>;
