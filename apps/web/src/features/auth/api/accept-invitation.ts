import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

// /accept-invitation?token=: a school's invitation to coach, e-mailed to an existing account (ADR 048).
// Errors: INVALID_LINK (400).
export const acceptInvitation = async (token: string) => {
  await api('/v1/auth/accept-invitation', { body: { token }, isPublic: true });
};

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
