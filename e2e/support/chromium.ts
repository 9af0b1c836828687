/** Debian's Chromium, never a downloaded browser, with the flags this closed network needs. */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/** Chromium resolves `host` to this machine, so the app sees that host name (spec §1 host table). */
export function onHost(host: string) {
  return {
    baseURL: `http://${host}:${e2ePort}`,
    launchOptions: chromiumLaunchOptions([`--host-resolver-rules=MAP ${host} 127.0.0.1`]),
  };
}
