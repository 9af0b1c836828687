import { afterEach, describe, expect, it } from 'vitest';
import { brands } from '../../../src/app/config/brands.ts';
import { applyDocumentTheme } from '../../../src/app/pwa/document-theme.ts';
import { webManifestFor } from '../../../src/app/pwa/web-manifest.ts';

describe("the host's theme colours the browser and the installed app (spec §1, issue 5)", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("sets the theme colour and links the theme's manifest", () => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#1c4e80"><link rel="manifest" href="/manifest.webmanifest">';
    applyDocumentTheme('cma');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', brands.cma.tile);
    expect(document.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/themes/cma/manifest.webmanifest',
    );
  });

  it("keeps the default theme's manifest for the default theme", () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    applyDocumentTheme('default');
    expect(document.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  it('every theme has an installable manifest in its own name and colour', () => {
    for (const theme of ['default', 'cma', 'ppa', 'swa'] as const) {
      expect(webManifestFor(theme)).toMatchObject({
        name: brands[theme].name,
        theme_color: brands[theme].tile,
        display: 'standalone',
        start_url: '/app',
      });
    }
  });
});
