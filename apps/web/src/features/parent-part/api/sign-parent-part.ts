import { useMutation } from '@tanstack/react-query';
import { parentSignAnswer, type ParentPart } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { parentPath, withAccess } from './parent-request';

// POST /v1/parent/:token/sign: the whole part, as parentPartSchema gives it; the claim then goes to the
// TPA and the link is used. Errors: VALIDATION_FAILED with `fields` (400), and the link's states.
export const useSignParentPart = (token: string, access: string) =>
  useMutation({
    mutationFn: async (part: ParentPart): Promise<number> => (await apiAnswer(parentSignAnswer, parentPath(token, '/sign'), { body: part, ...withAccess(access) })).claim_number,
  });
