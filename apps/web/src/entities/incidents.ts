import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncidentStatus } from '@claims/shared';
import { gql } from '../gql';
import type { IncidentQuery, IncidentReportInput, IncidentsQuery } from '../gql/graphql';
import { api } from '../lib/api';
import { graphql } from '../lib/graphql';
import { retryWithSameKey } from '../lib/retry-request';

// No answer by then is a lost one: the report is tried again, then the coach told, rather than waiting
// the minutes a hanging connection takes to fail.
const REPORT_TIMEOUT_MS = 10_000;

// Incidents (issue 42, ADR 048): a coach's own reports, a school's for its staff. The server decides
// who reads what; these only ask.

// What the list and the incident's page both show.
gql(`
  fragment IncidentFields on Incident {
    id
    incident_number
    school_id
    school_name
    person_kind
    student_id
    student_first_name
    student_last_name
    person_name
    injury_date
    location_of_injury
    injury_description
    injury_type
    activity
    activity_type
    official_statement
    language
    serious
    status
    reported_by_name
    reviewed_at
    closed_at
    claim_id
    created_at
  }
`);

const IncidentsDocument = gql(`
  query Incidents($schoolId: ID, $status: IncidentStatus, $offset: Int, $limit: Int) {
    incidents(schoolId: $schoolId, status: $status, offset: $offset, limit: $limit) {
      items {
        ...IncidentFields
      }
      total
    }
  }
`);

const IncidentDocument = gql(`
  query Incident($id: ID!) {
    incident(id: $id) {
      ...IncidentFields
      return_to_play {
        status
        started_at
        cleared_at
        next_step_from
        steps {
          number
          name
          completed_at
          logged_by_name
        }
        clearance {
          filename
          uploaded_at
          uploaded_by_name
          url
        }
      }
      photos {
        id
        filename
        uploaded_at
        uploaded_by_name
        url
      }
      history {
        id
        action
        changes
        at
        user_name
      }
    }
  }
`);

const IncidentStudentsDocument = gql(`
  query IncidentStudents($schoolId: ID!, $name: String!) {
    incidentStudents(schoolId: $schoolId, name: $name) {
      id
      first_name
      last_name
    }
  }
`);

const ReportIncidentDocument = gql(`
  mutation ReportIncident($input: IncidentReportInput!) {
    reportIncident(input: $input) {
      id
      school_id
    }
  }
`);

const ReviewIncidentDocument = gql(`
  mutation ReviewIncident($id: ID!) {
    reviewIncident(id: $id) {
      id
    }
  }
`);

const StartReturnToPlayDocument = gql(`
  mutation StartReturnToPlay($id: ID!) {
    startReturnToPlay(id: $id) {
      id
    }
  }
`);

const LogReturnToPlayStepDocument = gql(`
  mutation LogReturnToPlayStep($id: ID!) {
    logReturnToPlayStep(id: $id) {
      id
    }
  }
`);

const ClearReturnToPlayDocument = gql(`
  mutation ClearReturnToPlay($id: ID!) {
    clearReturnToPlay(id: $id) {
      id
    }
  }
`);

const NotifyIncidentParentDocument = gql(`
  mutation NotifyIncidentParent($id: ID!) {
    notifyIncidentParent(id: $id) {
      id
    }
  }
`);

const CloseIncidentDocument = gql(`
  mutation CloseIncident($id: ID!) {
    closeIncident(id: $id) {
      id
    }
  }
`);

export type IncidentListItem = IncidentsQuery['incidents']['items'][number];
export type Incident = NonNullable<IncidentQuery['incident']>;

// Every incident query: a claim started from one reads it again (its claim link).
export const incidentsKey = ['incidents'] as const;

export type IncidentsArgs = { schoolId: string; status?: IncidentStatus; offset: number; limit: number };

export const useIncidents = (args: IncidentsArgs) =>
  useQuery({
    queryKey: [...incidentsKey, 'list', args],
    queryFn: async ({ signal }) => (await graphql(IncidentsDocument, args, { signal })).incidents,
    placeholderData: keepPreviousData,
  });

export const incidentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...incidentsKey, 'one', id],
    queryFn: async ({ signal }) => (await graphql(IncidentDocument, { id }, { signal })).incident,
  });

export const useIncident = (id: string | undefined) => useQuery({ ...incidentQueryOptions(id ?? ''), enabled: id !== undefined });

// From two letters; the server answers at most ten names.
export const STUDENT_SEARCH_MIN = 2;

export const useIncidentStudents = (schoolId: string, name: string) =>
  useQuery({
    queryKey: [...incidentsKey, 'students', schoolId, name],
    queryFn: async ({ signal }) => (await graphql(IncidentStudentsDocument, { schoolId, name }, { signal })).incidentStudents,
    enabled: name.trim().length >= STUDENT_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });

// Read again after a refusal too: INCIDENT_STATUS_INVALID means someone else moved it first.
const useIncidentMutation = <TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: incidentsKey }) });
};

// Sent again, with the same client_id, when the answer is lost or a busy server asks to come back: the
// server answers the same incident whether or not an earlier try reached it (ADR 048).
export const useReportIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IncidentReportInput) =>
      (await retryWithSameKey(() => graphql(ReportIncidentDocument, { input }, { timeoutMs: REPORT_TIMEOUT_MS }))).reportIncident,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incidentsKey }),
  });
};

export const useReviewIncident = () => useIncidentMutation(async (id: string) => (await graphql(ReviewIncidentDocument, { id })).reviewIncident);

export const useCloseIncident = () => useIncidentMutation(async (id: string) => (await graphql(CloseIncidentDocument, { id })).closeIncident);

// The parent's short notice, when the school's staff send it.
export const useNotifyIncidentParent = () => useIncidentMutation(async (id: string) => (await graphql(NotifyIncidentParentDocument, { id })).notifyIncidentParent);

// Return to play (issue 42): the school's staff begin it, log its steps, attach the clearance and clear.
export const useStartReturnToPlay = () => useIncidentMutation(async (id: string) => (await graphql(StartReturnToPlayDocument, { id })).startReturnToPlay);
export const useLogReturnToPlayStep = () => useIncidentMutation(async (id: string) => (await graphql(LogReturnToPlayStepDocument, { id })).logReturnToPlayStep);
export const useClearReturnToPlay = () => useIncidentMutation(async (id: string) => (await graphql(ClearReturnToPlayDocument, { id })).clearReturnToPlay);
export const useAddIncidentPhoto = () =>
  useIncidentMutation(async ({ id, file }: { id: string; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    await api(`/v1/incidents/${encodeURIComponent(id)}/photos`, { body });
  });

export const useAttachClearance = () =>
  useIncidentMutation(async ({ id, file }: { id: string; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    await api(`/v1/incidents/${encodeURIComponent(id)}/clearance`, { body });
  });
