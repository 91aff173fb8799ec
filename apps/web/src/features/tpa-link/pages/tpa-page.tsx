// The Mantine styles this page draws with beyond the public pages' (main.tsx), loaded with its chunk.
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import { useState } from 'react';
import { Alert, Button, Fieldset, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { TPA_STATUS_LABELS, TPA_STATUSES, toDisplayDate, tpaReportSchema, type TpaClaim, type TpaReport, type TpaReportState, type TpaStatus } from '@claims/shared';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { PublicPageLayout } from '../../../components/public-page-layout';
import { toDisplayDateTime } from '../../../lib/date-time';
import { applyFieldErrors, errorCodeOf, isRequestNetworkError } from '../../../lib/request-error';
import { openTpaLink, tpaQueryKeys, useReportTpa } from '../api/tpa-link-api';
import { tpaErrorText, TPA_TEXTS as T } from '../tpa-texts';

const statusLabel = (status: TpaStatus) => TPA_STATUS_LABELS[status].en;
const dateTime = (value: string) => toDisplayDateTime(value, 'en');

// Opened once per visit: each opening is a disclosure the server records (ADR 027), so no refetch.
const useOpenedClaim = (token: string) =>
  useQuery({ queryKey: tpaQueryKeys.claim(token), queryFn: ({ signal }) => openTpaLink(token, signal), staleTime: Infinity, retry: false, refetchOnWindowFocus: false });

const Problem = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const code = errorCodeOf(error);
  const known = code === 'NOT_FOUND' || code === 'TOO_MANY_REQUESTS' ? T.problems[code] : undefined;
  if (known) {
    return (
      <Stack gap="md">
        <PageTitle title={known.title} />
        <Title order={1} size="h2">
          {known.title}
        </Title>
        <Text>{known.text}</Text>
      </Stack>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{isRequestNetworkError(error) ? T.connection : T.failed}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {T.retry}
        </Button>
      </Stack>
    </Alert>
  );
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Group gap="xs" wrap="nowrap" align="baseline">
    <Text size="sm" c="dimmed" miw={140}>
      {label}
    </Text>
    <Text size="sm">{value}</Text>
  </Group>
);

const changeText = (field: string, to: unknown) => `${T.fieldNames[field] ?? field}: ${field === 'tpa_status' && typeof to === 'string' ? statusLabel(to as TpaStatus) : to === null || to === '' ? '—' : String(to)}`;

const Reports = ({ claim }: { claim: TpaClaim }) => (
  <Stack gap="xs" component="section" aria-labelledby="tpa-history">
    <Title order={2} size="h4" id="tpa-history">
      {T.history}
    </Title>
    {claim.reports.length === 0 ? (
      <Text size="sm" c="dimmed">
        {T.historyEmpty}
      </Text>
    ) : (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {claim.reports.map((report) => (
          <li key={report.at}>
            <Text size="sm" fw={600}>
              {T.reportBy(dateTime(report.at), report.by)}
            </Text>
            {Object.entries(report.changes).map(([field, change]) => (
              <Text size="sm" key={field}>
                {changeText(field, change.to)}
              </Text>
            ))}
          </li>
        ))}
      </Stack>
    )}
  </Stack>
);

// No status is chosen for the TPA: a claim it has not reported on starts with none (ADR 027), which the
// schema refuses (TPA_STATUS_REQUIRED) like any value it does not know.
type ReportForm = Omit<TpaReport, 'status'> & { status: TpaStatus | null };
const reportSchema = tpaReportSchema as unknown as z.ZodType<TpaReport, ReportForm>;

const formValuesOf = (claim: TpaReportState, reporterName = ''): ReportForm => ({
  status: claim.tpa_status,
  tpa_claim_number: claim.tpa_claim_number ?? '',
  note: claim.tpa_note ?? '',
  reporter_name: reporterName,
});

const ReportForm = ({ token, claim }: { token: string; claim: TpaClaim }) => {
  const queryClient = useQueryClient();
  const report = useReportTpa(token);
  const [outcome, setOutcome] = useState<'saved' | 'unchanged' | null>(null);
  const form = useForm<ReportForm, unknown, TpaReport>({ resolver: zodResolver(reportSchema), defaultValues: formValuesOf(claim) });
  const status = useWatch({ control: form.control, name: 'status' });
  const errorOf = (name: keyof ReportForm) => {
    const key = form.formState.errors[name]?.message;
    return key ? tpaErrorText(key) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const updated = await report.mutateAsync(values);
      setOutcome(updated.tpa_reported_at === claim.tpa_reported_at ? 'unchanged' : 'saved');
      queryClient.setQueryData<TpaClaim>(tpaQueryKeys.claim(token), (opened) => (opened ? { ...opened, ...updated } : opened));
      form.reset(formValuesOf(updated, values.reporter_name ?? ''));
    } catch (error) {
      applyFieldErrors(error, form.setError, ['status', 'tpa_claim_number', 'note', 'reporter_name']);
    }
  });

  return (
    <Stack component="section" gap="sm" aria-labelledby="tpa-report">
      <Title order={2} size="h4" id="tpa-report">
        {T.formTitle}
      </Title>
      <Text size="sm">{T.formHelp}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={T.tpaClaimNumber} {...form.register('tpa_claim_number')} error={errorOf('tpa_claim_number')} autoComplete="off" />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Radio.Group
                label={T.status}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // the words of one status (what is missing) are not those of another (why denied)
                  form.setValue('note', value === claim.tpa_status ? (claim.tpa_note ?? '') : '');
                }}
                error={errorOf('status')}
                withAsterisk
              >
                <Stack gap="xs" mt="xs">
                  {TPA_STATUSES.map((value) => (
                    <Radio key={value} value={value} label={statusLabel(value)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label={status ? T.noteFor[status] : T.noteFor.RECEIVED}
            withAsterisk={status === 'INFORMATION_REQUESTED' || status === 'CLOSED_DENIED'}
            autosize
            minRows={3}
            {...form.register('note')}
            error={errorOf('note')}
          />
          <TextInput label={T.reporterName} {...form.register('reporter_name')} error={errorOf('reporter_name')} autoComplete="name" />
          {report.isError && !form.formState.errors.note && !form.formState.errors.status ? (
            <Text size="sm" c="red" role="alert">
              {isRequestNetworkError(report.error) ? T.connection : tpaErrorText(errorCodeOf(report.error))}
            </Text>
          ) : null}
          {outcome ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {outcome === 'saved' ? T.saved : T.unchanged}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={report.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
};

// /tpa/:token, the page each claim e-mail to a TPA links to (ADR 027): no account; the link opens one
// claim, on which the TPA reports its claim number and status to the school. Public, in English.
export const TpaPage = () => {
  const { token = '' } = useParams();
  const opened = useOpenedClaim(token);

  const content = () => {
    if (opened.isPending) return <PageLoader />;
    if (opened.isError) return <Problem error={opened.error} onRetry={() => void opened.refetch()} />;
    const claim = opened.data;
    const title = T.title(claim.claim_number, claim.school_name);
    return (
      <>
        <PageTitle title={title} />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Stack gap={4} component="section" aria-label={T.summary}>
          <Fact label={T.student} value={claim.student_name} />
          <Fact label={T.injuryDate} value={toDisplayDate(claim.injury_date)} />
          <Fact label={T.activity} value={claim.activity} />
          <Fact label={T.policyNumber} value={claim.policy_number ?? '—'} />
          <Fact label={T.submittedOn} value={toDisplayDate(claim.submitted_on)} />
        </Stack>
        <Fieldset legend={T.currentStatus} variant="filled">
          {claim.tpa_status ? (
            <Stack gap={2}>
              <Text fw={600}>{statusLabel(claim.tpa_status)}</Text>
              {claim.tpa_claim_number ? <Text size="sm">{`${T.tpaClaimNumber}: ${claim.tpa_claim_number}`}</Text> : null}
              {claim.tpa_note ? <Text size="sm">{claim.tpa_note}</Text> : null}
              {claim.tpa_reported_at ? (
                <Text size="sm" c="dimmed">
                  {T.reportedOn(dateTime(claim.tpa_reported_at))}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Text size="sm">{T.notReported}</Text>
          )}
        </Fieldset>
        <ReportForm token={token} claim={claim} />
        <Reports claim={claim} />
        <Text size="xs" c="dimmed">
          {T.linkUntil(toDisplayDate(claim.link_expires_at.slice(0, 10)))}
        </Text>
      </>
    );
  };

  return (
    <PublicPageLayout maxWidth={720} lang="en">
      {content()}
    </PublicPageLayout>
  );
};
