import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachInvite } from '@claims/shared';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';

// A school's coaches (ADR 048), whom its staff invite, and its invitations not yet accepted.

const SchoolCoachesDocument = gql(`
  query SchoolCoaches($schoolId: ID!) {
    schoolCoaches(schoolId: $schoolId) {
      id
      first_name
      last_name
      email_address
      status
    }
  }
`);

const InviteCoachDocument = gql(`
  mutation InviteCoach($input: CoachInviteInput!) {
    inviteCoach(input: $input) {
      id
      status
    }
  }
`);

const coachesKey = (schoolId: string) => ['schoolCoaches', schoolId] as const;

export const useSchoolCoaches = (schoolId: string) =>
  useQuery({
    queryKey: coachesKey(schoolId),
    queryFn: async ({ signal }) => (await graphql(SchoolCoachesDocument, { schoolId }, { signal })).schoolCoaches,
  });

export const useInviteCoach = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CoachInvite) => (await graphql(InviteCoachDocument, { input })).inviteCoach,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachesKey(schoolId) }),
  });
};
