import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

// What a stored claim says of the injury, as the wizard's edit mode and the claim view both read it.
export const CLAIM_REPORT_FIELDS = /* GraphQL */ `
  fragment ClaimReportFields on Claim {
    id
    claim_number
    school_id
    status
    submitted_to_tpa_at
    activity
    activity_type
    activity_level
    benefits_due_another_provider
    injury_date
    injury_reported_date
    first_treatment_date
    injury_description
    injury_type
    is_previous_injury
    is_work_related
    location_of_injury
    student_address
    parent_info
  }
`;

// A stored claim as the wizard edits it (edit mode starts from it).
const CLAIM_QUERY = /* GraphQL */ `
  query ClaimWizardClaim($id: ID!) {
    claim(id: $id) {
      ...ClaimReportFields
      student_id
      schools_third_party_administrator_id
      providers {
        id
        is_other_provider
        provider_name
        insurance_provider_id
        insurance_member_id
        insurance_group_id
        phone
      }
    }
  }
  ${CLAIM_REPORT_FIELDS}
`;

const addressSchema = z.object({
  address_1: z.string().nullish(),
  address_2: z.string().nullish(),
  city: z.string().nullish(),
  state_prov: z.string().nullish(),
  postal_code: z.string().nullish(),
  country: z.string().nullish(),
});

const parentInfoSchema = addressSchema
  .extend({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    employer_name: z.string().nullish(),
    employer_phone: z.string().nullish(),
    country: z.enum(['United States', 'Canada']).nullish().catch(null),
  })
  .nullish()
  .catch(null);

const claimProviderSchema = z.object({
  id: z.string(),
  is_other_provider: z.boolean(),
  provider_name: z.string().nullable(),
  insurance_provider_id: z.string().nullable(),
  insurance_member_id: z.string().nullable(),
  insurance_group_id: z.string().nullable(),
  phone: z.string().nullable(),
});

const claimSchema = z.object({
  id: z.string(),
  claim_number: z.union([z.string(), z.number()]).transform(String).nullable(),
  school_id: z.string(),
  student_id: z.string(),
  schools_third_party_administrator_id: z.string().nullable(),
  activity: z.string().nullable(),
  activity_type: z.string().nullable(),
  activity_level: z.string().nullable(),
  benefits_due_another_provider: z.boolean().nullable(),
  injury_date: z.string().nullable(),
  injury_reported_date: z.string().nullable(),
  first_treatment_date: z.string().nullable(),
  injury_description: z.string().nullable(),
  injury_type: z.string().nullable(),
  is_previous_injury: z.boolean().nullable(),
  is_work_related: z.boolean().nullable(),
  location_of_injury: z.string().nullable(),
  status: z.string(),
  submitted_to_tpa_at: z.string().nullable(),
  student_address: addressSchema.nullish().catch(null),
  parent_info: parentInfoSchema,
  providers: z.array(claimProviderSchema),
});

export type WizardClaim = z.infer<typeof claimSchema>;
export type WizardClaimProvider = z.infer<typeof claimProviderSchema>;

export const getWizardClaim = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<WizardClaim> => {
  const data = await graphql<unknown>(CLAIM_QUERY, { id }, { signal });
  return z.object({ claim: claimSchema }).parse(data).claim;
};

export const useWizardClaim = (id: string | undefined) =>
  useQuery({
    queryKey: ['claims', 'wizard-claim', id ?? ''],
    queryFn: ({ signal }) => getWizardClaim(id ?? '', { signal }),
    enabled: id !== undefined,
    // the wizard starts from what is stored now, not from a cached copy
    gcTime: 0,
  });
