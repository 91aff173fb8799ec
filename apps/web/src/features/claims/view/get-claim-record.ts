import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLAIM_STATUSES } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { CLAIM_REPORT_FIELDS } from '../api/get-claim';

// A submitted claim as the view shows it: everything reported, and its change log.
const CLAIM_RECORD_QUERY = /* GraphQL */ `
  query ClaimRecord($id: ID!) {
    claim(id: $id) {
      ...ClaimReportFields
      school_name
      tpa_name
      tpa_code
      policy_number
      group_number
      created_at
      updated_at
      student {
        id
        first_name
        last_name
        academic_id
        date_of_birth
        gender
        email_address
        primary_phone
      }
      submitted_by {
        first_name
        last_name
        email_address
      }
      providers {
        id
        name
        is_other_provider
        provider_name
        insurance_member_id
        insurance_group_id
        phone
      }
      change_logs {
        id
        created_at
        submitted_to_tpa_at
        status
        changes_log
        user_name
      }
    }
  }
  ${CLAIM_REPORT_FIELDS}
`;

const text = z.string().nullish();

const addressSchema = z
  .object({ address_1: text, address_2: text, city: text, state_prov: text, postal_code: text, country: text })
  .nullish()
  .catch(null);

const parentInfoSchema = z
  .object({
    first_name: text,
    last_name: text,
    address_1: text,
    address_2: text,
    city: text,
    state_prov: text,
    postal_code: text,
    country: text,
    employer_name: text,
    employer_phone: text,
  })
  .nullish()
  .catch(null);

const changeSchema = z.object({ from: z.unknown(), to: z.unknown() });

const changeLogSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  submitted_to_tpa_at: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  // { field: { from, to } }; null for the first submission
  changes_log: z.record(z.string(), changeSchema).nullish().catch(null),
  user_name: z.string().nullable(),
});

const claimRecordSchema = z.object({
  id: z.string(),
  claim_number: z.union([z.number(), z.string()]),
  school_id: z.string(),
  school_name: z.string().nullable(),
  tpa_name: z.string().nullable(),
  tpa_code: z.string().nullable(),
  policy_number: z.string().nullable(),
  group_number: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  submitted_to_tpa_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  activity: z.string(),
  activity_type: z.string(),
  activity_level: z.string(),
  benefits_due_another_provider: z.boolean().nullable(),
  injury_date: z.string(),
  injury_reported_date: z.string(),
  first_treatment_date: z.string(),
  injury_description: z.string(),
  injury_type: z.string(),
  is_previous_injury: z.boolean(),
  is_work_related: z.boolean(),
  location_of_injury: z.string(),
  student_address: addressSchema,
  parent_info: parentInfoSchema,
  student: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    academic_id: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    gender: z.string().nullable(),
    email_address: z.string().nullable(),
    primary_phone: z.string().nullable(),
  }),
  submitted_by: z.object({ first_name: z.string(), last_name: z.string(), email_address: z.string() }).nullable(),
  providers: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      is_other_provider: z.boolean(),
      provider_name: z.string().nullable(),
      insurance_member_id: z.string().nullable(),
      insurance_group_id: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ),
  change_logs: z.array(changeLogSchema),
});

export type ClaimRecord = z.infer<typeof claimRecordSchema>;
export type ClaimChangeLog = z.infer<typeof changeLogSchema>;
export type ClaimAddress = NonNullable<z.infer<typeof addressSchema>>;

export const getClaimRecord = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimRecord> => {
  const data = await graphql<{ claim: unknown }>(CLAIM_RECORD_QUERY, { id }, { signal });
  return claimRecordSchema.parse(data.claim);
};

export const claimRecordQueryKey = (id: string) => ['claims', 'record', id] as const;

export const useClaimRecord = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: claimRecordQueryKey(id),
      queryFn: ({ signal }) => getClaimRecord(id, { signal }),
    }),
  );
