const RELOADED_AT = 'stale-chunk-reload-at';
// A reload that fails again this soon is not a deploy: let the error reach the error screen instead of
// reloading forever.
const RELOAD_GRACE_MS = 10_000;

type Host = Pick<Window, 'addEventListener' | 'sessionStorage'> & { location: Pick<Location, 'reload'> };

// Whether the server answers at all: a chunk that failed to load while it does not is the network's doing.
const serverAnswers = () =>
  fetch('/', { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

// After a deploy, a tab opened before it still names the old chunks, which are gone (the server answers
// 404): Vite reports the failed import as `vite:preloadError`, and the page loads again, once, to get the
// new index.html and its chunks. When the server cannot be reached (offline, or down) there is no reload,
// which would lose the page and what was typed in it: the import fails as any request does, and whoever
// asked for it says so (a page's error screen with Retry; the toasts try again with the next toast).
export const reloadOnStaleChunks = (host: Host = window, now: () => number = Date.now, reachable: () => Promise<boolean> = serverAnswers) => {
  host.addEventListener('vite:preloadError', () => {
    const last = Number(host.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < RELOAD_GRACE_MS) return;
    void reachable().then((answers) => {
      if (!answers) return;
      host.sessionStorage.setItem(RELOADED_AT, String(now()));
      host.location.reload();
    });
  });
};
