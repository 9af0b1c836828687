import { brands } from '../config/brands.ts';
import type { ThemeName } from '../config/hosts.ts';

export const themeNames = Object.keys(brands) as ThemeName[];

/** The default theme's manifest is vite-plugin-pwa's; the others are emitted beside it by the build. */
export function webManifestPath(theme: ThemeName): string {
  return theme === 'default' ? '/manifest.webmanifest' : `/themes/${theme}/manifest.webmanifest`;
}

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: purpose === 'maskable' ? `/icons/icon-maskable-${size}.png` : `/icons/icon-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * The installable app in a theme's name and colour: standalone, opening the app, icons 192 and 512
 * (plain and maskable, drawn by scripts/make-icons.mjs). Read by vite.config.ts at build time.
 */
export function webManifestFor(theme: ThemeName) {
  const brand = brands[theme];
  return {
    name: brand.name,
    short_name: brand.name,
    start_url: '/app',
    scope: '/',
    display: 'standalone' as const,
    theme_color: brand.tile,
    background_color: '#ffffff',
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}
