import { useMutation } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { AccessLogChainQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

const AccessLogChainDocument = gql(`
  query AccessLogChain($schoolId: ID!) {
    accessLogChain(schoolId: $schoolId) {
      intact
      events
      head_seq
      head_hash
      broken {
        seq
        event_id
        reason
      }
    }
  }
`);

export type ChainVerification = AccessLogChainQuery['accessLogChain'];

// The chain of the events that name no school (ADR 052).
export const PROGRAM_CHAIN_ID = '00000000-0000-0000-0000-000000000000';

// A walk of the whole chain, asked for by a click: an action, not data kept fresh.
export const useVerifyAccessLogChain = () =>
  useMutation({ mutationFn: async (schoolId: string) => (await graphql(AccessLogChainDocument, { schoolId })).accessLogChain });
