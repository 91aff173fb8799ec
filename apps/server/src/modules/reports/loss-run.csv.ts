import { csvCell, toCsv } from '../../domain/csv.ts';
import { cellText, type LossRun, type TotalsTable } from './loss-run.table.ts';
import { LOSS_RUN_TEXTS as T } from './loss-run.texts.ts';

// The claims as the claims export writes them, then each totals table under its title, a blank line
// before each; with a byte order mark, so that a spreadsheet reads the accents as UTF-8.
export function lossRunCsv(run: LossRun): Buffer {
  const language = run.language;
  const totals = (table: TotalsTable) =>
    `${csvCell(table.title)}\r\n${toCsv([table.label, T.claims[language]], [...table.rows.map((row) => [row.label, row.claims]), [T.total[language], table.total]])}`;
  const claims = toCsv(
    run.columns.map((column) => column.title),
    run.rows.map((cells) => cells.map((value, index) => cellText(value, run.columns[index]!))),
  );
  return Buffer.from(`\uFEFF${[claims, totals(run.totals.status), totals(run.totals.tpaStatus), totals(run.totals.sport)].join('\r\n')}`);
}
