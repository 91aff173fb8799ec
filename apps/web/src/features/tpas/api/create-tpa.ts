import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TpaForm } from '@claims/shared';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { tpaQueryKey, type Tpa } from './get-tpa';
import { tpasQueryKey } from './get-tpas';

const CreateTpaMutation = gql(`
  mutation CreateTpa($input: TpaInput!) {
    createTpa(input: $input) {
      ...TpaFields
    }
  }
`);

// The TpaInput the server takes: the form's values, with empty text sent as null.
export type TpaInput = { [K in keyof TpaForm]-?: Exclude<TpaForm[K], undefined> };

const blankToNull = <V extends string>(value: V | null | undefined): V | null =>
  value === undefined || value === null || value === '' ? null : value;

export const toTpaInput = (values: TpaForm): TpaInput => ({
  name: values.name,
  code: values.code,
  address_1: blankToNull(values.address_1),
  address_2: blankToNull(values.address_2),
  city: blankToNull(values.city),
  state: blankToNull(values.state),
  postal_code: blankToNull(values.postal_code),
  phone: blankToNull(values.phone),
  fax: blankToNull(values.fax),
  claims_email_address: blankToNull(values.claims_email_address),
  electronic_claims_email_address: blankToNull(values.electronic_claims_email_address),
  claims_portal_url: blankToNull(values.claims_portal_url),
  delivery_method: values.delivery_method,
});

export const createTpa = async (input: TpaInput): Promise<Tpa> => {
  const { createTpa } = await graphql(CreateTpaMutation, { input });
  return createTpa;
};

export const useCreateTpa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTpa,
    onSuccess: (tpa) => {
      queryClient.setQueryData(tpaQueryKey(tpa.id), tpa);
      void queryClient.invalidateQueries({ queryKey: tpasQueryKey });
    },
  });
};
