import { useQuery } from '@tanstack/react-query';
import { gql } from '../../../gql';
import type { ClaimWizardSchoolQuery } from '../../../gql/graphql';
import { graphql } from '../../../lib/graphql';

// What the wizard's steps need beyond the shared lists (entities/): the school, whose state picks the
// fraud notice and whose parents may complete their part online (then a new claim needs their e-mail).

const ClaimWizardSchoolDocument = gql(`
  query ClaimWizardSchool($id: ID!) {
    school(id: $id) {
      id
      name
      state
      parent_part_online
    }
  }
`);
export type WizardSchool = ClaimWizardSchoolQuery['school'];

export const useWizardSchool = (schoolId: string) =>
  useQuery({
    queryKey: ['claims', 'wizard-school', schoolId],
    queryFn: async ({ signal }) => (await graphql(ClaimWizardSchoolDocument, { id: schoolId }, { signal })).school,
  });
