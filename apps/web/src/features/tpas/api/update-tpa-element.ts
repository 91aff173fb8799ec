import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DashboardComponent } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { TPA_ELEMENT_FIELDS, tpaElementSchema, tpaQueryKey, type TpaElement } from './get-tpa';

const UPDATE_TPA_ELEMENT_MUTATION = /* GraphQL */ `
  mutation UpdateTpaElement($id: ID!, $input: TpaElementInput!) {
    updateTpaElement(id: $id, input: $input) {
      ...TpaElementFields
    }
  }
  ${TPA_ELEMENT_FIELDS}
`;

// Title and section of a file or link, and the URL of a link (files carry none).
export type TpaElementInput = { title: string; component: DashboardComponent; url?: string };

export const updateTpaElement = async ({ id, input }: { id: string; tpaId: string; input: TpaElementInput }): Promise<TpaElement> => {
  const data = await graphql<unknown>(UPDATE_TPA_ELEMENT_MUTATION, { id, input });
  return z.object({ updateTpaElement: tpaElementSchema }).parse(data).updateTpaElement;
};

export const useUpdateTpaElement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTpaElement,
    onSuccess: (_element, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};
