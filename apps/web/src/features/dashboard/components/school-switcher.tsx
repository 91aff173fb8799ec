import { useState } from 'react';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { getActiveSchoolsQueryOptions, type SchoolOption } from '../api/get-active-schools';

const readRemembered = (): SchoolOption | null => {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.dashboardSchool) ?? 'null');
    if (typeof value === 'object' && value !== null && 'id' in value && 'name' in value) return { id: String(value.id), name: String(value.name) };
  } catch {
    // an unreadable value is no choice
  }
  return null;
};

// The admins' school switcher in the header: active schools by name (the server's order), loaded when the
// list is first opened; the choice is remembered in this browser and opens that school's dashboard.
export const SchoolSwitcher = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(readRemembered);
  const [opened, setOpened] = useState(false);
  const schools = useQuery({ ...getActiveSchoolsQueryOptions(), enabled: opened });
  const options = schools.data ?? (chosen ? [chosen] : []);

  return (
    <Select
      aria-label={t('dashboard.switcher.label')}
      placeholder={t('dashboard.switcher.placeholder')}
      data={options.map((school) => ({ value: school.id, label: school.name }))}
      value={chosen?.id ?? null}
      searchable
      size="sm"
      w={{ base: 160, sm: 240 }}
      nothingFoundMessage={schools.isFetching ? t('dashboard.switcher.loading') : t('dashboard.switcher.empty')}
      onDropdownOpen={() => setOpened(true)}
      onChange={(schoolId) => {
        const school = options.find((option) => option.id === schoolId);
        if (!school) return;
        setChosen(school);
        writeStorage(STORAGE_KEYS.dashboardSchool, JSON.stringify(school));
        void navigate(paths.dashboard.school(school.id));
      }}
    />
  );
};
