import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBarcodeDetector } from '../../../src/app/ui/scan-field/barcode-detector.ts';

afterEach(() => vi.unstubAllGlobals());

describe('loadBarcodeDetector (issue 6, item 5)', () => {
  it("uses the browser's own BarcodeDetector when there is one", async () => {
    const created: unknown[] = [];
    class NativeDetector {
      constructor(options: unknown) {
        created.push(options);
      }
      detect = async () => [];
    }
    vi.stubGlobal('BarcodeDetector', NativeDetector);
    expect(await loadBarcodeDetector()).toBeInstanceOf(NativeDetector);
    expect(created).toEqual([{ formats: expect.arrayContaining(['code_128', 'ean_13', 'qr_code']) }]);
  });

  it('else loads the polyfill, whose WASM comes from the app and not from a CDN (the dock works offline)', async () => {
    // jsdom has no BarcodeDetector. The WASM request is left pending: only where it goes matters here.
    const fetchMock = vi.fn((..._args: unknown[]) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    await loadBarcodeDetector();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/[^:]*zxing_reader[^/]*\.wasm$/);
  });
});
