import { expect, type Page } from '@playwright/test';
import { logInInEnglish } from './account-flows.ts';
import { apiWithToken, type Api } from './api.ts';
import { readMustReadAlerts } from './login-as.ts';

/** Logs in in English, reads must-read alerts away and answers the session's API. */
export async function logInWithApi(page: Page, loginName: string): Promise<Api> {
  await page.goto('/login');
  await logInInEnglish(page, loginName, 'demo-pallet');
  await page.waitForURL(/\/(app|gdpr|agreement)/, { timeout: 30_000 });
  await readMustReadAlerts(page);
  return apiWithToken(page, await page.evaluate(() => localStorage.getItem('token')));
}

/** Leaves the session as the browser would after a logout, keeping the language. */
export async function leaveSession(page: Page) {
  await page.evaluate(() => localStorage.removeItem('token'));
}

export interface StoredText {
  id: number;
  version: number;
  type: string;
  title: string;
  area: string | null;
  path: string | null;
  date: string;
  language: string;
  locationType: string | null;
  mustRead: boolean;
  visibility: string;
  showFrom: string | null;
  showTo: string | null;
  html: string;
}

/** POST publishedMessage's body for an edit of a stored text with other HTML. */
export function editOf({ visibility: _visibility, ...text }: StoredText, html: string) {
  const { id, version, type, title, area, path, date, language, locationType, mustRead, showFrom, showTo } =
    text;
  return {
    id,
    version,
    type,
    title,
    area,
    path,
    date,
    language,
    locationType,
    mustRead,
    showFrom,
    showTo,
    html,
  };
}

/**
 * Withdraws a text through the API, so a must-read text published by a test never blocks the specs that
 * run after it on the same server.
 */
export async function withdraw(api: Api, id: number) {
  const current = await api.get<StoredText>('PublishedMessage', { id });
  if (current.visibility !== 'Published') return;
  const answer = await api.post('publishedMessageWithdraw', { id, version: current.version });
  expect(answer.ok()).toBe(true);
}
