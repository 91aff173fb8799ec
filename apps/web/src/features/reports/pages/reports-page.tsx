// The charts' styles, with the only page that draws charts.
import '@mantine/charts/styles.css';
import { useMemo } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { toDisplayDate } from '@claims/shared';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useSessionUser } from '../../../entities/session';
import { useSessionSchools } from '../../../entities/session-schools';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/request-error';
import { useUrlState } from '../../../lib/use-url-state';
import { useClaimReport } from '../api/get-claim-report';
import { useIncidentReport } from '../api/get-incident-report';
import { IncidentFigures } from '../components/incident-figures';
import { LossRunCard } from '../components/loss-run-card';
import { ReportCharts } from '../components/report-charts';
import { ReportFilters } from '../components/report-filters';
import { SummaryFigures } from '../components/summary-figures';
import { periodErrors, periodOf, REPORT_FILTER_FIELDS, reportFilterDefaults, reportFilterOf } from '../report-filter';
import { useReportsErrorText } from '../report-texts';

// Injury analytics (issue 20): the claims of a period by sport, body part, time and the rest, each chart
// with its table; and the loss run of a school. An admin reads every school's claims, a school user
// their own schools'.
export const ReportsPage = () => {
  const { t } = useTranslation();
  const errorText = useReportsErrorText();
  const isAdmin = useSessionUser().data?.type === 'admin';
  const ownSchools = useSessionSchools().data ?? [];
  // a school user's only school is the report's, so that its loss run is a click away
  const onlySchool = !isAdmin && ownSchools.length === 1 ? ownSchools[0]!.id : '';
  const defaults = useMemo(() => reportFilterDefaults(onlySchool), [onlySchool]);
  const [values, setValues] = useUrlState(REPORT_FILTER_FIELDS, defaults);
  const filter = reportFilterOf(values);
  // a period the address holds but the server would refuse is shown at its field, not asked for
  const periodValid = Object.keys(periodErrors(periodOf(values))).length === 0;
  const report = useClaimReport(filter, { enabled: periodValid });
  const incidentReport = useIncidentReport(filter, { enabled: periodValid });
  const manySchools = !values.schoolId && (isAdmin || ownSchools.length > 1);

  // a report's failure with its retry, or its loader while nothing is here yet; null once it has data
  const pending = (query: typeof report | typeof incidentReport, title: string) => {
    if (query.isError && !query.data) {
      const code = Object.values(fieldErrorsOf(query.error))[0] ?? errorCodeOf(query.error);
      return (
        <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden="true" />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(code)}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!query.data) {
      return (
        <Center mih={200}>
          <Loader aria-hidden="true" />
        </Center>
      );
    }
    return null;
  };

  const body = () => {
    if (!periodValid) return null;
    if (!report.data) return pending(report, t('reports.loadError'));
    if (report.data.total === 0) {
      return (
        <Paper withBorder radius="md" p="xl">
          <Title order={2} size="h4">
            {t('reports.empty')}
          </Title>
          <Text size="sm" mt={4}>
            {t('reports.emptyHint')}
          </Text>
        </Paper>
      );
    }
    return (
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('reports.figures.title')}
        </Title>
        <SummaryFigures report={report.data} />
        <ReportCharts report={report.data} isAdmin={isAdmin} manySchools={manySchools} />
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <PageTitle title={t('pages.reports')} />
      <Title order={1}>{t('pages.reports')}</Title>
      <Text>{t('reports.intro')}</Text>
      <ReportFilters key={JSON.stringify(values)} applied={values} defaults={defaults} isAdmin={isAdmin} onSearch={(next) => setValues(next)} />
      <LossRunCard filter={filter} />
      <Group justify="space-between" gap="xs">
        {periodValid ? <Text fw={500}>{t('reports.covers', { from: toDisplayDate(filter.from), to: toDisplayDate(filter.to) })}</Text> : null}
        <Text role="status" size="sm" c="dimmed">
          {report.isFetching || incidentReport.isFetching ? t('reports.loading') : null}
        </Text>
      </Group>
      <Box aria-busy={report.isFetching}>{body()}</Box>
      {periodValid ? (
        <Box aria-busy={incidentReport.isFetching}>
          {incidentReport.data ? <IncidentFigures report={incidentReport.data} /> : pending(incidentReport, t('reports.incidents.loadError'))}
        </Box>
      ) : null}
    </Stack>
  );
};
