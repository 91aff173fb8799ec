import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { VerificationQueueQuery, VerificationResult } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';
import { studentQueryKey } from '../../../entities/students';

const VerificationQueueDocument = gql(`
  query VerificationQueue($offset: Int, $limit: Int) {
    verificationQueue(offset: $offset, limit: $limit) {
      total
      items {
        id
        student_id
        student_first_name
        student_last_name
        date_of_birth
        school_id
        school_name
        provider_name
        insurance_member_id
        insurance_group_id
        phone
        requested_at
        requested_by
      }
    }
  }
`);

const ResolveVerificationDocument = gql(`
  mutation ResolveVerification($id: ID!, $status: VerificationResult!) {
    resolveVerification(id: $id, status: $status)
  }
`);

export type VerificationQueuePage = VerificationQueueQuery['verificationQueue'];
// Each item is a student's insurance entry waiting for a decision.
export type VerificationRequest = VerificationQueuePage['items'][number];
// What staff may record: every provider status except QUEUED itself.
export type { VerificationResult };
export const VERIFICATION_RESULTS: readonly VerificationResult[] = ['VERIFIED', 'POLICY_NOT_ACTIVE', 'NO_INSURANCE'];

export const studentNameOf = (request: VerificationRequest) => `${request.student_first_name} ${request.student_last_name}`;

export type VerificationQueueArgs = { offset: number; limit: number };

const getVerificationQueue = async (args: VerificationQueueArgs, { signal }: { signal?: AbortSignal } = {}): Promise<VerificationQueuePage> =>
  (await graphql(VerificationQueueDocument, args, { signal })).verificationQueue;

export const verificationQueueQueryKey = ['students', 'verificationQueue'] as const;

export const useVerificationQueue = (args: VerificationQueueArgs) =>
  useQuery(
    queryOptions({
      queryKey: [...verificationQueueQueryKey, args] as const,
      queryFn: ({ signal }) => getVerificationQueue(args, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

const resolveVerification = async (id: string, status: VerificationResult): Promise<boolean> =>
  (await graphql(ResolveVerificationDocument, { id, status })).resolveVerification;

export type ResolveVerificationArgs = { request: VerificationRequest; status: VerificationResult };

export const useResolveVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: ResolveVerificationArgs) => resolveVerification(request.id, status),
    // after a failure too: another admin may have resolved the request meanwhile; the student page shows
    // the new status the next time it is opened
    onSettled: (_resolved, _error, { request }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationQueueQueryKey }),
        queryClient.invalidateQueries({ queryKey: studentQueryKey(request.student_id) }),
      ]),
  });
};
