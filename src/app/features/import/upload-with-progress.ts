import { ApiError } from '../../api/api-error.ts';
import { callApi, tokenKey } from '../../api/client.ts';
import { currentHost } from '../../config/hosts.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface Envelope {
  data?: unknown;
  auth?: { token?: string };
  error?: { message?: string; type?: string };
}

function parseEnvelope(text: string): Envelope | null {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
}

/**
 * POSTs a multipart form with XMLHttpRequest, as fetch reports no upload progress. Token and errors are
 * handled as callApi does; a 401 is sent once more through callApi so the app-wide redirect to the
 * login applies.
 */
export function uploadWithProgress(
  call: string,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled', 'AbortError'); // eslint-disable-line lingui/no-unlocalized-strings -- never shown
    if (signal?.aborted) return reject(aborted());
    const request = new XMLHttpRequest();
    const token = localStorage.getItem(tokenKey);
    request.open('POST', new URL(`${currentHost.apiBase}/${call}`, window.location.origin));
    request.setRequestHeader('Accept', 'application/json'); // eslint-disable-line lingui/no-unlocalized-strings -- an HTTP header
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`); // eslint-disable-line lingui/no-unlocalized-strings -- an HTTP header
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const payload = parseEnvelope(request.responseText);
      const isTokenCurrent = localStorage.getItem(tokenKey) === token;
      if (payload?.auth?.token && token && isTokenCurrent) localStorage.setItem(tokenKey, payload.auth.token);
      if (request.status === 401) {
        callApi(call, { method: 'POST', body: form, signal }).then(resolve, reject);
        return;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(payload?.data);
        return;
      }
      reject(
        new ApiError(
          request.status,
          payload?.error?.message ?? request.statusText,
          payload?.error?.type ?? 'HttpError',
          payload?.error,
        ),
      );
    });
    // The screens translate the NetworkError type; the reason is for logs.
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'The network is not reachable', 'NetworkError')),
    );
    request.addEventListener('abort', () => reject(aborted()));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}
