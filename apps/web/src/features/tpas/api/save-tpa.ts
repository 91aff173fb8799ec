import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TpaForm, usStateCode } from '@claims/shared';
import { tpaOptionsQueryOptions } from '../../../entities/tpa-options';
import { gql } from '../../../gql';
import type { TpaInput } from '../../../gql/graphql';
import { blankToNull, graphql } from '../../../lib/graphql';
import { tpaQueryKey, type Tpa } from './get-tpa';
import { tpasQueryKey } from './get-tpas';

const CreateTpaMutation = gql(`
  mutation CreateTpa($input: TpaInput!) {
    createTpa(input: $input) {
      ...TpaFields
    }
  }
`);

const UpdateTpaMutation = gql(`
  mutation UpdateTpa($id: ID!, $input: TpaInput!) {
    updateTpa(id: $id, input: $input) {
      ...TpaFields
    }
  }
`);

// The form's values as the server takes them, empty text as null.
export const toTpaInput = (values: TpaForm): TpaInput => ({
  name: values.name,
  code: values.code,
  address_1: blankToNull(values.address_1),
  address_2: blankToNull(values.address_2),
  city: blankToNull(values.city),
  state: usStateCode(values.state),
  postal_code: blankToNull(values.postal_code),
  phone: blankToNull(values.phone),
  fax: blankToNull(values.fax),
  claims_email_address: blankToNull(values.claims_email_address),
  electronic_claims_email_address: blankToNull(values.electronic_claims_email_address),
  claims_portal_url: blankToNull(values.claims_portal_url),
  delivery_method: values.delivery_method,
  required_documents: values.required_documents,
  max_attachment_mb: values.max_attachment_mb,
});

const saveTpa = async ({ id, input }: { id?: string; input: TpaInput }): Promise<Tpa> =>
  id ? (await graphql(UpdateTpaMutation, { id, input })).updateTpa : (await graphql(CreateTpaMutation, { input })).createTpa;

// The grid and the TPA choices elsewhere (a school's Add TPA, the claims filter) show its code and name.
export const useSaveTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTpa,
    onSuccess: (tpa) => {
      queryClient.setQueryData(tpaQueryKey(tpa.id), tpa);
      void queryClient.invalidateQueries({ queryKey: tpasQueryKey });
      void queryClient.invalidateQueries({ queryKey: tpaOptionsQueryOptions().queryKey });
    },
  });
};
