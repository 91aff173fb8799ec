import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';
import { parentPath, parentQueryKeys, withAccess } from './parent-request';

export type Insurer = { id: string; name: string };

const isInsurer = (value: unknown): value is Insurer => isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string';

// GET /v1/parent/:token/insurers: the active insurance companies, by name, as staff pick from them; read
// once per page session, as the claim is.
export const useParentInsurers = (token: string, access: string) =>
  useQuery({
    queryKey: parentQueryKeys.insurers(token, access),
    queryFn: async ({ signal }) => {
      const answer = await api(parentPath(token, '/insurers'), { method: 'GET', signal, ...withAccess(access) });
      if (!isRecord(answer) || !Array.isArray(answer.insurers) || !answer.insurers.every(isInsurer)) throw unexpectedAnswer(parentPath(token, '/insurers'));
      return answer.insurers;
    },
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
