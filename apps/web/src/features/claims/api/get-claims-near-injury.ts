import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimsNearInjuryQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const ClaimsNearInjuryDocument = gql(`
  query ClaimsNearInjury($schoolId: ID!, $studentId: ID!, $injuryDate: String!, $activity: String) {
    claimsNearInjury(schoolId: $schoolId, studentId: $studentId, injuryDate: $injuryDate, activity: $activity) {
      id
      claim_number
      injury_date
      activity
      status
      same_injury
    }
  }
`);
export type NearClaim = ClaimsNearInjuryQuery['claimsNearInjury'][number];

export const claimsNearInjuryKey = ['claims', 'near-injury'] as const;

// The student's claims of an injury within a day of this one (issue 18): shown before a new claim goes,
// and one of the same date and sport needs a reason.
export const useClaimsNearInjury = (args: { schoolId: string; studentId: string | null | undefined; injuryDate: string | null | undefined; activity: string | null | undefined }) =>
  useQuery({
    queryKey: [...claimsNearInjuryKey, args],
    enabled: Boolean(args.studentId && args.injuryDate),
    queryFn: async ({ signal }) =>
      (
        await graphql(
          ClaimsNearInjuryDocument,
          { schoolId: args.schoolId, studentId: args.studentId ?? '', injuryDate: args.injuryDate ?? '', activity: args.activity ?? null },
          { signal },
        )
      ).claimsNearInjury,
  });
