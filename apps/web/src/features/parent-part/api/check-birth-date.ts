import { useMutation } from '@tanstack/react-query';
import { parentAccessAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { parentPath } from './parent-request';

// POST /v1/parent/:token/check: the student's birth date opens a page session. Errors: VALIDATION_FAILED
// with fields.birth_date BIRTH_DATE_MISMATCH (400); LINK_LOCKED (409) after too many wrong dates, and the
// link's other states as GET /v1/parent/:token answers them.
const checkBirthDate = async ({ token, birthDate }: { token: string; birthDate: string }): Promise<string> =>
  (await apiAnswer(parentAccessAnswer, parentPath(token, '/check'), { body: { birth_date: birthDate }, isPublic: true })).access;

export const useCheckBirthDate = () => useMutation({ mutationFn: checkBirthDate });
