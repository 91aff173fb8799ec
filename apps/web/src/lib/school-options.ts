import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { graphql } from './graphql';

const SCHOOL_OPTIONS_QUERY = /* GraphQL */ `
  query SchoolOptions {
    schoolOptions {
      id
      name
      is_active
    }
  }
`;

const schoolOptionsSchema = z.object({
  schoolOptions: z.array(z.object({ id: z.string(), name: z.string(), is_active: z.boolean() })),
});

export type SchoolChoice = z.infer<typeof schoolOptionsSchema>['schoolOptions'][number];

// Every school not deleted, by name, inactive ones included (admins only): an inactive school's claims and
// pages must still be found and named. Read by the global claims filter and the header's school switcher.
export const schoolOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['school-options'] as const,
    queryFn: async ({ signal }): Promise<SchoolChoice[]> =>
      schoolOptionsSchema.parse(await graphql<unknown>(SCHOOL_OPTIONS_QUERY, undefined, { signal })).schoolOptions,
  });

export const schoolChoiceLabel = (t: TFunction, school: SchoolChoice) =>
  school.is_active ? school.name : t('common.inactiveSchool', { name: school.name });
