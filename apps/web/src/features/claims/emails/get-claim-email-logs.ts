import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimEmailLogsQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const ClaimEmailLogsDocument = gql(`
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
`);

export type ClaimEmailLogList = ClaimEmailLogsQuery['claimEmailLogs'];
export type ClaimEmailLogItem = ClaimEmailLogList['items'][number];

export type ClaimEmailLogsArgs = { claimId: string; offset: number; limit: number };

// While an e-mail waits for delivery the list asks again this often, so Pending turns Sent or Failed.
const PENDING_POLL_MS = 3000;

const getClaimEmailLogs = async (args: ClaimEmailLogsArgs, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimEmailLogList> =>
  (await graphql(ClaimEmailLogsDocument, args, { signal })).claimEmailLogs;

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
