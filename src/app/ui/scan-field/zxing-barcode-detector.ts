import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The BarcodeDetector polyfill with its WASM served by the app itself. The polyfill fetches the WASM from
 * a CDN by default; the dock tablets work offline and the machines have no internet, so the build emits it
 * as an asset that the service worker precaches (vite.config.ts globPatterns).
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
});

export { BarcodeDetector as ZXingBarcodeDetector };
