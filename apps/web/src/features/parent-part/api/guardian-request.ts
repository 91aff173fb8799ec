import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guardianRequestAnswer, guardianSignAnswer, parentDocumentAnswer, successAnswer, type GuardianRequest, type ParentDocument, type ParentPart } from '@claims/shared';
import { api, ApiError } from '../../../lib/api';
import { apiAnswer } from '../../../lib/api-answer';
import type { DocumentUpload } from '../components/documents-step';
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

// The student's card photos as the request lists them, changed in place.
const useSetCards = (token: string, access: string, studentId: string) => {
  const queryClient = useQueryClient();
  return (change: (cards: ParentDocument[]) => ParentDocument[]) =>
    queryClient.setQueryData<GuardianRequest>(
      parentQueryKeys.request(token, access),
      (request) => request && { ...request, students: request.students.map((student) => (student.id === studentId ? { ...student, cards: change(student.cards) } : student)) },
    );
};

// POST /v1/guardian/:token/students/:studentId/cards (multipart): the kind (a card's side) before the file.
// Errors: as a parent's upload, TOO_MANY_DOCUMENTS past four.
export const useUploadCard = (token: string, access: string, studentId: string) => {
  const setCards = useSetCards(token, access, studentId);
  return useMutation({
    mutationFn: async ({ kind, file }: DocumentUpload): Promise<ParentDocument> => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file, file.name);
      return (await apiAnswer(parentDocumentAnswer, studentPath(token, studentId, 'cards'), { body: form, ...withAccess(access) })).document;
    },
    onSuccess: (card) => setCards((cards) => [...cards, card]),
  });
};

// POST /v1/guardian/:token/students/:studentId/cards/remove, before signing; one already gone is as good
// as removed.
export const useRemoveCard = (token: string, access: string, studentId: string) => {
  const setCards = useSetCards(token, access, studentId);
  return useMutation({
    mutationFn: async (cardId: string) => {
      try {
        await api(studentPath(token, studentId, 'cards/remove'), { body: { document_id: cardId }, ...withAccess(access) });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
      }
      return cardId;
    },
    onSuccess: (cardId) => setCards((cards) => cards.filter((card) => card.id !== cardId)),
  });
};
