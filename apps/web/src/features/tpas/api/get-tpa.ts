import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { TpaElementFieldsFragment, TpaFieldsFragment } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

// Fragments are known to `gql` by name: a document that spreads one is sent with its text.
gql(`
  fragment TpaElementFields on TpaElement {
    id
    type
    title
    component
    url
    filename
    file_id
    # a signed link, valid for an hour
    file_url
  }
`);

gql(`
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
    required_documents
    max_attachment_mb
    updated_at
    elements {
      ...TpaElementFields
    }
  }
`);

const TpaQuery = gql(`
  query Tpa($id: ID!) {
    tpa(id: $id) {
      ...TpaFields
    }
  }
`);

export type Tpa = TpaFieldsFragment;
export type TpaElement = TpaElementFieldsFragment;

// Every field of a TPA not deleted, with its dashboard files and links; NOT_FOUND otherwise.
export const getTpa = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Tpa> => {
  const { tpa } = await graphql(TpaQuery, { id }, { signal });
  return tpa;
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
