import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardComponent } from '@claims/shared';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey, type TpaElement } from './get-tpa';

const UpdateTpaElementMutation = gql(`
  mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {
    updateTpaElement(id: $id, input: $input) {
      ...TpaElementFields
    }
  }
`);

// Title and section of a file or link, and the URL of a link (files carry none).
export type TpaElementInput = { title: string; component: DashboardComponent; url?: string };

export const updateTpaElement = async ({ id, input }: { id: string; tpaId: string; input: TpaElementInput }): Promise<TpaElement> => {
  const { updateTpaElement } = await graphql(UpdateTpaElementMutation, { id, input });
  return updateTpaElement;
};

export const useUpdateTpaElement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTpaElement,
    onSuccess: (_element, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};
