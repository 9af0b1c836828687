import type { MarketId } from '../../domain/shared/markets.ts';
import { apiBaseFor, currentHost } from '../config/hosts.ts';
import { ApiError, isAbortError } from './api-error.ts';

export const tokenKey = 'token';
export const loginPath = '/login';
/** Where a raw answer (a file) carries a renewed token, as it has no `auth` envelope. */
const renewedTokenHeader = 'x-auth-token';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** Sent as JSON, or a FormData as a multipart form. */
  body?: unknown;
  /** Anonymous calls send no bearer token (spec §7). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** A newer call with the same key cancels this one; the cancelled call's error is swallowed. */
  latestOf?: string;
  /** Spreadsheets come back as the raw body (spec §7). */
  raw?: boolean;
  /** The offline replayer handles a 401 itself and must never trigger the app-wide redirect. */
  noUnauthorizedRedirect?: boolean;
  /** Another market's API base than the host's: forgot password asks in the market the user picks. */
  market?: MarketId;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

let unauthorizedHandler: (returnUrl: string) => void = (returnUrl) => {
  window.location.assign(`/?returnUrl=${encodeURIComponent(returnUrl)}`);
};
let currentUserName: string | null = null;
const pending = new Map<string, AbortController>();

/** The router installs a navigation that keeps the app loaded. */
export function onUnauthorized(handler: (returnUrl: string) => void) {
  unauthorizedHandler = handler;
}

export function setCurrentUserName(name: string | null) {
  currentUserName = name;
}

function buildUrl(call: string, query: CallOptions['query'], market?: MarketId): URL {
  const base = market ? apiBaseFor(market) : currentHost.apiBase;
  const url = new URL(`${base}/${call}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url;
}

/** A FormData goes as is (multipart: the browser sets the type with its boundary), anything else as JSON. */
function bodyOf(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * Calls the API under the host's base (spec §7): bearer token from localStorage unless anonymous,
 * `{ data }` unwrapped, a renewed `auth.token` stored, errors as ApiError. A 401 outside the login
 * page removes the token and goes to / with returnUrl (spec §8).
 */
export async function callApi<T>(call: string, options: CallOptions = {}): Promise<T> {
  const controller = new AbortController();
  options.signal?.addEventListener('abort', () => controller.abort());
  if (options.latestOf) {
    pending.get(options.latestOf)?.abort();
    pending.set(options.latestOf, controller);
  }
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = localStorage.getItem(tokenKey);
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`; // eslint-disable-line lingui/no-unlocalized-strings -- an HTTP header
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(call, options.query, options.market), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: bodyOf(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    // The screens translate the NetworkError type; the reason is for logs.
    throw new ApiError(0, 'The network is not reachable', 'NetworkError', error, currentUserName);
  } finally {
    if (options.latestOf && pending.get(options.latestOf) === controller) pending.delete(options.latestOf);
  }

  if (options.raw && response.ok) {
    const renewed = response.headers.get(renewedTokenHeader);
    if (renewed && token && localStorage.getItem(tokenKey) === token) localStorage.setItem(tokenKey, renewed);
    return (await response.blob()) as T;
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    auth?: { token?: string };
    error?: { message?: string; type?: string };
  } | null;
  // Another login or a logout may have happened while this call ran: only the token this call sent is
  // replaced or removed, never a newer one.
  const isTokenCurrent = localStorage.getItem(tokenKey) === token;
  if (payload?.auth?.token && token && isTokenCurrent) localStorage.setItem(tokenKey, payload.auth.token);
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      payload?.error?.message ?? response.statusText,
      payload?.error?.type ?? 'HttpError',
      payload?.error,
      currentUserName,
      response.headers.get('X-Request-Id'),
    );
    // Only the session this device holds now can end here: a call sent with no token, or with one that
    // a logout or another login has since replaced, is a late answer to a session already left.
    const endsCurrentSession = token !== null && isTokenCurrent;
    if (
      error.status === 401 &&
      endsCurrentSession &&
      !options.noUnauthorizedRedirect &&
      window.location.pathname !== loginPath
    ) {
      localStorage.removeItem(tokenKey);
      unauthorizedHandler(window.location.pathname + window.location.search);
    }
    // The server holds back every data call until GDPR is confirmed (issue 16 item 6): go and confirm it.
    if (
      error.type === 'GdprNotConfirmed' &&
      !options.noUnauthorizedRedirect &&
      window.location.pathname !== '/gdpr'
    ) {
      window.location.assign('/gdpr');
    }
    throw error;
  }
  return payload?.data as T;
}
