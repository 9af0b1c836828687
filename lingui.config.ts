import { defineConfig } from '@lingui/cli';

/** The five catalogs of spec §1; messages are written in English and translated in every locale. */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US'],
  fallbackLocales: { default: 'nb-NO' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['src/app'] }],
  format: 'po',
  orderBy: 'messageId',
});
