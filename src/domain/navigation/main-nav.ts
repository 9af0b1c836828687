import { hasTask, type WebTaskId } from '../tasks/web-tasks.ts';

/** What the main navigation's rules read from the session (spec §2, §3). */
export interface NavContext {
  tasks: readonly WebTaskId[];
  location: {
    isProvider: boolean;
    isPooling: boolean;
    isCommission: boolean;
    isDispatch: boolean;
    isContainerActive: boolean;
  };
  isGlobalAdmin: boolean;
}

export const mainNavItems = [
  'home',
  'orders',
  'dispatch',
  'delivery',
  'reception',
  'expedition',
  'containers',
  'reports',
  'support',
] as const;
export type MainNavItem = (typeof mainNavItems)[number];

/** The visibility table of spec §2; a task list that is empty means all tasks. */
const rules: Record<MainNavItem, (context: NavContext) => boolean> = {
  home: () => true,
  orders: ({ tasks, location }) => hasTask(tasks, 'ORDER') && !location.isProvider,
  dispatch: ({ tasks, location }) => hasTask(tasks, 'DISPATCH') && !location.isProvider,
  delivery: ({ tasks, location }) =>
    hasTask(tasks, 'SHIPMENT') && (location.isPooling || location.isCommission || location.isProvider),
  reception: ({ tasks }) => hasTask(tasks, 'RECEPTION'),
  expedition: ({ tasks, location }) =>
    hasTask(tasks, 'EXPEDITION') && (location.isProvider || location.isDispatch),
  containers: ({ tasks, location, isGlobalAdmin }) =>
    location.isContainerActive && (hasTask(tasks, 'CONTAINER') || isGlobalAdmin),
  reports: ({ tasks }) => hasTask(tasks, 'REPORTS'),
  support: () => true,
};

export function visibleNavItems(context: NavContext): MainNavItem[] {
  return mainNavItems.filter((item) => rules[item](context));
}

/** The orders item is named Orders at pooling or commission locations, otherwise Buy (spec §2). */
export function ordersItemName(location: NavContext['location']): 'orders' | 'buy' {
  return location.isPooling || location.isCommission ? 'orders' : 'buy';
}
