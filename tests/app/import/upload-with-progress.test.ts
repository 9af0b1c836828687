import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { tokenKey } from '../../../src/app/api/client.ts';
import { uploadWithProgress } from '../../../src/app/features/import/upload-with-progress.ts';

interface Reply {
  status: number;
  body: unknown;
}

/** XMLHttpRequest answering one reply after reporting the whole upload. */
function fakeXhr(reply: Reply) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private listeners: Record<string, (() => void)[]> = {};
    private progress: ((event: ProgressEvent) => void)[] = [];
    private request = { url: '', headers: {} as Record<string, string> };
    upload = {
      addEventListener: (_: string, listener: (event: ProgressEvent) => void) => this.progress.push(listener),
    };
    open(_: string, url: URL) {
      this.request.url = String(url);
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {}
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send() {
      requests.push(this.request);
      for (const listener of this.progress)
        listener({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      for (const listener of this.listeners.load ?? []) listener();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

describe('the upload with progress (importRead)', () => {
  beforeEach(() => localStorage.setItem(tokenKey, 'the-token'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the bearer token, reports the progress, unwraps data and keeps a renewed token', async () => {
    const requests = fakeXhr({ status: 200, body: { data: { ok: 1 }, auth: { token: 'renewed' } } });
    const progress = vi.fn();
    await expect(uploadWithProgress('importRead', new FormData(), progress)).resolves.toEqual({ ok: 1 });
    expect(requests[0]?.url).toContain('/api/no/importRead');
    expect(requests[0]?.headers.Authorization).toBe('Bearer the-token');
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    expect(localStorage.getItem(tokenKey)).toBe('renewed');
  });

  it('refuses with an ApiError carrying the server’s message, type and code', async () => {
    fakeXhr({
      status: 400,
      body: {
        error: { message: 'The file has no rows to import', type: 'ValidationError', code: 'ImportNoRows' },
      },
    });
    const refusal = await uploadWithProgress('importRead', new FormData(), vi.fn()).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, type: 'ValidationError', code: 'ImportNoRows' });
  });

  it('does not send when already cancelled', async () => {
    const requests = fakeXhr({ status: 200, body: { data: null } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadWithProgress('importRead', new FormData(), vi.fn(), controller.signal),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(requests).toHaveLength(0);
  });
});
