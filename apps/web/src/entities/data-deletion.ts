import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gql } from '../gql';
import type { DeletionCertificatesQuery } from '../gql/graphql';
import { api, ApiError } from '../lib/api';
import { graphql } from '../lib/graphql';
import { isBlob, saveFile } from '../lib/save-file';
import { schoolsQueryKeyRoot } from './schools';

// Deletion for good (issue 39 item 4, ADR 042): a student on the district's request, a school at
// contract end; each answers its certificate, listed with the district's data requests.

gql(`
  fragment DeletionCertificateFields on DeletionCertificate {
    id
    kind
    subject
    reference
    requested_by_name
    performed_at
    counts {
      key
      count
    }
    pdf_url
  }
`);

const DeletionCertificatesDocument = gql(`
  query DeletionCertificates($offset: Int, $limit: Int) {
    deletionCertificates(offset: $offset, limit: $limit) {
      total
      items {
        ...DeletionCertificateFields
      }
    }
  }
`);

const DeleteStudentForGoodDocument = gql(`
  mutation DeleteStudentForGood($id: ID!, $reference: String) {
    deleteStudentForGood(id: $id, reference: $reference) {
      ...DeletionCertificateFields
    }
  }
`);

const DeleteSchoolForGoodDocument = gql(`
  mutation DeleteSchoolForGood($id: ID!, $confirmName: String!, $reference: String) {
    deleteSchoolForGood(id: $id, confirmName: $confirmName, reference: $reference) {
      ...DeletionCertificateFields
    }
  }
`);

export type DeletionCertificate = DeletionCertificatesQuery['deletionCertificates']['items'][number];

const certificatesQueryKey = ['deletion-certificates'] as const;

export const useDeletionCertificates = (page: { offset: number; limit: number }) =>
  useQuery({
    queryKey: [...certificatesQueryKey, page],
    queryFn: async ({ signal }) => (await graphql(DeletionCertificatesDocument, page, { signal })).deletionCertificates,
    placeholderData: keepPreviousData,
  });

// After a deletion nothing cached of what it destroyed may show again: every query is refetched.
export const useDeleteForGood = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: { studentId: string; reference: string } | { schoolId: string; confirmName: string; reference: string }) =>
      'studentId' in target
        ? (await graphql(DeleteStudentForGoodDocument, { id: target.studentId, reference: target.reference })).deleteStudentForGood
        : (await graphql(DeleteSchoolForGoodDocument, { id: target.schoolId, confirmName: target.confirmName, reference: target.reference })).deleteSchoolForGood,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: schoolsQueryKeyRoot });
      void queryClient.invalidateQueries();
    },
  });
};

// The certificate as PDF, downloaded with the session's token.
export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: async (certificate: DeletionCertificate) => {
      const body = await api(certificate.pdf_url, { method: 'GET', responseType: 'blob' });
      if (!isBlob(body)) throw new ApiError('Unexpected certificate response');
      saveFile(body, `deletion-certificate-${certificate.id}.pdf`);
    },
  });
