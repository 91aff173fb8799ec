import { useMutation } from '@tanstack/react-query';
import type { ParentPart } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';
import { parentPath, withAccess } from './parent-request';

// POST /v1/parent/:token/sign: the whole part, as parentPartSchema gives it; the claim then goes to the
// TPA and the link is used. Errors: VALIDATION_FAILED with `fields` (400), and the link's states.
export const useSignParentPart = (token: string, access: string) =>
  useMutation({
    mutationFn: async (part: ParentPart): Promise<number> => {
      const answer = await api(parentPath(token, '/sign'), { body: part, ...withAccess(access) });
      if (!isRecord(answer) || typeof answer.claim_number !== 'number') throw unexpectedAnswer(parentPath(token, '/sign'));
      return answer.claim_number;
    },
  });
