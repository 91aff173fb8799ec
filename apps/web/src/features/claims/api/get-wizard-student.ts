import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

// What the wizard shows and sends of a student: identity, address, parent info and saved providers.
export const WIZARD_STUDENT_FIELDS = /* GraphQL */ `
  fragment WizardStudentFields on Student {
    id
    school_id
    first_name
    last_name
    academic_id
    gender
    date_of_birth
    email_address
    primary_phone
    address_1
    address_2
    city
    state_prov
    country
    postal_code
    parents_info
    providers {
      id
      insurance_provider_id
      is_other_provider
      name
      provider_name
      insurance_member_id
      insurance_group_id
      phone
      primary
    }
  }
`;

const WIZARD_STUDENT_QUERY = /* GraphQL */ `
  query ClaimWizardStudent($id: ID!) {
    student(id: $id) {
      ...WizardStudentFields
    }
  }
  ${WIZARD_STUDENT_FIELDS}
`;

const parentsInfoSchema = z
  .object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    address_1: z.string().nullish(),
    address_2: z.string().nullish(),
    city: z.string().nullish(),
    postal_code: z.string().nullish(),
    employer_name: z.string().nullish(),
    employer_phone: z.string().nullish(),
    country: z.enum(['United States', 'Canada']).nullish().catch(null),
    state_prov: z.string().nullish(),
  })
  .nullish()
  .catch(null);

const wizardStudentProviderSchema = z.object({
  id: z.string(),
  insurance_provider_id: z.string().nullable(),
  is_other_provider: z.boolean(),
  name: z.string().nullable(),
  provider_name: z.string().nullable(),
  insurance_member_id: z.string().nullable(),
  insurance_group_id: z.string().nullable(),
  phone: z.string().nullable(),
  primary: z.boolean(),
});

export const wizardStudentSchema = z.object({
  id: z.string(),
  school_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  academic_id: z.string().nullable(),
  gender: z.string(),
  date_of_birth: z.string(),
  email_address: z.string().nullable(),
  primary_phone: z.string().nullable(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  state_prov: z.string().nullable(),
  country: z.string(),
  postal_code: z.string(),
  parents_info: parentsInfoSchema,
  providers: z.array(wizardStudentProviderSchema),
});

export type WizardStudent = z.infer<typeof wizardStudentSchema>;
export type WizardStudentProvider = z.infer<typeof wizardStudentProviderSchema>;

export const getWizardStudent = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<WizardStudent> => {
  const data = await graphql<unknown>(WIZARD_STUDENT_QUERY, { id }, { signal });
  return z.object({ student: wizardStudentSchema }).parse(data).student;
};

export const wizardStudentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['claims', 'wizard-student', id] as const,
    queryFn: ({ signal }) => getWizardStudent(id, { signal }),
  });

export const useWizardStudent = (id: string) => useQuery(wizardStudentQueryOptions(id));
