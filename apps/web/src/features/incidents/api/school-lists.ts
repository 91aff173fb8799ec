import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';

// A school's lists for its incidents (issue 42): its return-to-play steps (its own, or the default six)
// and the places its report form suggests (its own, or null for the product's).

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

const IncidentPlacesDocument = gql(`
  query IncidentPlaces($schoolId: ID!) {
    incidentPlaces(schoolId: $schoolId)
  }
`);

const SetIncidentPlacesDocument = gql(`
  mutation SetIncidentPlaces($schoolId: ID!, $places: [String!]) {
    setIncidentPlaces(schoolId: $schoolId, places: $places)
  }
`);

const placesKey = (schoolId: string) => ['incidentPlaces', schoolId] as const;

export const useIncidentPlaces = (schoolId: string) =>
  useQuery({
    queryKey: placesKey(schoolId),
    queryFn: async ({ signal }) => (await graphql(IncidentPlacesDocument, { schoolId }, { signal })).incidentPlaces ?? null,
  });

export const useSetIncidentPlaces = (schoolId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (places: string[] | null) => (await graphql(SetIncidentPlacesDocument, { schoolId, places })).setIncidentPlaces ?? null,
    onSuccess: (places) => queryClient.setQueryData(placesKey(schoolId), places),
  });
};
