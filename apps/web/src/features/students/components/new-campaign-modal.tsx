import { useState } from 'react';
import { Alert, Modal, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { campaignCreateSchema } from '@claims/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ModalFormActions } from '../../../components/modal-form-actions';
import { useStudentsErrorText } from '../../../components/students/students-error-text';
import { paths } from '../../../config/paths';
import { useActivities } from '../../../entities/activities';
import { useStudents } from '../../../entities/students';
import { fieldErrorsOf, errorCodeOf } from '../../../lib/request-error';
import { useCreateSeasonCampaign } from '../api/season-campaigns';
import { useStudentsNotify } from './students-messages';

type Who = 'ALL' | 'CHOSEN';

// The students a search offers at once; a name narrows it.
const SEARCH_LIMIT = 25;

export type NewCampaignModalProps = { schoolId: string; opened: boolean; onClose: () => void };

// A season campaign: the sport or activity whose season it is for, and its students (every student with
// a guardian e-mail, or those chosen by name). Sending it e-mails each guardian once for all their students.
export const NewCampaignModal = ({ schoolId, opened, onClose }: NewCampaignModalProps) => {
  const { t } = useTranslation();
  const errorText = useStudentsErrorText();
  const notify = useStudentsNotify();
  const navigate = useNavigate();
  const create = useCreateSeasonCampaign();
  const activities = useActivities();
  const [activity, setActivity] = useState<string | null>(null);
  const [who, setWho] = useState<Who>('CHOSEN');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  // the chosen students' labels, kept while a search shows others
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const found = useStudents({ schoolId, name: debouncedSearch || undefined, offset: 0, limit: SEARCH_LIMIT });
  const options = new Map(chosen);
  for (const student of found.data?.items ?? []) options.set(student.id, `${student.last_name}, ${student.first_name}${student.academic_id ? ` (${student.academic_id})` : ''}`);

  const close = () => {
    setActivity(null);
    setWho('CHOSEN');
    setChosen(new Map());
    setSearch('');
    setProblem(null);
    onClose();
  };

  const submit = () => {
    const input = { school_id: schoolId, activity, all_with_guardian: who === 'ALL', student_ids: who === 'ALL' ? [] : [...chosen.keys()] };
    const parsed = campaignCreateSchema.safeParse(input);
    if (!parsed.success) return setProblem(errorText(parsed.error.issues[0]!.message));
    setProblem(null);
    create.mutate(
      { schoolId, activity, allWithGuardian: input.all_with_guardian, studentIds: input.student_ids },
      {
        onSuccess: (campaign) => {
          notify.successText(t('students.seasonCampaigns.sent', { count: campaign.guardians, students: campaign.students }));
          close();
          void navigate(paths.dashboard.seasonCampaign(schoolId, campaign.id));
        },
        onError: (error) => {
          const field = fieldErrorsOf(error).student_ids;
          if (field) setProblem(errorText(field));
          else notify.error('SEASON_CAMPAIGN_FAILED', error);
          if (errorCodeOf(error) === 'FORBIDDEN') close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('students.seasonCampaigns.new')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('students.seasonCampaigns.newIntro')}</Text>
          <Select
            label={t('students.seasonCampaigns.activity')}
            placeholder={t('students.seasonCampaigns.noActivity')}
            data={(activities.data ?? []).map((row) => row.activity)}
            value={activity}
            onChange={setActivity}
            searchable
            clearable
          />
          <Radio.Group label={t('students.seasonCampaigns.who')} value={who} onChange={(value) => setWho(value as Who)}>
            <Stack gap="xs" mt="xs">
              <Radio value="CHOSEN" label={t('students.seasonCampaigns.whoChosen')} />
              <Radio value="ALL" label={t('students.seasonCampaigns.whoAll')} />
            </Stack>
          </Radio.Group>
          {who === 'CHOSEN' ? (
            <MultiSelect
              label={t('students.seasonCampaigns.students')}
              description={t('students.seasonCampaigns.studentsHint')}
              placeholder={t('students.seasonCampaigns.search')}
              data={[...options].map(([value, label]) => ({ value, label }))}
              value={[...chosen.keys()]}
              onChange={(ids) => setChosen(new Map(ids.map((id) => [id, options.get(id) ?? id])))}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: shown }) => shown}
              nothingFoundMessage={found.isFetching ? t('students.seasonCampaigns.searching') : t('students.seasonCampaigns.noStudents')}
              hidePickedOptions
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('students.seasonCampaigns.whoAllHint')}
            </Text>
          )}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <ModalFormActions pending={create.isPending} onCancel={close} submitLabel={t('students.seasonCampaigns.send')} />
        </Stack>
      </form>
    </Modal>
  );
};
