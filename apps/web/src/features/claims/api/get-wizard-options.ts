import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gql } from '../../../gql';
import type { ClaimWizardSchoolQuery } from '../../../gql/graphql';
import { api } from '../../../lib/api';
import { graphql } from '../../../lib/graphql';

// What the wizard's steps need beyond the shared lists (entities/): the school, whose state picks the
// fraud notice, and who is signing.

const ClaimWizardSchoolDocument = gql(`
  query ClaimWizardSchool($id: ID!) {
    school(id: $id) {
      id
      name
      state
    }
  }
`);
export type WizardSchool = ClaimWizardSchoolQuery['school'];

export const useWizardSchool = (schoolId: string) =>
  useQuery({
    queryKey: ['claims', 'wizard-school', schoolId],
    queryFn: async ({ signal }) => (await graphql(ClaimWizardSchoolDocument, { id: schoolId }, { signal })).school,
  });

// /v1/auth/me is REST: its answer is checked here, as every REST answer is.
const meSchema = z.object({ user: z.object({ id: z.string(), first_name: z.string(), last_name: z.string() }) });
export type WizardUser = z.infer<typeof meSchema>['user'];

// The signed-in user: the draft is kept per user, and the signature step names them as the submitter.
export const useWizardUser = () =>
  useQuery({
    queryKey: ['claims', 'me'],
    queryFn: async ({ signal }) => meSchema.parse(await api('/v1/auth/me', { signal })).user,
    staleTime: 5 * 60_000,
  });
