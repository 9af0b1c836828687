import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Renders a component inside the providers the app gives it (Mantine, Lingui, TanStack Query with a fresh
 * client that does not retry). Mantine runs in its test mode: no transitions, no portals, and no dropdown
 * hidden because jsdom lays nothing out (Popover's hideDetached would otherwise hide every dropdown).
 */
export function renderWithProviders(ui: ReactElement, options?: RenderOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </I18nProvider>
    </MantineProvider>,
    options,
  );
}
