import { OTHER_INSURANCE_OPTION, type Language } from '@claims/shared';

export type CompanyOption = { value: string; label: string };

type EntryWithCompany = { insurance_provider_id?: string | null | undefined };

// The companies entry `index` may choose (SPEC §5): those no other entry uses, in the given order (by
// name), then Other, which is always offered.
export const insuranceCompanyOptions = (
  companies: readonly CompanyOption[],
  entries: readonly (EntryWithCompany | undefined)[],
  index: number,
  language: Language,
): CompanyOption[] => {
  const usedElsewhere = new Set(
    entries.flatMap((entry, other) => (other !== index && entry?.insurance_provider_id ? [entry.insurance_provider_id] : [])),
  );
  return [...companies.filter((company) => !usedElsewhere.has(company.value)), { value: OTHER_INSURANCE_OPTION.value, label: OTHER_INSURANCE_OPTION.label[language] }];
};
