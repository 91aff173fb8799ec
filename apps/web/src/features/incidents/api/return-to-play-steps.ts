import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';

// A school's return-to-play steps (issue 42): its own, or the default six.

const ReturnToPlayStepsDocument = gql(`
  query ReturnToPlaySteps($schoolId: ID!) {
    returnToPlaySteps(schoolId: $schoolId)
  }
`);

const SetReturnToPlayStepsDocument = gql(`
  mutation SetReturnToPlaySteps($schoolId: ID!, $steps: [String!]) {
    setReturnToPlaySteps(schoolId: $schoolId, steps: $steps)
  }
`);

const stepsKey = (schoolId: string) => ['returnToPlaySteps', schoolId] as const;

export const useReturnToPlaySteps = (schoolId: string) =>
  useQuery({
    queryKey: stepsKey(schoolId),
    queryFn: async ({ signal }) => (await graphql(ReturnToPlayStepsDocument, { schoolId }, { signal })).returnToPlaySteps,
  });

// null puts the default steps back.
export const useSetReturnToPlaySteps = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (steps: string[] | null) => (await graphql(SetReturnToPlayStepsDocument, { schoolId, steps })).setReturnToPlaySteps,
    onSuccess: (steps) => queryClient.setQueryData(stepsKey(schoolId), steps),
  });
};
