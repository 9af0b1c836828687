import { chunkLoadTimeoutMs } from '../../domain/error-tracking/client-error-rules.ts';
import { LoadFailedError } from './load-failed-error.ts';
import { reportError } from './report-error.ts';

/**
 * A load that has not settled after the chunk load timeout (spec §8, §9: 120 s) fails with the
 * load-failed error, reported; a later answer of the load itself changes nothing.
 */
export function withLoadTimeout<T>(
  loading: Promise<T>,
  request: string,
  timeoutMs: number = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new LoadFailedError(request, { isTimeout: true });
      reportError('load-failed', error);
      reject(error);
    }, timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface LazyComponent {
  preload?: () => Promise<void> | undefined;
}

interface TimedRoute {
  id: string;
  fullPath?: string;
  options: object;
}

const componentOptions = ['component', 'errorComponent', 'pendingComponent', 'notFoundComponent'] as const;

/**
 * Puts the chunk load timeout on every lazy route component (TanStack Router's lazyRouteComponent, as
 * autoCodeSplitting makes them): the router awaits `preload` before it shows a screen, so a chunk still
 * loading after 120 s fails the navigation into the error page instead of a spinner for ever. The
 * request named is the screen's path: the chunk's own file name is known only inside the import.
 */
export function timeLazyRoutes(routes: Iterable<TimedRoute>, timeoutMs: number = chunkLoadTimeoutMs) {
  for (const route of routes) {
    const options = route.options as Partial<Record<(typeof componentOptions)[number], LazyComponent>>;
    for (const option of componentOptions) {
      const component = options[option];
      const preload = component?.preload;
      if (!component || typeof preload !== 'function') continue;
      const request = `${route.fullPath || route.id} (${option})`;
      component.preload = () => {
        const loading = preload();
        return loading ? withLoadTimeout(loading, request, timeoutMs) : loading;
      };
    }
  }
}
