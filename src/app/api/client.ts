import { ApiError } from './api-error.ts';

export const tokenKey = 'token';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Anonymous calls send no bearer token (spec §7). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the API under the market's base, attaches the bearer token from localStorage, unwraps
 * `{ data }` and stores a renewed `auth.token` (spec §7).
 */
export async function callApi<T>(apiBase: string, call: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(`${apiBase}/${call}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(tokenKey);
  if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new ApiError(0, 'The network is not reachable', 'NetworkError', error);
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: T;
    auth?: { token?: string };
    error?: { message?: string; type?: string };
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.message ?? response.statusText,
      payload?.error?.type ?? 'HttpError',
      payload?.error,
    );
  }
  if (payload?.auth?.token) localStorage.setItem(tokenKey, payload.auth.token);
  return payload?.data as T;
}
