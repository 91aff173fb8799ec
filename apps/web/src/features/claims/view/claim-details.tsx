import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  genderLabel,
  hasAddressLines,
  statementLines,
  toDisplayDate,
} from '@claims/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClaimAnswers } from '../claim-answers';
import type { ClaimAddress, ClaimRecord } from './get-claim-record';
import { useLanguage } from '../../../lib/use-language';

type Field = { label: string; value: ReactNode; wide?: boolean };

const DetailCard = ({ title, fields, empty }: { title: string; fields: Field[]; empty?: string }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
    <Title order={2} size="h4" mb="sm">
      {title}
    </Title>
    {empty ? (
      <Text c="dimmed">{empty}</Text>
    ) : (
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" m={0}>
        {fields.map((field) => (
          <div key={field.label} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            <Text component="dt" size="sm" c="dimmed">
              {field.label}
            </Text>
            <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {field.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    )}
  </Paper>
);

// The claim's address or the parent's, where any line may be missing.
type AddressParts = { [Line in Exclude<keyof ClaimAddress, 'country' | '__typename'>]?: string | null } & { country?: ClaimAddress['country'] | null };

// The country comes as its API name, which the locale files name in each language.
const addressLines = (address: AddressParts | null | undefined, t: TFunction) => {
  if (!address || !hasAddressLines(address)) return '';
  const { address_1, address_2, city, state_prov, postal_code, country } = address;
  const countryName = country ? t(`claimRecords.view.country.${country}`) : null;
  return [address_1, address_2, [city, state_prov].filter(Boolean).join(', '), [postal_code, countryName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join('\n');
};

export type ClaimDetailsProps = {
  claim: ClaimRecord;
  // the status pill, labelled for the list the viewer came from
  status: ReactNode;
};

// Everything the claim was submitted with: school and TPA, student, address as submitted, parent,
// insurance entries and the claim information, with option labels instead of stored codes.
export const ClaimDetails = ({ claim, status }: ClaimDetailsProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const claimAnswers = useClaimAnswers();
  const none = t('common.none');
  const or = (value: string | null | undefined) => value || none;
  const date = (value: string | null) => toDisplayDate(value) || none;
  const parent = claim.parent_info;
  const parentName = [parent?.first_name, parent?.last_name].filter(Boolean).join(' ');
  const submitter = claim.submitted_by;

  return (
    <Stack gap="md">
      <DetailCard
        title={t('claimRecords.view.claimCard')}
        fields={[
          { label: t('claimRecords.view.claimNumber'), value: String(claim.claim_number) },
          { label: t('claimRecords.view.status'), value: status },
          { label: t('claimRecords.view.dateSubmitted'), value: date(claim.submitted_to_tpa_at) },
          {
            label: t('claimRecords.view.submittedBy'),
            value: submitter ? `${submitter.first_name} ${submitter.last_name} (${submitter.email_address})` : none,
          },
          { label: t('claimRecords.view.school'), value: or(claim.school_name) },
          { label: t('claimRecords.view.tpa'), value: or([claim.tpa_code, claim.tpa_name].filter(Boolean).join(' - ')) },
          { label: t('claimRecords.view.policyNumber'), value: or(claim.policy_number) },
          { label: t('claimRecords.view.groupNumber'), value: or(claim.group_number) },
        ]}
      />
      <DetailCard
        title={t('claimRecords.view.studentCard')}
        fields={[
          { label: t('claimRecords.view.studentName'), value: `${claim.student.first_name} ${claim.student.last_name}` },
          { label: t('claimRecords.view.academicId'), value: or(claim.student.academic_id) },
          { label: t('claimRecords.view.dob'), value: date(claim.student.date_of_birth) },
          { label: t('claimRecords.view.gender'), value: or(genderLabel(claim.student.gender, language)) },
          { label: t('claimRecords.view.email'), value: or(claim.student.email_address) },
          { label: t('claimRecords.view.phone'), value: or(claim.student.primary_phone) },
          { label: t('claimRecords.view.address'), value: or(addressLines(claim.student_address, t)), wide: true },
        ]}
      />
      <DetailCard
        title={t('claimRecords.view.parentCard')}
        empty={parent && (parentName || parent.address_1 || parent.email) ? undefined : t('claimRecords.view.noParent')}
        fields={[
          { label: t('claimRecords.view.parentName'), value: or(parentName) },
          { label: t('claimRecords.view.employerName'), value: or(parent?.employer_name) },
          { label: t('claimRecords.view.employerPhone'), value: or(parent?.employer_phone) },
          { label: t('claimRecords.view.parentEmail'), value: or(parent?.email) },
          { label: t('claimRecords.view.parentPhone'), value: or(parent?.phone) },
          { label: t('claimRecords.view.address'), value: or(addressLines(parent, t)), wide: true },
        ]}
      />
      {claim.providers.length === 0 ? (
        <DetailCard title={t('claimRecords.view.insuranceCard')} empty={t('claimRecords.view.noInsurance')} fields={[]} />
      ) : (
        claim.providers.map((provider, index) => (
          <DetailCard
            key={provider.id}
            title={
              index === 0
                ? t('claimRecords.view.primaryInsurance')
                : t('claimRecords.view.otherInsurance', { number: index + 1 })
            }
            fields={[
              { label: t('claimRecords.view.insuranceCompany'), value: or(provider.name ?? provider.provider_name) },
              { label: t('claimRecords.view.memberId'), value: or(provider.insurance_member_id) },
              { label: t('claimRecords.view.groupId'), value: or(provider.insurance_group_id) },
              { label: t('claimRecords.view.phone'), value: or(provider.phone) },
            ]}
          />
        ))
      )}
      <DetailCard
        title={t('claimRecords.view.informationCard')}
        fields={claimAnswers(claim).map((answer) => ({ ...answer, value: or(answer.value) }))}
      />
      {claim.official_statement && (
        <DetailCard
          title={t('claims.wizard.statement.title')}
          fields={statementLines(claim.official_statement, language).map((line) => ({ label: line.label, value: line.text }))}
        />
      )}
    </Stack>
  );
};
