import { chunkLoadTimeoutMs } from '../../domain/error-tracking/client-error-rules.ts';

/**
 * A chunk or style of the app that did not load, with the request that failed (spec §8: chunk and style
 * load failures raise a load-failed error with request info). A load still pending after the chunk load
 * timeout (120 s) counts as failed too.
 */
export class LoadFailedError extends Error {
  readonly request: string;
  readonly isTimeout: boolean;

  constructor(request: string, options: { cause?: unknown; isTimeout?: boolean } = {}) {
    // For the global admin's log, not for the user: the error page says it in the user's language.
    /* eslint-disable lingui/no-unlocalized-strings */
    const message = options.isTimeout
      ? `Loading ${request} took longer than ${chunkLoadTimeoutMs / 1000} s`
      : `Failed to load ${request}`;
    /* eslint-enable lingui/no-unlocalized-strings */
    super(message, { cause: options.cause });
    this.name = 'LoadFailedError';
    this.request = request;
    this.isTimeout = options.isTimeout ?? false;
  }
}

/** Named when the failure does not say which file it was. */
export const unknownRequest = 'unknown-chunk';

/** How the browsers and Vite word a dynamic import or a style that failed to load. */
const loadFailureMessages =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof LoadFailedError || (error instanceof Error && loadFailureMessages.test(error.message))
  );
}

/** The URL a browser's load failure names (Chromium: "…module: https://host/assets/x.js"), or ''. */
export function failedRequestOf(error: unknown): string {
  if (error instanceof LoadFailedError) return error.request;
  const message = error instanceof Error ? error.message : String(error ?? '');
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|mjs|css))/.exec(message);
  if (!match?.[1]) return '';
  try {
    return new URL(match[1], window.location.origin).pathname;
  } catch {
    return match[1];
  }
}
