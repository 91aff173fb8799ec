import { api } from '../../../lib/api';

// POST /v1/auth/logout with the current token. The caller clears the session locally whatever the answer.
export const logout = async ({ token }: { token: string }) => {
  await api('/v1/auth/logout', { token, quiet: true });
};
