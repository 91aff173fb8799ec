import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SchoolForm, usStateCode } from '@claims/shared';
import { schoolsQueryKeyRoot } from '../../../entities/schools';
import { gql } from '../../../gql';
import type { SchoolInput } from '../../../gql/graphql';
import { blankToNull, graphql } from '../../../lib/graphql';
import { schoolQueryKey, type School } from './get-school';

const CreateSchoolDocument = gql(`
  mutation CreateSchool($input: SchoolInput!) {
    createSchool(input: $input) {
      ...SchoolFields
    }
  }
`);

const UpdateSchoolDocument = gql(`
  mutation UpdateSchool($id: ID!, $input: SchoolInput!) {
    updateSchool(id: $id, input: $input) {
      ...SchoolFields
    }
  }
`);

// The form's values as the server takes them, empty text as null.
export const toSchoolInput = (values: SchoolForm): SchoolInput => ({
  ...values,
  contact_name: blankToNull(values.contact_name),
  address_1: blankToNull(values.address_1),
  address_2: blankToNull(values.address_2),
  city: blankToNull(values.city),
  state: usStateCode(values.state),
  postal_code: blankToNull(values.postal_code),
  contact_email_address: blankToNull(values.contact_email_address),
  contact_phone: blankToNull(values.contact_phone),
  sales_rep_id: values.sales_rep_id ?? null,
});

const saveSchool = async ({ id, input }: { id?: string; input: SchoolInput }): Promise<School> =>
  id ? (await graphql(UpdateSchoolDocument, { id, input })).updateSchool : (await graphql(CreateSchoolDocument, { input })).createSchool;

// Every list of schools (the grid, the pickers, the switcher) may name or show the school: all are read again.
export const useSaveSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchool,
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueryKey(school.id), school);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKeyRoot });
    },
  });
};
