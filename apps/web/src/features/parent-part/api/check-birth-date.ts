import { useMutation } from '@tanstack/react-query';
import { parentAccessAnswer } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { linkPath, type LinkKind } from './parent-request';

// POST /v1/parent/:token/check: the student's birth date opens a page session. Errors: VALIDATION_FAILED
// with fields.birth_date BIRTH_DATE_MISMATCH (400); LINK_LOCKED (409) after too many wrong dates, and the
// link's other states as GET /v1/parent/:token answers them.
// A guardian's link (POST /v1/guardian/:token/check) takes any of their students' birth dates.
const checkBirthDate = async ({ kind, token, birthDate }: { kind: LinkKind; token: string; birthDate: string }): Promise<string> =>
  (await apiAnswer(parentAccessAnswer, linkPath(kind, token, '/check'), { body: { birth_date: birthDate }, isPublic: true })).access;

export const useCheckBirthDate = () => useMutation({ mutationFn: checkBirthDate });
