import { vi } from 'vitest';

type Answer = unknown | ((url: URL) => unknown);

/**
 * Stubs `fetch` with answers per API call name (the last path segment), wrapped in `{ data }` as the
 * server sends them; the returned mock records the requested URLs.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const call = url.pathname.split('/').pop() ?? '';
    if (!(call in answers)) return new Response('{"error":{"message":"Not found"}}', { status: 404 });
    const answer = answers[call];
    const data = typeof answer === 'function' ? (answer as (url: URL) => unknown)(url) : answer;
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The URLs requested for one call. */
    urlsOf: (call: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input)))
        .filter((url) => url.pathname.endsWith(`/${call}`)),
  };
}
