import type { ReactNode } from 'react';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hasParentInfo, officialStatementSchema, statementLines } from '@claims/shared';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInsuranceCompanies } from '../../../../entities/insurance-companies';
import { schoolTpaLabel, useSchoolTpas } from '../../../../entities/school-tpas';
import { useSessionUser } from '../../../../entities/session';
import { useWizardSchool } from '../../api/get-wizard-options';
import { useClaimAnswers } from '../../claim-answers';
import { useLanguage } from '../../../../lib/use-language';
import { useStudent } from '../../../../entities/students';
import { DocumentList } from '../../documents/document-list';
import { AuthorizationText, FraudNotices } from './authorization';
import { addressLine, parentName, studentDob, studentName } from './student-summary';
import type { WizardData, WizardStep } from './wizard-draft';

const Detail = ({ label, value }: { label: string; value: string }) => (
  <Grid.Col span={{ base: 12, sm: 6 }}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text style={{ whiteSpace: 'pre-wrap' }}>{value === '' ? '-' : value}</Text>
  </Grid.Col>
);

type SectionProps = { title: string; onEdit: () => void; children: ReactNode };

const Section = ({ title, onEdit, children }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          aria-label={t('claims.wizard.preview.edit', { section: title })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </Button>
      </Group>
      {children}
    </Paper>
  );
};

export type PreviewStepProps = {
  schoolId: string;
  data: WizardData;
  onEdit: (step: WizardStep) => void;
  onPrevious: () => void;
  onSubmit: () => void;
  submitting: boolean;
  // said just before Submit (a possible duplicate and the reason it needs)
  notice?: ReactNode;
};

// Everything the claim will send, each section with an Edit button that opens its step in edit mode.
export const PreviewStep = ({ schoolId, data, onEdit, onPrevious, onSubmit, submitting, notice }: PreviewStepProps) => {
  const { t } = useTranslation();
  const student = useStudent(data.studentId ?? '');
  const school = useWizardSchool(schoolId);
  const links = useSchoolTpas(schoolId, { activeOnly: true });
  const companies = useInsuranceCompanies();
  const user = useSessionUser();
  const claimAnswers = useClaimAnswers();
  const language = useLanguage();
  const info = data.claimInformation;
  const parent = hasParentInfo(data.parentInfo) ? data.parentInfo : null;
  const entries = data.hasInsurance === 'NO' ? [] : (data.insuranceEntries ?? []);
  const companyName = (id: string | null | undefined) =>
    companies.data?.find((company) => company.id.toLowerCase() === id?.toLowerCase())?.name ?? '';
  const link = links.data?.find((candidate) => candidate.id === info?.school_third_party_administrator_id);
  // the step let it through only valid, so a failed parse means nothing answered yet
  const statement = officialStatementSchema.safeParse(info?.official_statement);

  return (
    <Stack gap="md">
      <Section title={t('claims.wizard.preview.student')} onEdit={() => onEdit('viewStudent')}>
        <Grid>
          <Detail label={t('claims.wizard.viewStudent.name')} value={student.data ? studentName(student.data) : ''} />
          <Detail label={t('claims.wizard.viewStudent.academicId')} value={student.data?.academic_id ?? ''} />
          <Detail label={t('claims.wizard.viewStudent.dob')} value={student.data ? studentDob(student.data, data.studentDateOfBirth) : ''} />
          <Detail label={t('claims.wizard.viewStudent.address')} value={addressLine(data.studentAddress)} />
          <Detail label={t('claims.wizard.viewStudent.parentTitle')} value={parent ? parentName(parent) : t('claims.wizard.viewStudent.noParent')} />
          {parent ? <Detail label={t('claims.wizard.viewStudent.address')} value={addressLine(parent)} /> : null}
        </Grid>
      </Section>
      <Section title={t('claims.wizard.preview.insurance')} onEdit={() => onEdit('insurance')}>
        {entries.length === 0 ? (
          <Text>{t('claims.wizard.insurance.noInsurance')}</Text>
        ) : (
          <Stack gap="sm">
            {entries.map((entry, index) => (
              <Grid key={entry.id ?? `new-${index}`}>
                <Detail
                  label={t('claims.wizard.insurance.entry', { number: index + 1 })}
                  value={
                    entry.is_other_provider ? (entry.provider_name ?? '') : companyName(entry.insurance_provider_id)
                  }
                />
                <Detail label={t('claims.wizard.insurance.memberId')} value={entry.insurance_member_id ?? ''} />
                <Detail label={t('claims.wizard.insurance.groupId')} value={entry.insurance_group_id ?? ''} />
                <Detail label={t('claims.wizard.insurance.phone')} value={entry.phone ?? ''} />
              </Grid>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('claims.wizard.preview.claimInformation')} onEdit={() => onEdit('claimInformation')}>
        <Grid>
          <Detail label={t('claims.wizard.claimInformation.tpa')} value={link ? schoolTpaLabel(link) : ''} />
          {claimAnswers(info ?? {}).map((answer) => (
            <Detail key={answer.field} label={answer.label} value={answer.value} />
          ))}
        </Grid>
      </Section>
      <Section title={t('claims.wizard.statement.title')} onEdit={() => onEdit('claimInformation')}>
        <Grid>
          {statement.success ? (
            statementLines(statement.data, language).map((line) => <Detail key={line.key} label={line.label} value={line.text} />)
          ) : (
            <Detail label={t('claims.wizard.statement.title')} value="" />
          )}
        </Grid>
      </Section>
      <Section title={t('claims.documents.title')} onEdit={() => onEdit('claimInformation')}>
        <DocumentList documents={data.documents} />
      </Section>
      <Section title={t('claims.wizard.preview.signature')} onEdit={() => onEdit('signature')}>
        <Stack gap="sm">
          <AuthorizationText />
          <FraudNotices state={school.data?.state} />
          {user.data ? (
            <Text>{t('claims.wizard.signature.submittedByName', { name: `${user.data.first_name} ${user.data.last_name}` })}</Text>
          ) : null}
          <Text fw={600}>{data.signed ? t('claims.wizard.preview.signed') : t('claims.wizard.preview.notSigned')}</Text>
        </Stack>
      </Section>
      {notice}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onPrevious} disabled={submitting}>
          {t('claims.wizard.nav.previous')}
        </Button>
        <Button onClick={onSubmit} loading={submitting} disabled={!data.signed}>
          {t('claims.wizard.nav.submit')}
        </Button>
      </Group>
    </Stack>
  );
};
