import './ui/public-styles.ts';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onUnauthorized, tokenKey } from './api/client.ts';
import { currentHost } from './config/hosts.ts';
import { readableColors } from './config/readable-colors.ts';
import { themeFor } from './config/themes.ts';
import { activateLocale, i18n, initialLocale, startCatalogPaths } from './i18n/i18n.ts';
import { onOutboxSignal } from './offline/outbox-signal.ts';
import { startReplayerWhenLoggedIn } from './offline/start-replayer-when-logged-in.ts';
import { installErrorTracking } from './error-tracking/install-error-tracking.ts';
import { applyDocumentTheme } from './pwa/document-theme.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { reloadOnPreloadError } from './pwa/reload-on-preload-error.ts';
import { makeRouter } from './router.tsx';
import { queryDefaults } from './api/query-defaults.ts';

// First: a failure while the rest starts is reported too, and a load failure before the reload below.
installErrorTracking();
reloadOnPreloadError();
applyDocumentTheme(currentHost.theme);

const queryClient = new QueryClient({ defaultOptions: queryDefaults });
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

// Changes sent from this device's outbox (by whichever tab holds the replayer) are reloaded everywhere.
startReplayerWhenLoggedIn(router);
// A long drain sends many changes a second: the screens reload once it pauses, not after each one.
let reloadTimer: ReturnType<typeof setTimeout> | undefined;
onOutboxSignal((message) => {
  if (message.type !== 'synced') return;
  clearTimeout(reloadTimer);
  // Every screen's reads: a change may move orders, receipts, counts and balances alike.
  reloadTimer = setTimeout(() => void queryClient.invalidateQueries(), 300);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Any screen but /login needs the whole catalog: it is loaded at once, not after the start catalog.
await activateLocale(initialLocale(), { whole: !startCatalogPaths.has(window.location.pathname) });

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={themeFor(currentHost.theme)} cssVariablesResolver={readableColors}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  </StrictMode>,
);

void registerServiceWorker();
