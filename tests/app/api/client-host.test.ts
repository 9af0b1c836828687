// @vitest-environment-options {"url": "http://qa.vask.pallet-portal.no/app/home"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../src/app/api/client.ts';
import { currentHost } from '../../../src/app/config/hosts.ts';

describe('the API base comes from the host name (spec §1, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the washing-service QA host under its own base', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(currentHost).toMatchObject({ environment: 'qa', apiBase: '/api/swa', localeSet: 'swa' });
    await callApi('Status');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('http://qa.vask.pallet-portal.no/api/swa/Status');
  });
});
