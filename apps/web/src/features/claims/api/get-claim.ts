import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimWizardClaimQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

// What a stored claim says of the injury, as the wizard's edit mode and the claim view both read it.
gql(`
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
    student_address {
      address_1
      address_2
      city
      state_prov
      postal_code
      country
    }
    parent_info {
      ...ParentInfoFields
    }
    official_statement {
      accident_time
      body_parts {
        part
        side
      }
      nature_of_injury
      mechanism
      mechanism_other
      is_school_sponsored
      is_supervised
      supervisor_name
      supervisor_title
      supervisor_witnessed
      witnesses {
        name
        phone
      }
      first_aid
      first_aid_by
      sent_to
      sent_to_other
      parent_notified_date
      parent_notified_time
      parent_notified_how
      school_transport
    }
  }
`);

// A stored claim as the wizard edits it (edit mode starts from it).
const ClaimWizardClaimDocument = gql(`
  query ClaimWizardClaim($id: ID!) {
    claim(id: $id) {
      ...ClaimReportFields
      student_id
      # the submit payload's name for the link, which the wizard's claim information step holds
      school_third_party_administrator_id: schools_third_party_administrator_id
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
`);

export type WizardClaim = ClaimWizardClaimQuery['claim'];
export type WizardClaimProvider = WizardClaim['providers'][number];

const getWizardClaim = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<WizardClaim> =>
  (await graphql(ClaimWizardClaimDocument, { id }, { signal })).claim;

export const useWizardClaim = (id: string | undefined) =>
  useQuery({
    queryKey: ['claims', 'wizard-claim', id ?? ''],
    queryFn: ({ signal }) => getWizardClaim(id ?? '', { signal }),
    enabled: id !== undefined,
    // the wizard starts from what is stored now, not from a cached copy
    gcTime: 0,
  });
