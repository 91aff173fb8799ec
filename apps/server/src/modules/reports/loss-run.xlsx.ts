import type { Language } from '@claims/shared';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { otherWorkTurn } from '../../domain/work-turn.ts';
import { ROWS_PER_TURN, type LossRun, type TotalsTable } from './loss-run.table.ts';
import { LOSS_RUN_TEXTS as T } from './loss-run.texts.ts';

const BOLD = { bold: true };
const wireToDate = (wire: string) => new Date(`${wire}T00:00:00Z`);

// A totals table: its header, a row per value and the Total row.
function writeTotals(sheet: ExcelJS.Worksheet, table: TotalsTable, language: Language) {
  sheet.addRow([table.label, T.claims[language]]).font = BOLD;
  for (const row of table.rows) sheet.addRow([row.label, row.claims]);
  sheet.addRow([T.total[language], table.total]).font = BOLD;
}

// The loss run as a workbook: a summary, the claims as a table to filter and sort (dates as dates, the
// header frozen), and the totals by status and by sport. Written row by row: a run of LOSS_RUN_MAX_ROWS
// claims takes a few megabytes this way, where a workbook held whole takes hundreds.
export async function lossRunXlsx(run: LossRun): Promise<Buffer> {
  const language = run.language;
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  workbook.creator = 'School Claims';
  workbook.title = `${T.title[language]}: ${run.school}`;

  const summary = workbook.addWorksheet(T.summarySheet[language]);
  summary.columns = [{ width: 16 }, { width: 60 }];
  summary.addRow([T.title[language]]).font = { bold: true, size: 14 };
  for (const line of run.heading) summary.addRow([line.label, line.value]).getCell(1).font = BOLD;
  summary.addRow([T.claims[language], run.rows.length]).getCell(1).font = BOLD;
  summary.commit();

  const claims = workbook.addWorksheet(T.claimsSheet[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  claims.columns = run.columns.map((column) => ({ width: column.width, style: column.date ? { numFmt: 'mm/dd/yyyy' } : {} }));
  claims.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: run.columns.length } };
  claims.addRow(run.columns.map((column) => column.title)).font = BOLD;
  for (const [index, cells] of run.rows.entries()) {
    claims.addRow(cells.map((value, column) => (run.columns[column]!.date && typeof value === 'string' ? wireToDate(value) : value))).commit();
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await otherWorkTurn();
  }
  claims.commit();

  const statusSheet = workbook.addWorksheet(T.byStatusSheet[language]);
  statusSheet.columns = [{ width: 30 }, { width: 14 }];
  writeTotals(statusSheet, run.totals.status, language);
  statusSheet.addRow([]);
  writeTotals(statusSheet, run.totals.tpaStatus, language);
  statusSheet.commit();

  const sportSheet = workbook.addWorksheet(T.bySportSheet[language]);
  sportSheet.columns = [{ width: 30 }, { width: 14 }];
  writeTotals(sportSheet, run.totals.sport, language);
  sportSheet.commit();

  await workbook.commit();
  return Buffer.concat(chunks);
}
