import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graphql } from '../../../lib/graphql';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../lib/school-options';

const USERS_QUERY = /* GraphQL */ `
  query ClaimFilterUsers {
    users {
      id
      first_name
      last_name
    }
  }
`;

const TPAS_QUERY = /* GraphQL */ `
  query ClaimFilterTpas {
    tpasForDropdown {
      id
      code
      name
    }
  }
`;

export type FilterOption = { value: string; label: string };

const usersSchema = z.object({
  users: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })),
});
const tpasSchema = z.object({
  tpasForDropdown: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
});

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

// The "submitted by" choices: users not deleted (a school user gets their schools' users).
export const useSubmitterOptions = () =>
  useQuery(
    queryOptions({
      queryKey: ['claims', 'filter', 'users'] as const,
      queryFn: async ({ signal }): Promise<FilterOption[]> =>
        usersSchema
          .parse(await graphql<unknown>(USERS_QUERY, undefined, { signal }))
          .users.map((user) => ({ value: user.id, label: `${user.first_name} ${user.last_name}` }))
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

export const useTpaOptions = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['claims', 'filter', 'tpas'] as const,
      queryFn: async ({ signal }): Promise<FilterOption[]> =>
        tpasSchema
          .parse(await graphql<unknown>(TPAS_QUERY, undefined, { signal }))
          .tpasForDropdown.map((tpa) => ({ value: tpa.id, label: `${tpa.code} - ${tpa.name}` })),
      enabled,
    }),
  );
