// What the request helpers tell the rest of the app: the server ended the session (HTTP 401), or it
// could not be reached at all. The auth provider and the offline notice listen; lib code stays UI-free.
export type ApiEvent =
  // `token` is the one the failed request carried, so a late answer for an old session is ignored
  | { type: 'session-ended'; token: string | null }
  | { type: 'offline' };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export const onApiEvent = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const emitApiEvent = (event: ApiEvent) => {
  for (const listener of [...listeners]) listener(event);
};
