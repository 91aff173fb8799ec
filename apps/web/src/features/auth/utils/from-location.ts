import type { Location } from 'react-router';
import { paths } from '../../../config/paths';
import { isRecord } from '../../../lib/json';

// The page a signed-out visitor asked for travels to /login in the router state, to return to after
// sign-in (SPEC §4).
export type LoginLocationState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

export const loginState = (from: Location): LoginLocationState => ({
  from: { pathname: from.pathname, search: from.search, hash: from.hash },
});

// Where to go after sign-in: the remembered in-app path, else home. History state can hold anything, so
// only a same-app path is accepted.
export const returnPath = (state: unknown): string => {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string') return paths.home();
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === paths.auth.login()) return paths.home();
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
};
