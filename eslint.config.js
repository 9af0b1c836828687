import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** File names are kebab-case (STYLE.md), except the router's own tokens (__root.tsx, $orderId.tsx). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    const stem = name
      .replace(/\.(test|spec|config|d)?\.?[cm]?[jt]sx?$/, '')
      .replace(/\.(test|spec|config)$/, '');
    const isKebab = /^(__root|\$[a-z][A-Za-z0-9]*|[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*)$/.test(stem);
    return isKebab
      ? {}
      : { Program: (node) => context.report({ node, message: `File name '${name}' is not kebab-case` }) };
  },
};

const layer = (from, forbidden, message) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'src/app/route-tree.gen.ts',
      'dist/',
      'dist-*/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
      // No user-visible text escapes translation (STYLE.md).
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^[^A-Za-z]*$',
            '^[a-z][a-zA-Z0-9-]*$',
            '^[A-Z_]+$',
            '^(/|\\.|#|data:|image/|application/|var\\(--|system-ui|YYYY|Arrow[A-Z])',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^(key|to|href|type|variant|color|size|position|name|id|role|testId|autoComplete|inputMode|accept|lang)$',
              },
            },
            { regex: { pattern: '^(data-|aria-(?!label))' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'localStorage.*',
            'document.*',
            'navigate',
            'redirect',
            'createFileRoute',
            'callApi',
            'ApiError',
            'dayjs',
            '*.format',
            '*.querySelectorAll',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get'],
        },
      ],
    },
  },
  {
    // Features do not import each other; routes compose them (STYLE.md).
    files: ['src/app/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/**', '../*/**'], message: 'a feature does not import another feature' },
          ],
        },
      ],
    },
  },
  {
    // The screens' test files share one module cache (vitest.config.ts): a mock would reach the others.
    files: ['tests/app/**/*.test.{ts,tsx}'],
    ignores: ['tests/app/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'a test that replaces a module is named *.isolated.test.ts(x), so it runs on modules of its own',
        },
      ],
    },
  },
  // Dependencies point one way: app → domain ← server, sw → domain (ARCHITECTURE.md).
  layer(
    'src/domain',
    ['**/server/**', '**/app/**', 'react', 'react-dom', 'node:*', 'kysely', 'fastify'],
    'src/domain is pure: no I/O, no React, no server or app code',
  ),
  layer(
    'src/server',
    ['**/app/**', 'react', 'react-dom', '@mantine/*'],
    'the server never imports app code or React',
  ),
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  layer(
    'sw',
    ['**/app/**', '**/server/**', 'react', 'react-dom', 'node:*', 'dexie'],
    'the service worker imports only src/domain and Workbox',
  ),
  layer(
    'src/app',
    ['**/server/**', 'node:*', 'kysely', 'fastify', 'pg'],
    'the app never imports server code',
  ),
);
