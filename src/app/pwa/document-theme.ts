import { brands } from '../config/brands.ts';
import type { ThemeName } from '../config/hosts.ts';
import { webManifestPath } from './web-manifest.ts';

/**
 * The host picks the theme (spec §1), so the browser's bar colour and the installed app's name and
 * colour follow it: index.html carries the default theme's, this switches them at start.
 */
export function applyDocumentTheme(theme: ThemeName) {
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brands[theme].tile);
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== webManifestPath(theme))
    manifest.setAttribute('href', webManifestPath(theme));
}
