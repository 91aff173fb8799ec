import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActivities } from '../../../entities/activities';
import { schoolTpaLabel, schoolTpasQueryOptions } from '../../../entities/school-tpas';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../entities/schools';
import { useSessionSchools } from '../../../entities/session-schools';
import { tpaLabel, tpaOptionsQueryOptions } from '../../../entities/tpa-options';

export type FilterOption = { value: string; label: string };

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

// An admin chooses from every school not deleted (an inactive school's claims still count, marked); a
// school user from their own.
export const useReportSchoolOptions = (isAdmin: boolean): FilterOption[] => {
  const { t } = useTranslation();
  const every = useQuery({
    ...schoolOptionsQueryOptions(),
    enabled: isAdmin,
    select: (schools) => schools.map((school) => ({ value: school.id, label: schoolChoiceLabel(t, school) })),
  });
  const own = useSessionSchools();
  if (isAdmin) return every.data ?? [];
  return (own.data ?? []).map((school) => ({ value: school.id, label: school.name }));
};

// An admin chooses from every TPA; a school user from those linked to `schoolIds` (the chosen school, or
// all of theirs), each once.
export const useReportTpaOptions = (isAdmin: boolean, schoolIds: readonly string[]): FilterOption[] => {
  const every = useQuery({
    ...tpaOptionsQueryOptions(),
    enabled: isAdmin,
    select: (tpas) => tpas.map((tpa) => ({ value: tpa.id, label: tpaLabel(tpa) })),
  });
  const linked = useQueries({
    queries: isAdmin ? [] : schoolIds.map((schoolId) => schoolTpasQueryOptions(schoolId)),
    combine: (results) => {
      const tpas = new Map(results.flatMap((result) => result.data ?? []).map((link) => [link.third_party_administrator_id, schoolTpaLabel(link)]));
      return [...tpas].map(([value, label]) => ({ value, label })).sort(byLabel);
    },
  });
  return isAdmin ? (every.data ?? []) : linked;
};

// The sports by name, as claims name them.
export const useSportOptions = (): FilterOption[] =>
  (useActivities().data ?? []).map(({ activity }) => ({ value: activity, label: activity }));
