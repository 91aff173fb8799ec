import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { schoolChoiceLabel, schoolOptionsQueryOptions } from '../../../entities/schools';

type RememberedSchool = { id: string; name: string };

const readRemembered = (): RememberedSchool | null => {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.dashboardSchool) ?? 'null');
    if (typeof value === 'object' && value !== null && 'id' in value && 'name' in value) return { id: String(value.id), name: String(value.name) };
  } catch {
    // an unreadable value is no choice
  }
  return null;
};

export type SchoolSwitcherProps = {
  // the school of the page (/dashboard/:schoolId/...), however the admin got there
  schoolId: string | undefined;
};

// The admins' school switcher in the header: every school not deleted, by name (the server's order),
// inactive ones marked, so the school of any page an admin reaches (an inactive school's claim included)
// is named. It shows the page's school, or off a school's pages the last one shown; the list is loaded when
// first opened or when that school's name is not known yet. The school is remembered in this browser;
// choosing one opens its dashboard.
export const SchoolSwitcher = ({ schoolId }: SchoolSwitcherProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [remembered] = useState(readRemembered);
  const [currentId, setCurrentId] = useState(schoolId ?? remembered?.id ?? null);
  if (schoolId && schoolId !== currentId) setCurrentId(schoolId);
  const [opened, setOpened] = useState(false);
  const nameUnknown = currentId !== null && currentId !== remembered?.id;
  const schools = useQuery({ ...schoolOptionsQueryOptions(), enabled: opened || nameUnknown });
  const options = schools.data?.map((school) => ({ id: school.id, name: school.name, label: schoolChoiceLabel(t, school) })) ??
    (remembered ? [{ ...remembered, label: remembered.name }] : []);
  const currentName = options.find((school) => school.id === currentId)?.name;

  useEffect(() => {
    if (currentId && currentName) writeStorage(STORAGE_KEYS.dashboardSchool, JSON.stringify({ id: currentId, name: currentName }));
  }, [currentId, currentName]);

  return (
    <Select
      aria-label={t('dashboard.switcher.label')}
      placeholder={t('dashboard.switcher.placeholder')}
      data={options.map((school) => ({ value: school.id, label: school.label }))}
      value={currentName ? currentId : null}
      searchable
      size="sm"
      // narrows with the header on a phone, up to 240px
      style={{ flex: '0 1 240px', minWidth: 0 }}
      nothingFoundMessage={schools.isFetching ? t('dashboard.switcher.loading') : t('dashboard.switcher.empty')}
      onDropdownOpen={() => setOpened(true)}
      onChange={(id) => {
        if (!id) return;
        setCurrentId(id);
        void navigate(paths.dashboard.school(id));
      }}
    />
  );
};
