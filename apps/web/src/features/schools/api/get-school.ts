import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { SchoolQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

gql(`
  fragment SchoolFields on School {
    id
    name
    is_active
    address_1
    address_2
    city
    state
    postal_code
    contact_name
    contact_email_address
    contact_phone
    sales_rep_id
    allow_piv
    allow_students_import
    show_verification_status
    parent_part_online
    parent_link_days
    insurance_confirm_days
    retention_years
    sso_google_domains
    sso_microsoft_tenants
    password_sign_in
    first_note
    logo_file_id
    logo_url
    updated_at
  }
`);

const SchoolDocument = gql(`
  query School($id: ID!) {
    school(id: $id) {
      ...SchoolFields
    }
  }
`);

export type School = SchoolQuery['school'];

// Every field of a school not deleted; NOT_FOUND otherwise (the page then returns to the list).
export const getSchool = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<School> => {
  return (await graphql(SchoolDocument, { id }, { signal })).school;
};

export const schoolQueryKey = (id: string) => ['schools', 'detail', id] as const;

export const getSchoolQueryOptions = (id: string) =>
  queryOptions({
    queryKey: schoolQueryKey(id),
    queryFn: ({ signal }) => getSchool(id, { signal }),
    // a missing school is an answer, not a hiccup: do not ask again
    retry: false,
  });

export const useSchool = (id: string | undefined) =>
  useQuery({ ...getSchoolQueryOptions(id ?? ''), enabled: id !== undefined });
