import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { DeleteForGood } from '../../../components/delete-for-good';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { EntityLoader } from '../../../components/entity-loader';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useUrlState, type UrlStateFields } from '../../../lib/use-url-state';
import { useSchool, type School } from '../api/get-school';
import { SchoolGeneralForm } from '../components/school-general-form';
import { SchoolInsuranceTab } from '../components/school-insurance-tab';
import { SchoolNotesTab } from '../components/school-notes-tab';
import { SchoolUsersTab } from '../components/school-users-tab';

const SCHOOL_TABS = ['TAB_GENERAL', 'TAB_USERS', 'TAB_INSURANCE', 'TAB_NOTES'] as const;
type SchoolTab = (typeof SCHOOL_TABS)[number];

type TabState = { tab: SchoolTab };
const TAB_FIELDS: UrlStateFields<TabState> = { tab: z.enum(SCHOOL_TABS) };
const TAB_DEFAULTS: TabState = { tab: 'TAB_GENERAL' };

// One page, two modes: /schools/management (add) and /schools/management/:schoolId (edit).
export const SchoolManagementPage = () => {
  const { t } = useTranslation();
  const { schoolId } = useParams();
  const school = useSchool(schoolId);
  return (
    <EntityLoader
      // a new page state for each school (the add form must not survive into the edit route)
      key={schoolId ?? 'new'}
      id={schoolId}
      query={school}
      listPath={paths.schools.list()}
      editTitle={t('pages.schoolEdit')}
      loadingLabel={t('schools.management.loading')}
    >
      {(loaded) => <SchoolManagementView school={loaded} />}
    </EntityLoader>
  );
};

const SchoolManagementView = ({ school }: { school: School | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ tab }, setTabState] = useUrlState(TAB_FIELDS, TAB_DEFAULTS);
  const heading = school ? school.name : t('pages.schoolNew');
  // Until the school exists only General can be used.
  const activeTab: SchoolTab = school ? tab : 'TAB_GENERAL';

  return (
    <Stack gap="md">
      <PageTitle title={heading} />
      <Group gap="sm" wrap="nowrap">
        <Button
          component={Link}
          to={paths.schools.list()}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
        >
          {t('schools.management.back')}
        </Button>
      </Group>
      <Title order={1}>{heading}</Title>
      <Tabs
        id="school-tabs"
        value={activeTab}
        onChange={(value) => {
          const next = SCHOOL_TABS.find((candidate) => candidate === value);
          if (next) setTabState({ tab: next }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('schools.management.tabs')}>
          {SCHOOL_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} disabled={!school && value !== 'TAB_GENERAL'}>
              {t(`schools.management.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder radius="md" p="md" mt="md">
          <Tabs.Panel value="TAB_GENERAL">
            <SchoolGeneralForm
              school={school}
              onCreated={(created) => void navigate(paths.schools.edit(created.id), { replace: true })}
            />
          </Tabs.Panel>
          {school ? (
            <>
              <Tabs.Panel value="TAB_USERS">
                <SchoolUsersTab schoolId={school.id} />
              </Tabs.Panel>
              <Tabs.Panel value="TAB_INSURANCE">
                <SchoolInsuranceTab schoolId={school.id} />
              </Tabs.Panel>
              <Tabs.Panel value="TAB_NOTES">
                <SchoolNotesTab school={school} />
              </Tabs.Panel>
            </>
          ) : null}
        </Paper>
      </Tabs>
      {school ? <DeleteForGood target={{ schoolId: school.id, name: school.name }} onDeleted={() => void navigate(paths.dataExports.list())} /> : null}
    </Stack>
  );
};
