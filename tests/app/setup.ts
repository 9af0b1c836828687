import '@testing-library/jest-dom/vitest';
// IndexedDB for Dexie (the device's outbox and kept reads); jsdom has none. Loaded before Dexie is.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// The machines running the tests are shared and noisy: a first render may take seconds, not one.
configure({ asyncUtilTimeout: 5000 });

// Components render with the source (English) messages unless a test activates another locale.
i18n.loadAndActivate({ locale: 'en-US', messages: {} });

// Mantine reads these browser APIs, which jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Option lists scroll the highlighted option into view, and the autosize textarea measures again when
// web fonts finish loading; jsdom has neither.
Element.prototype.scrollIntoView ??= () => undefined;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// jsdom has no BroadcastChannel, so Node's is used (the outbox's tab-to-tab signal); an open one would
// keep the test worker alive, as the app's channel stays open as long as its page.
if (typeof BroadcastChannel !== 'undefined') {
  const NodeBroadcastChannel = BroadcastChannel;
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name: string) {
      super(name);
      (this as { unref?: () => void }).unref?.();
    }
  };
}

// The files of a worker share their modules and their jsdom (vitest.config.ts); this file runs again
// before each, so the locale above is reset. Each file starts with empty storage and an empty device
// database, as a file of its own would.
beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  // Imported here, after the test file's own imports, so that a file's vi.mock still applies to them.
  const { localDb } = await import('../../src/app/offline/local-db.ts');
  await Promise.all(localDb.tables.map((table) => table.clear()));
});

// A notice shown by one test is gone before the next, whose screen mounts the notices again.
afterEach(() => {
  cleanup();
  notifications.clean();
});
