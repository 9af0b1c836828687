import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/precompress-plugin.ts';
import { startCatalogs } from './scripts/start-catalog-plugin.ts';
import { themeNames, webManifestFor, webManifestPath } from './src/app/pwa/web-manifest.ts';

/** The other themes' web manifests beside the default one; the page links its host's (document-theme.ts). */
function themeManifests(): Plugin {
  return {
    name: 'pallet-portal:theme-manifests',
    apply: 'build',
    generateBundle() {
      for (const theme of themeNames.filter((name) => name !== 'default')) {
        const fileName = webManifestPath(theme).slice(1);
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(webManifestFor(theme)) });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
      autoCodeSplitting: true,
      // The login page is where a cold start lands (/ redirects there): it is part of the start chunk,
      // not one more round trip after it (issue 15 item 12). Every other screen loads when opened.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined) },
      quoteStyle: 'single',
    }),
    // Lingui's macros must be compiled before React's transform sees the JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    startCatalogs(),
    // The service worker from sw/ (built to /sw.js) precaches the whole app shell: every chunk, including
    // the lazy routes and the five compiled catalogs, so an installed tablet starts with no network.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifestFor('default'),
      includeManifestIcons: false,
      injectManifest: {
        // wasm: the barcode polyfill's reader (src/app/ui/scan-field), so the camera scan works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,wasm}'],
        globIgnores: ['**/*.map', '.vite/**', 'sw.js'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    themeManifests(),
    precompressAssets(),
  ],
  build: {
    outDir: 'dist',
    // Written for error tracking, never linked from the bundles or served (static-files.ts).
    sourcemap: 'hidden',
    manifest: true,
    // Vite's default: each lazy import names every chunk below it, so a screen's code arrives in one
    // step rather than one file found after another (nine steps for /app/orders on a tablet).
    // The lists cost /login 4 KB of its budget.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically, the entry included, is one chunk: the bundler's default
          // made some 30 small shared chunks of it, one more round trip each on a slow network (issue 15
          // item 12). Lazy chunks import their shared code from it, so main.tsx's top-level await may
          // wait only for chunks that import nothing (the catalogs), or it never ends.
          groups: [
            { name: 'start', tags: ['$initial'] },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|clsx|tslib|get-nonce|detect-node-es)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/version.json': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
    },
  },
});
