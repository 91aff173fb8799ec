import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UrlAttachment } from '@claims/shared';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey, type TpaElement } from './get-tpa';

const AddTpaLinkMutation = gql(`
  mutation AddTpaLink($tpaId: ID!, $input: TpaElementInput!) {
    addTpaLink(tpaId: $tpaId, input: $input) {
      ...TpaElementFields
    }
  }
`);

// A link on the TPA's dashboard section; the server copies it to every linked school.
export const addTpaLink = async ({ tpaId, input }: { tpaId: string; input: UrlAttachment }): Promise<TpaElement> => {
  const { addTpaLink } = await graphql(AddTpaLinkMutation, { tpaId, input });
  return addTpaLink;
};

export const useAddTpaLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTpaLink,
    onSuccess: (_element, { tpaId }) => queryClient.invalidateQueries({ queryKey: tpaQueryKey(tpaId) }),
  });
};
