import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderStatus } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { studentQueryKey } from '../../../components/students/student-queries';

const VERIFICATION_QUEUE_QUERY = /* GraphQL */ `
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
`;

const RESOLVE_VERIFICATION_MUTATION = /* GraphQL */ `
  mutation ResolveVerification($id: ID!, $status: VerificationResult!) {
    resolveVerification(id: $id, status: $status)
  }
`;

const verificationRequestSchema = z.object({
  // the student provider (insurance entry) waiting for a decision
  id: z.string(),
  student_id: z.string(),
  student_first_name: z.string(),
  student_last_name: z.string(),
  date_of_birth: z.string(),
  school_id: z.string(),
  school_name: z.string(),
  provider_name: z.string().nullable(),
  insurance_member_id: z.string().nullable(),
  insurance_group_id: z.string().nullable(),
  phone: z.string().nullable(),
  requested_at: z.string().nullable(),
  requested_by: z.string().nullable(),
});
const verificationQueueResponseSchema = z.object({
  verificationQueue: z.object({ total: z.number(), items: z.array(verificationRequestSchema) }),
});

export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export type VerificationQueuePage = z.infer<typeof verificationQueueResponseSchema>['verificationQueue'];
// What staff may record: every provider status except QUEUED itself.
export type VerificationResult = Exclude<ProviderStatus, 'QUEUED'>;
export const VERIFICATION_RESULTS: readonly VerificationResult[] = ['VERIFIED', 'POLICY_NOT_ACTIVE', 'NO_INSURANCE'];

export const studentNameOf = (request: VerificationRequest) => `${request.student_first_name} ${request.student_last_name}`;

export type VerificationQueueArgs = { offset: number; limit: number };

export const getVerificationQueue = async (
  args: VerificationQueueArgs,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VerificationQueuePage> => {
  const data = await graphql<unknown>(VERIFICATION_QUEUE_QUERY, args, { signal });
  return verificationQueueResponseSchema.parse(data).verificationQueue;
};

export const verificationQueueQueryKey = ['students', 'verificationQueue'] as const;

export const useVerificationQueue = (args: VerificationQueueArgs) =>
  useQuery(
    queryOptions({
      queryKey: [...verificationQueueQueryKey, args] as const,
      queryFn: ({ signal }) => getVerificationQueue(args, { signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const resolveVerification = async (id: string, status: VerificationResult): Promise<boolean> => {
  const data = await graphql<unknown>(RESOLVE_VERIFICATION_MUTATION, { id, status });
  return z.object({ resolveVerification: z.boolean() }).parse(data).resolveVerification;
};

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
