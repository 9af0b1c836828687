import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { MediaTemplate } from '../../../domain/media/media-templates.ts';

const require = createRequire(import.meta.url);
/**
 * The WebAssembly module may be initialised once per process, and refuses a second time: its promise is
 * kept on the process, not in this module, which a test that loads the server's modules afresh
 * (`vi.resetModules()`) evaluates again while the package keeps its state.
 */
const renderer = Symbol.for('pallet-portal.resvg-wasm');
const processWide = globalThis as { [renderer]?: Promise<void> };

/** resvg as WebAssembly: no native build or install script (ARCHITECTURE.md, npm 11 here). Loaded once. */
function loadRenderer(): Promise<void> {
  processWide[renderer] ??= fs
    .readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))
    .then((wasm) => initWasm(wasm));
  return processWide[renderer];
}

const mimeTypes = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const;

/**
 * The original (SVG, PNG or JPEG) fitted into the template's box, aspect kept and centred on a
 * transparent background, as PNG. The original is placed as an <image> of an SVG of the box's size, so
 * one renderer scales vectors and pictures alike; it reads nothing but the bytes it is given (an SVG's
 * links to files or the network are not followed by the WebAssembly build).
 */
export async function renderPicture(original: Buffer, extension: string, template: MediaTemplate) {
  await loadRenderer();
  const mime = mimeTypes[extension.toLowerCase() as keyof typeof mimeTypes];
  if (!mime) throw new Error(`cannot render .${extension}`);
  const { width, height } = template;
  const box = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet" href="data:${mime};base64,${original.toString('base64')}"/></svg>`;
  const resvg = new Resvg(box);
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
