import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UrlAttachment } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { TPA_ELEMENT_FIELDS, tpaElementSchema, tpaQueryKey, type TpaElement } from './get-tpa';

const ADD_TPA_LINK_MUTATION = /* GraphQL */ `
  mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {
    addTpaLink(tpaId: $tpaId, input: $input) {
      ...TpaElementFields
    }
  }
  ${TPA_ELEMENT_FIELDS}
`;

// A link on the TPA's dashboard section; the server copies it to every linked school.
export const addTpaLink = async ({ tpaId, input }: { tpaId: string; input: UrlAttachment }): Promise<TpaElement> => {
  const data = await graphql<unknown>(ADD_TPA_LINK_MUTATION, { tpaId, input });
  return z.object({ addTpaLink: tpaElementSchema }).parse(data).addTpaLink;
};

export const useAddTpaLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTpaLink,
    onSuccess: (_element, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};
