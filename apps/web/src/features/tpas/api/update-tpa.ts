import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import type { TpaInput } from './create-tpa';
import { TPA_FIELDS, tpaQueryKey, tpaSchema, type Tpa } from './get-tpa';
import { tpasQueryKey } from './get-tpas';

const UPDATE_TPA_MUTATION = /* GraphQL */ `
  mutation UpdateTpa($id: ID!, $input: TpaInput!) {
    updateTpa(id: $id, input: $input) {
      ...TpaFields
    }
  }
  ${TPA_FIELDS}
`;

export const updateTpa = async ({ id, input }: { id: string; input: TpaInput }): Promise<Tpa> => {
  const data = await graphql<unknown>(UPDATE_TPA_MUTATION, { id, input });
  return z.object({ updateTpa: tpaSchema }).parse(data).updateTpa;
};

export const useUpdateTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTpa,
    onSuccess: (tpa) => {
      queryClient.setQueryData(tpaQueryKey(tpa.id), tpa);
      void queryClient.invalidateQueries({ queryKey: tpasQueryKey });
    },
  });
};
