import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { graphql } from '../../../lib/graphql';

// The lists and facts the wizard's steps choose from: the school (its state picks the fraud notice),
// its active TPA links, the activities, the insurance companies, and who is signing.

const SCHOOL_QUERY = /* GraphQL */ `
  query ClaimWizardSchool($id: ID!) {
    school(id: $id) {
      id
      name
      state
    }
  }
`;
const schoolSchema = z.object({ id: z.string(), name: z.string(), state: z.string().nullable() });
export type WizardSchool = z.infer<typeof schoolSchema>;

export const useWizardSchool = (schoolId: string) =>
  useQuery({
    queryKey: ['claims', 'wizard-school', schoolId],
    queryFn: async ({ signal }) =>
      z.object({ school: schoolSchema }).parse(await graphql<unknown>(SCHOOL_QUERY, { id: schoolId }, { signal })).school,
  });

const SCHOOL_TPAS_QUERY = /* GraphQL */ `
  query ClaimWizardSchoolTpas($schoolId: ID!) {
    schoolTpas(schoolId: $schoolId, activeOnly: true) {
      id
      is_default
      activities
      policy_number
      tpa_code
      tpa_name
    }
  }
`;
const schoolTpaSchema = z.object({
  id: z.string(),
  is_default: z.boolean(),
  activities: z.array(z.string()),
  policy_number: z.string().nullable(),
  tpa_code: z.string(),
  tpa_name: z.string(),
});
export type WizardSchoolTpa = z.infer<typeof schoolTpaSchema>;

export const useWizardSchoolTpas = (schoolId: string) =>
  useQuery({
    queryKey: ['claims', 'wizard-school-tpas', schoolId],
    queryFn: async ({ signal }) =>
      z
        .object({ schoolTpas: z.array(schoolTpaSchema) })
        .parse(await graphql<unknown>(SCHOOL_TPAS_QUERY, { schoolId }, { signal })).schoolTpas,
  });

export const schoolTpaLabel = (link: Pick<WizardSchoolTpa, 'tpa_code' | 'tpa_name'>) => `${link.tpa_code} - ${link.tpa_name}`;

const ACTIVITIES_QUERY = /* GraphQL */ `
  query ClaimWizardActivities {
    activities {
      id
      activity
    }
  }
`;
const activitySchema = z.object({ id: z.string(), activity: z.string() });
export type WizardActivity = z.infer<typeof activitySchema>;

export const useWizardActivities = () =>
  useQuery({
    queryKey: ['claims', 'wizard-activities'],
    queryFn: async ({ signal }) =>
      z.object({ activities: z.array(activitySchema) }).parse(await graphql<unknown>(ACTIVITIES_QUERY, undefined, { signal }))
        .activities,
  });

const INSURANCE_COMPANIES_QUERY = /* GraphQL */ `
  query ClaimWizardInsuranceProviders {
    insuranceProviders {
      id
      name
      address
      city
      state
      postal_code
    }
  }
`;
const insuranceCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
});
export type WizardInsuranceCompany = z.infer<typeof insuranceCompanySchema>;

// Active insurance companies, sorted by name.
export const useWizardInsuranceCompanies = () =>
  useQuery({
    queryKey: ['claims', 'wizard-insurance-companies'],
    queryFn: async ({ signal }) =>
      z
        .object({ insuranceProviders: z.array(insuranceCompanySchema) })
        .parse(await graphql<unknown>(INSURANCE_COMPANIES_QUERY, undefined, { signal }))
        .insuranceProviders.sort((a, b) => a.name.localeCompare(b.name)),
  });

const meSchema = z.object({ user: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }) });
export type WizardUser = z.infer<typeof meSchema>['user'];

// The signed-in user: the draft is kept per user, and the signature step names them as the submitter.
export const useWizardUser = () =>
  useQuery({
    queryKey: ['claims', 'me'],
    queryFn: async ({ signal }) => meSchema.parse(await api('/v1/auth/me', { signal })).user,
    staleTime: 5 * 60_000,
  });

const ACTIVE_SCHOOLS_QUERY = /* GraphQL */ `
  query ActiveSchools {
    activeSchools {
      id
      name
    }
  }
`;
const schoolOptionSchema = z.object({ id: z.string(), name: z.string() });

// For an admin's /claims/new-claim: the schools to report a claim for, sorted by name by the server.
export const useClaimSchools = () =>
  useQuery({
    queryKey: ['active-schools'],
    queryFn: async ({ signal }) =>
      z.object({ activeSchools: z.array(schoolOptionSchema) }).parse(await graphql<unknown>(ACTIVE_SCHOOLS_QUERY, undefined, { signal }))
        .activeSchools,
  });
