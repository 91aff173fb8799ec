import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import type { TpaInput } from './create-tpa';
import { tpaQueryKey, type Tpa } from './get-tpa';
import { tpasQueryKey } from './get-tpas';

const UpdateTpaMutation = gql(`
  mutation UpdateTpa($id: ID!, $input: TpaInput!) {
    updateTpa(id: $id, input: $input) {
      ...TpaFields
    }
  }
`);

export const updateTpa = async ({ id, input }: { id: string; input: TpaInput }): Promise<Tpa> => {
  const { updateTpa } = await graphql(UpdateTpaMutation, { id, input });
  return updateTpa;
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
