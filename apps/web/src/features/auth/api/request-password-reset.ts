import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// POST /v1/auth/reset-password/request: always { success: true }, so it reveals nothing about accounts.
export const requestPasswordReset = async (input: { email: string }) => {
  await api('/v1/auth/reset-password/request', { body: input, isPublic: true });
};

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
