import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const TPA_ELEMENT_FIELDS = /* GraphQL */ `
  fragment TpaElementFields on TpaElement {
    id
    type
    title
    component
    url
    filename
    file_id
    file_url
  }
`;

export const TPA_FIELDS = /* GraphQL */ `
  fragment TpaFields on Tpa {
    id
    name
    code
    address_1
    address_2
    city
    state
    postal_code
    phone
    fax
    claims_email_address
    electronic_claims_email_address
    claims_portal_url
    delivery_method
    updated_at
    elements {
      ...TpaElementFields
    }
  }
  ${TPA_ELEMENT_FIELDS}
`;

const TPA_QUERY = /* GraphQL */ `
  query Tpa($id: ID!) {
    tpa(id: $id) {
      ...TpaFields
    }
  }
  ${TPA_FIELDS}
`;

export const tpaElementSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  component: z.string(),
  url: z.string().nullable(),
  filename: z.string().nullable(),
  file_id: z.string().nullable(),
  // a signed link, valid for an hour
  file_url: z.string().nullable(),
});

export const tpaSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  claims_email_address: z.string().nullable(),
  electronic_claims_email_address: z.string().nullable(),
  claims_portal_url: z.string().nullable(),
  delivery_method: z.string(),
  updated_at: z.string(),
  elements: z.array(tpaElementSchema),
});

export type Tpa = z.infer<typeof tpaSchema>;
export type TpaElement = z.infer<typeof tpaElementSchema>;

// Every field of a TPA not deleted, with its dashboard files and links; NOT_FOUND otherwise.
export const getTpa = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Tpa> => {
  const data = await graphql<unknown>(TPA_QUERY, { id }, { signal });
  return z.object({ tpa: tpaSchema }).parse(data).tpa;
};

export const tpaQueryKey = (id: string) => ['tpas', 'detail', id] as const;

export const getTpaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tpaQueryKey(id),
    queryFn: ({ signal }) => getTpa(id, { signal }),
    // a missing TPA is an answer, not a hiccup: do not ask again
    retry: false,
  });

export const useTpa = (id: string | undefined) => useQuery({ ...getTpaQueryOptions(id ?? ''), enabled: id !== undefined });
