import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { consoleErrorsAllowed, resetConsoleErrors } from './console';
import { dropStaleStyleSheets } from './stale-style-sheets';
// Components rendered on their own, outside the signed-in shell, still find their texts.
import '../lib/i18n-signed-in';

// findBy*/waitFor give up after this long: long enough for a machine several times oversubscribed, so
// only a real failure ends a wait (the test timeout is set in vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// No FontFaceSet either; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Any console.error fails the test (React warnings, unhandled UI errors) unless the test opted in
// with allowConsoleErrors() from ./console.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!consoleErrorsAllowed()) original(...args);
  });
});

afterEach(() => {
  cleanup(); // vitest globals are off, so Testing Library cannot register this itself
  dropStaleStyleSheets();
  notifications.clean(); // the notifications store is module-wide: start each test without toasts
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  const allowed = consoleErrorsAllowed();
  resetConsoleErrors();
  if (calls.length > 0 && !allowed) {
    const messages = calls.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called ${calls.length} time(s):\n${messages}`);
  }
});
