import { useId, useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Box, Group, Paper, Switch, Table, Text, Title, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';

export type ChartSeries = { label: string; color: MantineColor };

// One category of a chart: its name, then a count per series.
export type ChartRow = { key: string; label: string; counts: readonly number[] };

export type ChartCardProps = {
  title: string;
  // one sentence saying what the chart shows, under its title and as its accessible name
  summary: string;
  // a line about how the counts are made, when that is not obvious
  note?: string;
  // the table's first column
  category: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  // the axis's short name of a row, where the table gives its full one
  tick?: (row: ChartRow) => string;
  // a year's months read best as columns; names, however many and long, as horizontal bars
  columns?: boolean;
};

const ROW_HEIGHT = 34;
const COLUMNS_HEIGHT = 260;

// Colours meet 3:1 against the card (WCAG 1.4.11); the legend, the summary and the table say the same
// without colour.
export const SERIES_COLORS = ['blue.8', 'orange.9'] as const satisfies readonly MantineColor[];

// A chart with its summary, and a switch showing the same numbers as a table instead.
export const ChartCard = ({ title, summary, note, category, series, rows, tick, columns = false }: ChartCardProps) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const number = new Intl.NumberFormat(intlLocale(language));
  const keys = series.map((_, index) => `s${index}`);
  const hasCounts = rows.some((row) => row.counts.some((count) => count > 0));
  const data = rows.map((row) => ({ label: tick ? tick(row) : row.label, ...Object.fromEntries(keys.map((key, index) => [key, row.counts[index] ?? 0])) }));

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {title}
        </Title>
        {hasCounts ? <Switch label={t('reports.chart.showTable')} checked={asTable} onChange={(event) => setAsTable(event.currentTarget.checked)} /> : null}
      </Group>
      <Text size="sm" mt={4}>
        {summary}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
      {!hasCounts ? null : asTable ? (
        <Table mt="sm" striped withTableBorder captionSide="top" layout="fixed">
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{category}</Table.Th>
              {series.map((item) => (
                <Table.Th key={item.label} scope="col" ta="right">
                  {item.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw="normal">
                  {row.label}
                </Table.Th>
                {series.map((item, index) => (
                  <Table.Td key={item.label} ta="right">
                    {number.format(row.counts[index] ?? 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // Drawn only, named by its summary: the table holds the numbers for a keyboard or screen reader.
        <Box role="img" aria-label={t('reports.chart.label', { summary })} mt="sm">
          <BarChart
            h={columns ? COLUMNS_HEIGHT : rows.length * ROW_HEIGHT + 40}
            data={data}
            dataKey="label"
            orientation={columns ? 'horizontal' : 'vertical'}
            series={series.map((item, index) => ({ name: keys[index]!, label: item.label, color: item.color }))}
            withLegend={series.length > 1}
            withBarValueLabel={series.length === 1}
            withTooltip={false}
            accessibilityLayer={false}
            gridAxis={columns ? 'x' : 'y'}
            valueFormatter={(value) => number.format(value)}
            yAxisProps={columns ? { allowDecimals: false } : { width: 'auto' }}
            xAxisProps={columns ? undefined : { allowDecimals: false }}
            barChartProps={{ margin: { right: 24 } }}
          />
        </Box>
      )}
    </Paper>
  );
};
