import type { StartSummary } from '../../domain/session/start-summary.ts';
import { actionNames, type ActionName } from '../../domain/session/action-names.ts';
import type { ActionResult } from '../../domain/session/actions.ts';
import type { RoutableOrder } from '../../domain/routing/order-route.ts';
import type { Alert, SessionStatus, StartBundle } from '../../domain/session/session-status.ts';
import type { WebTaskId } from '../../domain/tasks/web-tasks.ts';
import { ApiError } from '../api/api-error.ts';
import { callApi, tokenKey } from '../api/client.ts';
import { currentHost } from '../config/hosts.ts';
import { clearKeptReads } from '../offline/offline-reads.ts';
import { markSessionStart, setOfflineUser } from '../offline/offline-user.ts';

export interface LoginAnswer extends SessionStatus {
  token: string;
}

export async function login(userLoginName: string, password: string): Promise<LoginAnswer> {
  const answer = await callApi<LoginAnswer>('Login', {
    method: 'POST',
    body: { userLoginName, password, anonymous: true },
    anonymous: true,
  });
  // The token and the owner of the device's offline data change together: the replayer never sends one
  // user's changes with another's token.
  setOfflineUser({
    userId: answer.loginUser.id,
    market: currentHost.market,
    loginName: answer.loginUser.loginName,
  });
  markSessionStart();
  localStorage.setItem(tokenKey, answer.token);
  // Logged in again: this user's changes paused by an expired session go out now.
  void import('../offline/outbox.ts').then((outbox) => outbox.resumePausedEntries(answer.loginUser.id));
  return answer;
}

/** Logs out; the device forgets the user's kept reads but keeps their unsent changes for their next login. */
export async function logout(): Promise<void> {
  await callApi('logout', { method: 'POST', noUnauthorizedRedirect: true }).catch(() => undefined);
  setOfflineUser(null);
  localStorage.removeItem(tokenKey);
  await clearKeptReads().catch(() => undefined);
}

/** The start bundle asks for every named action of spec §7. */
const startActions: readonly ActionName[] = actionNames;

/** The start bundle through POST Actions (spec §4); any action's error fails the start. */
export async function fetchStartBundle(): Promise<StartBundle> {
  const results = await callApi<ActionResult[]>('Actions', { method: 'POST', body: startActions });
  const failed = results.find((result) => result.error);
  if (failed?.error) throw new ApiError(500, failed.error.message, failed.error.type, failed.error);
  const data = Object.fromEntries(results.map((result) => [result.name, result.data])) as Record<
    ActionName,
    unknown
  >;
  return {
    status: data.Status as StartBundle['status'],
    tasks: (data.WebTaskUsers as { taskId: WebTaskId }[]).map((task) => task.taskId),
    truckTypes: data.TruckTypes as StartBundle['truckTypes'],
    transactionTypes: data.TransactionTypes as StartBundle['transactionTypes'],
    transactionStatuses: data.TransactionStatuses as StartBundle['transactionStatuses'],
    interCompany: data.InterCompany as StartBundle['interCompany'],
    preload: data.Preload as StartBundle['preload'],
  };
}

export const fetchStatus = () => callApi<SessionStatus>('Status');

export const saveLanguage = (language: string) =>
  callApi<{ language: string }>('Language', { method: 'POST', body: { language } });

export const confirmGdpr = () => callApi<SessionStatus>('gdpr', { method: 'POST', body: { accept: true } });

export const acceptAgreement = () =>
  callApi<SessionStatus>('agreement', { method: 'POST', body: { accept: true } });

export const switchUser = (body: { customerId: number; locationId?: number; userId?: number }) =>
  callApi<SessionStatus>('status', { method: 'POST', body });

export const fetchAlerts = () => callApi<Alert[]>('Alerts');

export const fetchStartSummary = () => callApi<StartSummary>('StartSummary');

export const markAlertRead = (alertId: number) =>
  callApi<Alert>('alertRead', { method: 'POST', body: { alertId } });

/** POST alertReadAll: the bell's 'Mark all read' (issue 19 item 4). */
export const markAllAlertsRead = () => callApi<{ marked: number }>('alertReadAll', { method: 'POST' });

/** The order an Order alert names, to open the screen its status, type and destination choose (spec §2). */
export const fetchAlertOrder = (id: number) =>
  callApi<RoutableOrder & { id: number }>('order', { query: { id } });

/** The invoice an Invoice alert names: its page under Reports is by type. */
export const fetchAlertInvoice = (id: number) =>
  callApi<{ id: number; type: string }>('invoice', { query: { id } });

export async function fetchLatestVersion(): Promise<string> {
  const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.json: ${response.status}`);
  return ((await response.json()) as { version: string }).version;
}

export interface LoginMessage {
  id: number;
  title: string;
  text: string;
}

/** Login welcome messages; a failure gives an empty list (spec §7). */
export const fetchLoginMessages = (language: string) =>
  callApi<LoginMessage[]>('Messages', {
    query: { type: 'Login', anonymous: true, language },
    anonymous: true,
  }).catch(() => [] as LoginMessage[]);

export interface SwitchOption {
  id: number;
  name: string;
}

export const fetchSwitchLocations = (customerId: number) =>
  callApi<SwitchOption[]>('Locations', { query: { customerId, canSwitch: true } });
