import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// The two e-mailed links: /reset-password?token= (forgotten password) and /confirm?token= (new account).
export type PasswordLinkKind = 'reset' | 'confirm';

const ENDPOINTS: Record<PasswordLinkKind, string> = {
  reset: '/v1/auth/reset-password',
  confirm: '/v1/auth/confirm',
};

// Errors: INVALID_LINK (400), VALIDATION_FAILED with fields.password (400).
export const setPasswordWithLink = async ({
  kind,
  token,
  password,
}: {
  kind: PasswordLinkKind;
  token: string;
  password: string;
}) => {
  await api(ENDPOINTS[kind], { body: { token, password }, isPublic: true });
};

export const useSetPasswordWithLink = () => useMutation({ mutationFn: setPasswordWithLink });
