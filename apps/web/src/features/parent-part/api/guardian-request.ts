import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guardianRequestAnswer, guardianSignAnswer, successAnswer, type ParentPart } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { linkPath, parentQueryKeys, withAccess } from './parent-request';

const guardianPath = (token: string, rest = '') => linkPath('guardian', token, rest);
const studentPath = (token: string, studentId: string, action: string) => guardianPath(token, `/students/${encodeURIComponent(studentId)}/${action}`);

// GET /v1/guardian/:token/request: the guardian's students of the school, each with the authorization
// they would sign and the one on file from this link. Errors: NOT_AUTHENTICATED (401) without a page
// session, and the link's states.
export const useGuardianRequest = (token: string, access: string) =>
  useQuery({
    queryKey: parentQueryKeys.request(token, access),
    queryFn: async ({ signal }) => (await apiAnswer(guardianRequestAnswer, guardianPath(token, '/request'), { method: 'GET', signal, ...withAccess(access) })).request,
    placeholderData: keepPreviousData,
  });

// What changes the request is read again after: the list shows where each student stands.
const useRefreshRequest = (token: string, access: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: parentQueryKeys.request(token, access) });
};

// POST /v1/guardian/:token/students/:studentId/sign: the whole part, as parentPartSchema gives it; answers
// the day the authorization expires. Errors: VALIDATION_FAILED with `fields` (400), AUTHORIZATION_ON_FILE
// (409), and the link's states.
export const useSignForStudent = (token: string, access: string, studentId: string) => {
  const refresh = useRefreshRequest(token, access);
  return useMutation({
    mutationFn: async (part: ParentPart): Promise<string> => (await apiAnswer(guardianSignAnswer, studentPath(token, studentId, 'sign'), { body: part, ...withAccess(access) })).expires_on,
    onSuccess: refresh,
  });
};

// POST /v1/guardian/:token/students/:studentId/revoke. Errors: NO_AUTHORIZATION_ON_FILE (409).
export const useRevokeAuthorization = (token: string, access: string) => {
  const refresh = useRefreshRequest(token, access);
  return useMutation({
    mutationFn: async (studentId: string) => apiAnswer(successAnswer, studentPath(token, studentId, 'revoke'), { body: {}, ...withAccess(access) }),
    onSuccess: refresh,
  });
};

// POST /v1/guardian/:token/opt-out: no more reminders.
export const useOptOut = (token: string, access: string) => {
  const refresh = useRefreshRequest(token, access);
  return useMutation({
    mutationFn: async () => apiAnswer(successAnswer, guardianPath(token, '/opt-out'), { body: {}, ...withAccess(access) }),
    onSuccess: refresh,
  });
};
