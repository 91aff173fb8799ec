import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimRecordQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

// A submitted claim as the view shows it: everything reported, and its change log.
const ClaimRecordDocument = gql(`
  query ClaimRecord($id: ID!) {
    claim(id: $id) {
      ...ClaimReportFields
      school_name
      tpa_name
      tpa_code
      policy_number
      group_number
      missing_items
      tpa_status
      tpa_claim_number
      tpa_note
      incident_id
      tpa_reported_at
      tpa_received_at
      checklist {
        item
        required
        received
      }
      created_at
      updated_at
      student {
        id
        first_name
        last_name
        academic_id
        date_of_birth
        gender
        email_address
        primary_phone
      }
      submitted_by {
        first_name
        last_name
        email_address
      }
      providers {
        id
        name
        is_other_provider
        provider_name
        insurance_member_id
        insurance_group_id
        phone
      }
      parent_link {
        email
        purpose
        sent_at
        opened_at
        expires_at
        used_at
        locked
      }
      documents {
        id
        kind
        filename
        size
        url
        sent
      }
      change_logs {
        id
        created_at
        submitted_to_tpa_at
        status
        changes_log {
          field
          from
          to
        }
        user_name
        by_tpa
        tpa_reporter
      }
    }
  }
`);

export type ClaimRecord = ClaimRecordQuery['claim'];
export type ClaimChangeLog = ClaimRecord['change_logs'][number];
export type ClaimAddress = ClaimRecord['student_address'];

const getClaimRecord = async (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimRecord> =>
  (await graphql(ClaimRecordDocument, { id }, { signal })).claim;

const DOCUMENT_POLL_MS = 3000;

export const claimRecordQueryKey = (id: string) => ['claims', 'record', id] as const;

export const useClaimRecord = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: claimRecordQueryKey(id),
      queryFn: ({ signal }) => getClaimRecord(id, { signal }),
      // a document on its way to the TPA shows Sent once its e-mail went
      // (a failed delivery waits for a resend, not for time)
      refetchInterval: (query) => {
        const claim = query.state.data;
        return claim?.status === 'PENDING' && claim.documents.some((document) => !document.sent) ? DOCUMENT_POLL_MS : false;
      },
    }),
  );
