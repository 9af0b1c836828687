import '@testing-library/jest-dom/vitest';
// IndexedDB for Dexie (the device's outbox and kept reads); jsdom has none. Loaded before Dexie is.
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(() => cleanup());
