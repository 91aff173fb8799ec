import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../../gql';
import { graphql } from '../../../lib/graphql';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../entities/schools';
import { tpaLabel, tpaOptionsQueryOptions } from '../../../entities/tpa-options';

const ClaimFilterUsersDocument = gql(`
  query ClaimFilterUsers {
    users {
      id
      first_name
      last_name
    }
  }
`);

export type FilterOption = { value: string; label: string };

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

// The "submitted by" choices: users not deleted (a school user gets their schools' users).
export const useSubmitterOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['claims', 'filter', 'users'] as const,
      queryFn: async ({ signal }): Promise<FilterOption[]> =>
        (await graphql(ClaimFilterUsersDocument, undefined, { signal })).users
          .map((user) => ({ value: user.id, label: `${user.first_name} ${user.last_name}` }))
          .sort(byLabel),
    }),
  );

// The global list's school and TPA choices (admin only, so only requested there). Every school not
// deleted: an inactive school's claims must still be findable, so it is offered, marked.
export const useSchoolOptions = (enabled: boolean) => {
  const { t } = useTranslation();
  return useQuery({
    ...schoolOptionsQueryOptions(),
    enabled,
    select: (schools): FilterOption[] => schools.map((school) => ({ value: school.id, label: schoolChoiceLabel(t, school) })),
  });
};

export const useTpaFilterOptions = (enabled: boolean) =>
  useQuery({
    ...tpaOptionsQueryOptions(),
    enabled,
    select: (tpas): FilterOption[] => tpas.map((tpa) => ({ value: tpa.id, label: tpaLabel(tpa) })),
  });
