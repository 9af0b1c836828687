import { ApiError, isAbortError } from './api-error.ts';

/**
 * Every query's retry rule (issue 15 item 3): a 4xx (not found, not allowed, bad input) is an answer,
 * not a hiccup, and a cancelled call is not retried (the retry would cancel the newer call in turn);
 * anything else — a network fault, a 5xx — is tried once more.
 */
export function retryServerFaultsOnce(failures: number, error: Error): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}
