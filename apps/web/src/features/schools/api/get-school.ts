import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

export const SCHOOL_FIELDS = /* GraphQL */ `
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
    first_note
    logo_file_id
    logo_url
    updated_at
  }
`;

const SCHOOL_QUERY = /* GraphQL */ `
  query School($id: ID!) {
    school(id: $id) {
      ...SchoolFields
    }
  }
  ${SCHOOL_FIELDS}
`;

export const schoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email_address: z.string().nullable(),
  contact_phone: z.string().nullable(),
  sales_rep_id: z.string().nullable(),
  allow_piv: z.boolean(),
  allow_students_import: z.boolean(),
  show_verification_status: z.boolean(),
  first_note: z.string().nullable(),
  logo_file_id: z.string().nullable(),
  logo_url: z.string().nullable(),
  updated_at: z.string(),
});

export type School = z.infer<typeof schoolSchema>;

// Every field of a school not deleted; NOT_FOUND otherwise (the page then returns to the list).
export const getSchool = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<School> => {
  const data = await graphql<unknown>(SCHOOL_QUERY, { id }, { signal });
  return z.object({ school: schoolSchema }).parse(data).school;
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
