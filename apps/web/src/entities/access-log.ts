import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { gql } from '../gql';
import type { AccessAction, AccessEventFieldsFragment } from '../gql/graphql';
import { api, ApiError } from '../lib/api';
import { graphql } from '../lib/graphql';
import { isBlob, saveFile } from '../lib/save-file';

// Fragments are known to `gql` by name: a document that spreads one is sent with its text.
gql(`
  fragment AccessEventFields on AccessEventPage {
    total
    items {
      id
      at
      user_id
      user_name
      link
      action
      resource
      student_count
      claim_count
      claim_numbers
      incident_count
      incident_numbers
      document_count
      ip
      user_agent
    }
  }
`);

const StudentAccessLogDocument = gql(`
  query StudentAccessLog($studentId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {
    studentAccessLog(studentId: $studentId, filter: $filter, offset: $offset, limit: $limit) {
      ...AccessEventFields
    }
  }
`);

const StudentAccessPeopleDocument = gql(`
  query StudentAccessPeople($studentId: ID!) {
    studentAccessPeople(studentId: $studentId) {
      id
      name
    }
  }
`);

const UserAccessReportDocument = gql(`
  query UserAccessReport($userId: ID!, $filter: AccessLogFilter, $offset: Int, $limit: Int) {
    userAccessReport(userId: $userId, filter: $filter, offset: $offset, limit: $limit) {
      ...AccessEventFields
    }
  }
`);

export type AccessEvent = AccessEventFieldsFragment['items'][number];

// The filters as the page holds them: '' for none; days as YYYY-MM-DD.
export type AccessLogFilterValues = { userId: string; action: AccessAction | ''; from: string; to: string };
export const ACCESS_LOG_FILTER_DEFAULTS: AccessLogFilterValues = { userId: '', action: '', from: '', to: '' };

// Whose log: one student's (for their school's staff and admins) or one person's (admins).
export type AccessLogSubject = { studentId: string } | { userId: string };

// Only the filters given, as the API takes them.
const given = ({ userId, action, from, to }: AccessLogFilterValues) => ({
  ...(userId ? { userId } : {}),
  ...(action ? { action } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

export const useAccessLog = (subject: AccessLogSubject, filter: AccessLogFilterValues, page: { offset: number; limit: number }) =>
  useQuery({
    queryKey: ['access-log', subject, filter, page],
    queryFn: async ({ signal }) => {
      const variables = { filter: given(filter), ...page };
      return 'studentId' in subject
        ? (await graphql(StudentAccessLogDocument, { studentId: subject.studentId, ...variables }, { signal })).studentAccessLog
        : (await graphql(UserAccessReportDocument, { userId: subject.userId, ...variables }, { signal })).userAccessReport;
    },
    placeholderData: keepPreviousData,
  });

export const useAccessPeople = (studentId: string | undefined) =>
  useQuery({
    queryKey: ['access-log', 'people', studentId],
    queryFn: async ({ signal }) => (await graphql(StudentAccessPeopleDocument, { studentId: studentId! }, { signal })).studentAccessPeople,
    enabled: studentId !== undefined,
  });

const csvPathOf = (subject: AccessLogSubject, filter: AccessLogFilterValues) => {
  const query = new URLSearchParams(given(filter)).toString();
  const path = 'studentId' in subject ? `/v1/students/${encodeURIComponent(subject.studentId)}/access-log.csv` : `/v1/users/${encodeURIComponent(subject.userId)}/access-log.csv`;
  return query ? `${path}?${query}` : path;
};

// The log as filtered, as CSV, downloaded with the session's token.
export const useExportAccessLog = (subject: AccessLogSubject) =>
  useMutation({
    mutationFn: async (filter: AccessLogFilterValues) => {
      const body = await api(csvPathOf(subject, filter), { method: 'GET', responseType: 'blob' });
      if (!isBlob(body)) throw new ApiError('Unexpected export response');
      saveFile(body, 'studentId' in subject ? 'access-log.csv' : 'access-report.csv');
    },
  });
