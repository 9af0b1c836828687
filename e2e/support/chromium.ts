/** Debian's Chromium as a person runs it: the benchmarks measure in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' browser: the old headless mode of the same Debian build (`chromium-headless-shell`),
 * which draws no window around the page and costs about a fifth less CPU per test than the new headless
 * mode of the full browser (README, "The test run"). CHROMIUM_PATH runs them in another build.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's Chromium, never a downloaded browser, with the flags this closed network needs. */
export function chromiumLaunchOptions(extraArgs: string[] = [], executablePath = testBrowserPath) {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}

/** The first worker's server port; worker n has its own server (and mail catcher) `n * portStride` above. */
export const e2eBasePort = Number(process.env.E2E_PORT ?? 8181);
export const portStride = 10;

/** The app server's port for a Playwright worker (its parallel index, 0 … workers − 1). */
export function e2ePortOf(parallelIndex: number) {
  return e2eBasePort + parallelIndex * portStride;
}

/**
 * This process's server: Playwright sets TEST_PARALLEL_INDEX in each worker before it loads the config
 * and the specs, so every spec, `onHost` and the config's baseURL reach the worker's own server. The
 * runner process itself (no index) sees the first.
 */
export const e2ePort = e2ePortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** Chromium resolves `host` to this machine, so the app sees that host name (spec §1 host table). */
export function onHost(host: string) {
  return {
    baseURL: `http://${host}:${e2ePort}`,
    launchOptions: chromiumLaunchOptions([`--host-resolver-rules=MAP ${host} 127.0.0.1`]),
  };
}
