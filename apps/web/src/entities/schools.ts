import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { gql } from '../gql';
import type { SchoolOptionsQuery } from '../gql/graphql';
import { graphql } from '../lib/graphql';

// The lists of schools several screens choose from, each declared once with one cache key.

const ActiveSchoolsDocument = gql(`
  query ActiveSchools {
    activeSchools {
      id
      name
    }
  }
`);

const SchoolOptionsDocument = gql(`
  query SchoolOptions {
    schoolOptions {
      id
      name
      is_active
    }
  }
`);

// Every read of schools starts with this key: a school created, changed or deleted invalidates it.
export const schoolsQueryKeyRoot = ['schools'] as const;

const activeSchoolsQueryKey = [...schoolsQueryKeyRoot, 'active'] as const;

// Admins get every active school, school users their own; sorted by name by the server (SPEC §7). The
// dashboard's school picker and an admin's new claim choose from these.
export const activeSchoolsQueryOptions = () =>
  queryOptions({
    queryKey: activeSchoolsQueryKey,
    queryFn: async ({ signal }) => (await graphql(ActiveSchoolsDocument, undefined, { signal })).activeSchools,
  });

export const useActiveSchools = () => useQuery(activeSchoolsQueryOptions());

export type SchoolChoice = SchoolOptionsQuery['schoolOptions'][number];

// Every school not deleted, by name, inactive ones included (admins only): an inactive school's claims and
// pages must still be found and named. Read by the global claims filter and the header's school switcher.
export const schoolOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...schoolsQueryKeyRoot, 'options'] as const,
    queryFn: async ({ signal }) => (await graphql(SchoolOptionsDocument, undefined, { signal })).schoolOptions,
  });

export const schoolChoiceLabel = (t: TFunction, school: SchoolChoice) =>
  school.is_active ? school.name : t('common.inactiveSchool', { name: school.name });
