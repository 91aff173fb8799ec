import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { GuardianRequestState, SeasonCampaignQuery, SeasonCampaignsQuery, StudentSeasonAuthorizationsQuery } from '../../../gql/graphql';
import { graphql, withoutEmpty } from '../../../lib/graphql';

// Season campaigns (issue 43): a school's request that guardians give their part of a claim once a year.

gql(`
  fragment CampaignStandingFields on SeasonCampaignStanding {
    guardians
    queued
    completed
    pending
    opted_out
    bounced
  }
`);

const SeasonCampaignsDocument = gql(`
  query SeasonCampaigns($schoolId: ID!, $offset: Int, $limit: Int) {
    seasonCampaigns(schoolId: $schoolId, offset: $offset, limit: $limit) {
      total
      items {
        id
        activity
        created_at
        standing {
          ...CampaignStandingFields
        }
      }
    }
  }
`);

const SeasonCampaignDocument = gql(`
  query SeasonCampaign($id: ID!, $state: GuardianRequestState, $offset: Int, $limit: Int) {
    seasonCampaign(id: $id) {
      id
      activity
      created_at
      standing {
        ...CampaignStandingFields
      }
      guardians(state: $state, offset: $offset, limit: $limit) {
        total
        items {
          id
          email
          first_name
          last_name
          state
          students
          opened_at
          reminders_sent
        }
      }
    }
  }
`);

const CreateSeasonCampaignDocument = gql(`
  mutation CreateSeasonCampaign($schoolId: ID!, $activity: String, $allWithGuardian: Boolean, $studentIds: [ID!]) {
    createSeasonCampaign(schoolId: $schoolId, activity: $activity, allWithGuardian: $allWithGuardian, studentIds: $studentIds) {
      id
      guardians
      students
    }
  }
`);

const ResendSeasonLinkDocument = gql(`
  mutation ResendSeasonLink($requestId: ID!, $email: String) {
    resendSeasonLink(requestId: $requestId, email: $email)
  }
`);

const StudentSeasonAuthorizationsDocument = gql(`
  query StudentSeasonAuthorizations($id: ID!) {
    student(id: $id) {
      id
      season_authorizations {
        id
        signer_name
        signer_email
        signed_at
        expires_on
        revoked_at
        on_file
        language
        authorization_version
        document_sha256
      }
    }
  }
`);

export type SeasonCampaignRow = SeasonCampaignsQuery['seasonCampaigns']['items'][number];
export type SeasonCampaign = SeasonCampaignQuery['seasonCampaign'];
export type CampaignGuardian = SeasonCampaign['guardians']['items'][number];
export type CampaignStanding = SeasonCampaignRow['standing'];
export type SeasonAuthorization = StudentSeasonAuthorizationsQuery['student']['season_authorizations'][number];

const campaignsKey = ['seasonCampaigns'] as const;
type Page = { offset: number; limit: number };

// While its e-mails are still being written, a campaign is read again every few seconds: the progress moves.
const whileSending = (standing: CampaignStanding | undefined) => (standing && standing.queued < standing.guardians ? 2000 : false);

export const useSeasonCampaigns = (schoolId: string, page: Page) =>
  useQuery({
    queryKey: [...campaignsKey, schoolId, page] as const,
    queryFn: async ({ signal }) => (await graphql(SeasonCampaignsDocument, { schoolId, ...page }, { signal })).seasonCampaigns,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((row) => whileSending(row.standing)) ? 2000 : false),
  });

export const useSeasonCampaign = (id: string, args: Page & { state: GuardianRequestState | null }) =>
  useQuery({
    queryKey: [...campaignsKey, 'detail', id, args] as const,
    queryFn: async ({ signal }) => (await graphql(SeasonCampaignDocument, withoutEmpty({ id, ...args, state: args.state ?? undefined }), { signal })).seasonCampaign,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileSending(query.state.data?.standing),
  });

export type NewCampaign = { schoolId: string; activity: string | null; allWithGuardian: boolean; studentIds: string[] };

export const useCreateSeasonCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: NewCampaign) => (await graphql(CreateSeasonCampaignDocument, campaign)).createSeasonCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
};

export const useResendSeasonLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { requestId: string; email: string }) => (await graphql(ResendSeasonLinkDocument, variables)).resendSeasonLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
};

export const useStudentSeasonAuthorizations = (studentId: string) =>
  useQuery({
    queryKey: ['students', 'seasonAuthorizations', studentId] as const,
    queryFn: async ({ signal }) => (await graphql(StudentSeasonAuthorizationsDocument, { id: studentId }, { signal })).student.season_authorizations,
  });
