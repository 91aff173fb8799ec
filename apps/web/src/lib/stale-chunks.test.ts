import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks';

const hostAt = (clock: { now: number }, server: { answers: boolean }) => {
  const target = new EventTarget();
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const host = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    location: { reload },
  };
  const reachable = vi.fn(() => Promise.resolve(server.answers));
  reloadOnStaleChunks(host as never, () => clock.now, reachable);
  const fail = async () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    // the reachability check settles
    await Promise.resolve();
    await Promise.resolve();
    return event.defaultPrevented;
  };
  return { reload, fail, reachable };
};

describe('a chunk that fails to load', () => {
  it('after a deploy reloads the page once, and lets a second failure straight after reach the error screen', async () => {
    const clock = { now: 1_000_000 };
    const { reload, fail } = hostAt(clock, { answers: true });
    expect(await fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.now += 2_000;
    await fail();
    expect(reload).toHaveBeenCalledTimes(1);
    clock.now += 60_000;
    await fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('while the server cannot be reached keeps the page, and reloads once it can', async () => {
    const clock = { now: 1_000_000 };
    const server = { answers: false };
    const { reload, fail, reachable } = hostAt(clock, server);
    await fail();
    expect(reachable).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    server.answers = true;
    await fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
