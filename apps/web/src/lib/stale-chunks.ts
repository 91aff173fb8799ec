const RELOADED_AT = 'stale-chunk-reload-at';
// A reload that fails again this soon is not a deploy: let the error reach the error screen instead of
// reloading forever.
const RELOAD_GRACE_MS = 10_000;

type Host = Pick<Window, 'addEventListener' | 'sessionStorage'> & { location: Pick<Location, 'reload'> };

// After a deploy, a tab opened before it still names the old chunks, which are gone (the server answers
// 404): Vite reports the failed import as `vite:preloadError`, and the page loads again, once, to get the
// new index.html and its chunks.
export const reloadOnStaleChunks = (host: Host = window, now: () => number = Date.now) => {
  host.addEventListener('vite:preloadError', (event) => {
    const last = Number(host.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < RELOAD_GRACE_MS) return;
    host.sessionStorage.setItem(RELOADED_AT, String(now()));
    event.preventDefault();
    host.location.reload();
  });
};
