import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CLAIM_STATUSES } from '@claims/shared';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';

const CLAIM_EMAIL_LOGS_QUERY = /* GraphQL */ `
  query ClaimEmailLogs($claimId: ID!, $offset: Int, $limit: Int) {
    claimEmailLogs(claimId: $claimId, offset: $offset, limit: $limit) {
      total
      items {
        id
        created_at
        updated_at
        viewed_at
        status
        recipient
        subject
        sent_at
        attempts
        last_error
      }
    }
  }
`;

const emailLogSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  viewed_at: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  recipient: z.string().nullable(),
  subject: z.string().nullable(),
  sent_at: z.string().nullable(),
  attempts: z.number(),
  last_error: z.string().nullable(),
});
const emailLogsResponseSchema = z.object({
  claimEmailLogs: z.object({ total: z.number(), items: z.array(emailLogSchema) }),
});

export type ClaimEmailLogItem = z.infer<typeof emailLogSchema>;
export type ClaimEmailLogList = z.infer<typeof emailLogsResponseSchema>['claimEmailLogs'];

export type ClaimEmailLogsArgs = { claimId: string; offset: number; limit: number };

// While an e-mail waits for delivery the list asks again this often, so Pending turns Sent or Failed.
const PENDING_POLL_MS = 3000;

export const getClaimEmailLogs = async (
  args: ClaimEmailLogsArgs,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClaimEmailLogList> => {
  const data = await graphql<unknown>(CLAIM_EMAIL_LOGS_QUERY, args, { signal });
  return emailLogsResponseSchema.parse(data).claimEmailLogs;
};

export const claimEmailLogsQueryKey = (claimId: string) => ['claims', 'emails', claimId] as const;

export const useClaimEmailLogs = (args: ClaimEmailLogsArgs) =>
  useQuery(
    queryOptions({
      queryKey: [...claimEmailLogsQueryKey(args.claimId), args] as const,
      queryFn: ({ signal }) => getClaimEmailLogs(args, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'PENDING') ? PENDING_POLL_MS : false,
    }),
  );
