import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { clearCaches } from '../../src/server/cache/cache-registry.ts';
import { loadConfig, type AppConfig } from '../../src/server/config.ts';
import { demoPassword } from '../../src/server/db/seed/demo-accounts.ts';
import { openTestDatabase, testPasswordHashCost } from './test-database.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { data?: T; auth?: { token: string }; error?: { message: string; type: string; data?: unknown } };
  response: LightMyRequestResponse;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Logs a demo user in once and returns their bearer token. */
  tokenOf(loginName: string, market?: string): Promise<string>;
  /** Calls /api/{market}/{call} as a demo user (or anonymously with `null`). */
  callAs<T = unknown>(
    loginName: string | null,
    method: 'GET' | 'POST',
    call: string,
    options?: { body?: unknown; query?: Record<string, string>; market?: string; token?: string },
  ): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({
    DATA_DIR: ':memory:',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(testPasswordHashCost),
    STATIC_DIR: 'dist',
    // Only the job queue's own test runs it (JOBS: 'on'); elsewhere it would add orders behind a test's back.
    JOBS: 'off',
    ...overrides,
  });
}

/** The whole app on a fresh, migrated and seeded database, without a port (STYLE.md, tests). */
export async function makeTestApp(
  env: NodeJS.ProcessEnv = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // The test files of a worker share the server's modules (vitest.config.ts): a new app starts with the
  // process's caches empty, as a new process does, and never with another file's database's rows.
  clearCaches(null);
  const config = testConfig(env);
  const app = await buildApp(config, { database, ...options });
  const tokens = new Map<string, string>();

  const inject = async <T>(options: InjectOptions): Promise<ApiAnswer<T>> => {
    const response = await app.inject(options);
    const body = response.body ? (JSON.parse(response.body) as ApiAnswer<T>['body']) : {};
    return { status: response.statusCode, body, response };
  };

  const tokenOf = async (loginName: string, market = 'no') => {
    const key = `${market}/${loginName}`;
    const known = tokens.get(key);
    if (known) return known;
    const answer = await inject<{ token: string }>({
      method: 'POST',
      url: `/api/${market}/Login`,
      payload: { userLoginName: loginName, password: demoPassword },
    });
    const token = answer.body.data?.token;
    if (answer.status !== 200 || !token) {
      throw new Error(`login of ${key} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    tokens.set(key, token);
    return token;
  };

  return {
    app,
    config,
    tokenOf,
    callAs: async (loginName, method, call, options = {}) => {
      const market = options.market ?? 'no';
      const token = options.token ?? (loginName ? await tokenOf(loginName, market) : undefined);
      return inject({
        method,
        url: `/api/${market}/${call}`,
        ...(options.query ? { query: options.query } : {}),
        ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
