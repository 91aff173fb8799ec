import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolForm } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { SCHOOL_FIELDS, schoolQueryKey, schoolSchema, type School } from './get-school';
import { schoolsQueryKey } from './get-schools';

const CREATE_SCHOOL_MUTATION = /* GraphQL */ `
  mutation CreateSchool($input: SchoolInput!) {
    createSchool(input: $input) {
      ...SchoolFields
    }
  }
  ${SCHOOL_FIELDS}
`;

// The SchoolInput the server takes: the form's values, with empty text sent as null.
export type SchoolInput = SchoolForm;

export const toSchoolInput = (values: SchoolForm): SchoolInput => {
  const blankToNull = <V extends string>(value: V | null | undefined): V | null =>
    value === undefined || value === null || value === '' ? null : value;
  return {
    ...values,
    contact_name: blankToNull(values.contact_name),
    address_1: blankToNull(values.address_1),
    address_2: blankToNull(values.address_2),
    city: blankToNull(values.city),
    state: blankToNull(values.state),
    postal_code: blankToNull(values.postal_code),
    contact_email_address: blankToNull(values.contact_email_address),
    contact_phone: blankToNull(values.contact_phone),
    sales_rep_id: values.sales_rep_id ?? null,
  };
};

export const createSchool = async (input: SchoolInput): Promise<School> => {
  const data = await graphql<unknown>(CREATE_SCHOOL_MUTATION, { input });
  return z.object({ createSchool: schoolSchema }).parse(data).createSchool;
};

export const useCreateSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchool,
    onSuccess: (school) => {
      queryClient.setQueryData(schoolQueryKey(school.id), school);
      void queryClient.invalidateQueries({ queryKey: schoolsQueryKey });
    },
  });
};
