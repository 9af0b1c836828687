import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { queryDefaults } from '../../src/app/api/query-defaults.ts';

/**
 * Renders a component inside the providers the app gives it (Mantine, Lingui, TanStack Query with a fresh
 * client with the app's query defaults, except that it does not retry). Mantine runs in its test mode: no transitions, no portals, and no dropdown
 * hidden because jsdom lays nothing out (Popover's hideDetached would otherwise hide every dropdown).
 */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const client = new QueryClient({
    defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
    options,
  );
}
