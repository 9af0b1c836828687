import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isAbortError } from '../../../src/app/api/api-error.ts';
import { callApi, onUnauthorized, tokenKey } from '../../../src/app/api/client.ts';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('the API client (spec §7, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    window.history.replaceState(null, '', '/app/orders?x=1');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, unwraps data and stores a renewed auth.token', async () => {
    localStorage.setItem(tokenKey, 'old-token');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { ok: 1 }, auth: { token: 'new-token' } }));
    await expect(callApi('Status')).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/no/Status');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer old-token');
    expect(localStorage.getItem(tokenKey)).toBe('new-token');
  });

  it('never replaces a token that changed while the call ran (another login or a logout)', async () => {
    localStorage.setItem(tokenKey, 'token-a');
    fetchMock.mockImplementationOnce(async () => {
      localStorage.setItem(tokenKey, 'token-b');
      return answer(200, { data: 1, auth: { token: 'renewed-a' } });
    });
    await callApi('Status');
    expect(localStorage.getItem(tokenKey)).toBe('token-b');
  });

  it('sends a FormData as is, with the token and without a JSON content type (multipart)', async () => {
    localStorage.setItem(tokenKey, 'a-token');
    fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 1 } }));
    const form = new FormData();
    form.append('orderId', '12');
    await expect(callApi('orderComment', { method: 'POST', body: form })).resolves.toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a-token');
  });

  it('answers a raw file as a Blob and stores a token renewed in its X-Auth-Token header', async () => {
    localStorage.setItem(tokenKey, 'old-token');
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.4', { status: 200, headers: { 'X-Auth-Token': 'new-token' } }),
    );
    const file = await callApi<Blob>('orderAttachment', { query: { id: 4 }, raw: true });
    expect(await file.text()).toBe('%PDF-1.4');
    expect(localStorage.getItem(tokenKey)).toBe('new-token');
  });

  it('sends no token on an anonymous call', async () => {
    localStorage.setItem(tokenKey, 'a-token');
    fetchMock.mockResolvedValueOnce(answer(200, { data: [] }));
    await callApi('Messages', { anonymous: true });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('rejects with reason, status, type and inner error', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(409, { error: { message: 'Could not set order status', type: 'Conflict' } }),
    );
    const error = await callApi('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, reason: 'Could not set order status', type: 'Conflict' });
  });

  it('on 401 removes the token and goes to / with the current path as returnUrl', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    localStorage.setItem(tokenKey, 'expired');
    fetchMock.mockResolvedValueOnce(answer(401, { error: { message: 'no', type: 'UnauthorizedAccess' } }));
    await expect(callApi('Status')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(tokenKey)).toBeNull();
    expect(handler).toHaveBeenCalledWith('/app/orders?x=1');
  });

  it('does not redirect on 401 on the login path, nor for the offline replayer', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(answer(401, { error: { message: 'Login failed', type: 'LoginFailed' } }));
    await expect(callApi('Login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    window.history.replaceState(null, '', '/app/reception');
    await expect(callApi('x', { noUnauthorizedRedirect: true })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not redirect on a late 401 after a logout: a call sent with no token, or with a replaced one', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    fetchMock.mockResolvedValue(answer(401, { error: { message: 'no', type: 'UnauthorizedAccess' } }));
    await expect(callApi('reportWidgets')).rejects.toBeInstanceOf(ApiError);
    localStorage.setItem(tokenKey, 'old');
    const late = callApi('Alerts');
    localStorage.setItem(tokenKey, 'new');
    await expect(late).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    expect(localStorage.getItem(tokenKey)).toBe('new');
  });

  it('cancels an earlier pending list request when a newer one starts', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(answer(200, { data: 'done' })), 20);
        }),
    );
    const first = callApi('orders', { latestOf: 'orders' });
    const second = callApi('orders', { latestOf: 'orders' });
    const firstError = await first.catch((caught: unknown) => caught);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toBe('done');
  });
});
