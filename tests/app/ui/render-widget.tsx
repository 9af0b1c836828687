import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../helpers/render-with-providers.tsx';

// Browser APIs Mantine calls that jsdom lacks: option lists scroll the highlighted option into view,
// and the autosize textarea measures again when web fonts finish loading.
Element.prototype.scrollIntoView ??= () => undefined;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/**
 * Renders a shared widget with the app's providers plus a fresh query client that does not retry.
 * The inner provider runs Mantine in its test mode: no transitions, no portals, and no dropdown
 * hidden because jsdom lays nothing out (Popover's hideDetached would otherwise hide every dropdown).
 */
export function renderWidget(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
        {ui}
      </MantineProvider>
    </QueryClientProvider>,
  );
}
