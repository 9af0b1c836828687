import { expect, it, vi } from 'vitest';
import { mediaTemplates } from '../../../src/domain/media/media-templates.ts';

const square = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
);

// The WebAssembly renderer initialises once per process. A test file that loads the server's modules
// afresh made the next picture fail with "Already initialized" (a flaky media test in a shared worker).
it('renders pictures after the server’s modules are loaded afresh in the same process', async () => {
  const first = await import('../../../src/server/modules/media/render-picture.ts');
  const picture = await first.renderPicture(square, 'svg', mediaTemplates['product-icon']);
  vi.resetModules();
  const again = await import('../../../src/server/modules/media/render-picture.ts');
  expect(again).not.toBe(first);
  expect((await again.renderPicture(square, 'svg', mediaTemplates['product-icon'])).equals(picture)).toBe(
    true,
  );
});
