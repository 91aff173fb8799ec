import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks';

const hostAt = (clock: { now: number }) => {
  const target = new EventTarget();
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const host = {
    addEventListener: target.addEventListener.bind(target),
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    location: { reload },
  };
  reloadOnStaleChunks(host as never, () => clock.now);
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reload, fail };
};

describe('a chunk gone after a deploy', () => {
  it('reloads the page once, and lets a second failure straight after reach the error screen', () => {
    const clock = { now: 1_000_000 };
    const { reload, fail } = hostAt(clock);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.now += 2_000;
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.now += 60_000;
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
