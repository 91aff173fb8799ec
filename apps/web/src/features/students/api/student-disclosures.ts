import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { StudentDisclosuresQuery } from '../../../gql/graphql';
import { api, ApiError } from '../../../lib/api';
import { saveFile, isBlob } from '../../../lib/save-file';
import { graphql } from '../../../lib/graphql';

const StudentDisclosuresDocument = gql(`
  query StudentDisclosures($studentId: ID!, $offset: Int, $limit: Int) {
    studentDisclosures(studentId: $studentId, offset: $offset, limit: $limit) {
      total
      items {
        id
        claim_id
        claim_number
        recipient
        kind
        items
        disclosed_at
        disclosed_by_name
        basis
      }
    }
  }
`);
export type StudentDisclosure = StudentDisclosuresQuery['studentDisclosures']['items'][number];

// The student's disclosure record (34 CFR 99.32), newest first, a page at a time.
export const useStudentDisclosures = (studentId: string, page: { offset: number; limit: number }) =>
  useQuery({
    queryKey: ['students', studentId, 'disclosures', page],
    queryFn: async ({ signal }) => (await graphql(StudentDisclosuresDocument, { studentId, ...page }, { signal })).studentDisclosures,
    placeholderData: keepPreviousData,
  });

export const disclosuresCsvPath = (studentId: string) => `/v1/students/${encodeURIComponent(studentId)}/disclosures.csv`;

// The whole record as CSV, downloaded with the session's token.
export const useExportDisclosures = (studentId: string) =>
  useMutation({
    mutationFn: async () => {
      const body = await api(disclosuresCsvPath(studentId), { method: 'GET', responseType: 'blob' });
      if (!isBlob(body)) throw new ApiError('Unexpected export response');
      saveFile(body, 'disclosures.csv');
    },
  });
