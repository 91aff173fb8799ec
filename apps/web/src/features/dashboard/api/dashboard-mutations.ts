import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadAnswer, type DashboardContactInput, type FileAttachment, type UrlAttachment } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolDashboardQueryKey } from './get-school-dashboard';

// Every change to a dashboard: GraphQL for links, contacts, titles, order and deletion; REST multipart
// for files (SPEC §7). Each one reloads the school's dashboard when it succeeds.


const AddDashboardLinkDocument = gql(`
  mutation AddDashboardLink($schoolId: ID!, $input: DashboardLinkInput!) {
    addDashboardLink(schoolId: $schoolId, input: $input) {
      ...DashboardItemFields
    }
  }
`);

const UpdateDashboardElementDocument = gql(`
  mutation UpdateDashboardElement($id: ID!, $input: DashboardElementUpdateInput!) {
    updateDashboardElement(id: $id, input: $input) {
      ...DashboardItemFields
    }
  }
`);

const AddDashboardContactDocument = gql(`
  mutation AddDashboardContact($schoolId: ID!, $input: DashboardContactInput!) {
    addDashboardContact(schoolId: $schoolId, input: $input) {
      ...DashboardItemFields
    }
  }
`);

const UpdateDashboardContactDocument = gql(`
  mutation UpdateDashboardContact($id: ID!, $input: DashboardContactInput!) {
    updateDashboardContact(id: $id, input: $input) {
      ...DashboardItemFields
    }
  }
`);

const MoveDashboardItemDocument = gql(`
  mutation MoveDashboardItem($id: ID!, $newIndex: Int!) {
    moveDashboardItem(id: $id, newIndex: $newIndex) {
      id
    }
  }
`);

const DeleteDashboardItemDocument = gql(`
  mutation DeleteDashboardItem($id: ID!) {
    deleteDashboardItem(id: $id)
  }
`);

type ElementUpdate = { title: string; url?: string };

export const dashboardRequests = {
  addLink: async ({ schoolId, input }: { schoolId: string; input: UrlAttachment }) =>
    (await graphql(AddDashboardLinkDocument, { schoolId, input })).addDashboardLink,
  updateElement: async ({ id, input }: { id: string; input: ElementUpdate }) =>
    (await graphql(UpdateDashboardElementDocument, { id, input })).updateDashboardElement,
  addContact: async ({ schoolId, input }: { schoolId: string; input: DashboardContactInput }) =>
    (await graphql(AddDashboardContactDocument, { schoolId, input })).addDashboardContact,
  updateContact: async ({ id, input }: { id: string; input: DashboardContactInput }) =>
    (await graphql(UpdateDashboardContactDocument, { id, input })).updateDashboardContact,
  move: async ({ id, newIndex }: { id: string; newIndex: number }) => {
    await graphql(MoveDashboardItemDocument, { id, newIndex });
  },
  remove: async ({ id }: { id: string }) => {
    await graphql(DeleteDashboardItemDocument, { id });
  },
  // POST /v1/upload/school-documents: the fields go before the file so the server knows the school first.
  uploadFile: async ({ schoolId, values, file }: { schoolId: string; values: FileAttachment; file: File }) => {
    const form = new FormData();
    form.append('school_id', schoolId);
    form.append('title', values.title);
    form.append('component', values.component);
    form.append('file', file, file.name);
    return apiAnswer(uploadAnswer, '/v1/upload/school-documents', { body: form });
  },
  // POST /v1/upload/school-element: a new file for an existing file element.
  replaceFile: async ({ elementId, file }: { elementId: string; file: File }) => {
    const form = new FormData();
    form.append('element_id', elementId);
    form.append('file', file, file.name);
    return apiAnswer(uploadAnswer, '/v1/upload/school-element', { body: form });
  },
};

type DashboardRequests = typeof dashboardRequests;

// One mutation hook per request, all refreshing the school's dashboard.
export const useDashboardMutation = <K extends keyof DashboardRequests>(schoolId: string, request: K) => {
  const queryClient = useQueryClient();
  const mutationFn = dashboardRequests[request] as (variables: Parameters<DashboardRequests[K]>[0]) => Promise<Awaited<ReturnType<DashboardRequests[K]>>>;
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolDashboardQueryKey(schoolId) }),
  });
};
