import type { BarcodeFormat } from 'barcode-detector/ponyfill';

/**
 * The barcode reader behind the camera scan: the browser's own BarcodeDetector where it has one (Chrome on
 * Android tablets), else the ZXing polyfill, loaded only when the camera is opened.
 */

/** The formats of order numbers on papers and labels at the dock (spec §2: open an order by its number). */
export const scanFormats: BarcodeFormat[] = [
  /* eslint-disable lingui/no-unlocalized-strings -- format names of the Barcode Detection API */
  'code_128',
  'code_39',
  'ean_13',
  'qr_code',
  'data_matrix',
  'itf',
  /* eslint-enable lingui/no-unlocalized-strings */
];

/** The part of the Barcode Detection API the scan uses; the native class and the polyfill both have it. */
export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

type BarcodeDetectorClass = new (options: { formats: BarcodeFormat[] }) => BarcodeDetectorLike;

export async function loadBarcodeDetector(): Promise<BarcodeDetectorLike> {
  const native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  // A separate chunk, so the polyfill and its 1 MB of WASM stay out of the main bundle.
  const Detector = native ?? (await import('./zxing-barcode-detector.ts')).ZXingBarcodeDetector;
  return new Detector({ formats: scanFormats });
}
