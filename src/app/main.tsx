import './ui/public-styles.ts';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onUnauthorized, tokenKey } from './api/client.ts';
import { currentHost } from './config/hosts.ts';
import { themeFor } from './config/themes.ts';
import { activateLocale, i18n, initialLocale } from './i18n/i18n.ts';
import { makeRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
const router = makeRouter(queryClient);

// A 401 outside the login page goes to / with the current path as returnUrl (spec §2, §8).
onUnauthorized((returnUrl) => {
  queryClient.clear();
  void router.navigate({ to: '/', search: { returnUrl } });
});

// A login, logout or user change in another tab: this tab's cached screens belong to someone else now.
window.addEventListener('storage', (event) => {
  if (event.key === tokenKey) window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

await activateLocale(initialLocale());

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={themeFor(currentHost.theme)}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);
