import { createPdfWriter } from '../../domain/pdf-writer.ts';
import { otherWorkTurn } from '../../domain/work-turn.ts';
import { cellText, ROWS_PER_TURN, type LossRun } from './loss-run.table.ts';
import { LOSS_RUN_TEXTS as T } from './loss-run.texts.ts';

const FONT_SIZE = 7;
const PADDING = 2;

// The loss run for print: the heading and the totals, then the claims from a page of their own on
// landscape pages, the table's header on every page and each page numbered "Page n of N".
//
// Pages are written out as they fill (a run of LOSS_RUN_MAX_ROWS claims is two thousand pages, over a
// gigabyte held whole), so the page breaks are planned from the rows' heights before the first is written.
export async function lossRunPdf(run: LossRun): Promise<Buffer> {
  const language = run.language;
  const writer = createPdfWriter(language, { Title: `${T.title[language]}: ${run.school}`, Subject: T.subject[language] }, { layout: 'landscape', bufferPages: true });
  const { pdf, width, section, row } = writer;

  writer.title(T.title[language], ...run.heading.map((line) => `${line.label}: ${line.value}`));
  for (const table of [run.totals.status, run.totals.tpaStatus, run.totals.sport]) {
    section(table.title);
    for (const count of table.rows) row(count.label, String(count.claims));
    row(T.total[language], String(table.total));
  }
  writer.newPage();
  section(T.claimsSheet[language]);
  if (run.rows.length === 0) writer.paragraph(T.noClaims[language], 9);

  const printed = run.columns.flatMap((column, index) => (column.inPrint ? [{ ...column, index }] : []));
  const scale = width / printed.reduce((sum, column) => sum + column.width, 0);
  const widths = printed.map((column) => column.width * scale - PADDING);
  const left = pdf.page.margins.left;
  const xs = printed.map((_, index) => left + printed.slice(0, index).reduce((sum, column) => sum + column.width * scale, 0));
  // Most cells fit their column on one line: only the others go through pdfkit's line wrapping.
  const fits = (text: string, index: number) => pdf.widthOfString(text) <= widths[index]!;
  const heightOf = (texts: string[]) =>
    Math.max(...texts.map((text, index) => (fits(text, index) ? pdf.currentLineHeight(true) : pdf.heightOfString(text, { width: widths[index] })))) + PADDING * 2;

  const header = printed.map((column) => column.title);
  pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const headerHeight = heightOf(header);
  pdf.font('Helvetica');
  const lines: { texts: string[]; height: number; newPage: boolean }[] = [];
  let y = pdf.y + headerHeight;
  for (const cells of run.rows) {
    const texts = printed.map((column) => cellText(cells[column.index]!, column));
    const height = heightOf(texts);
    const newPage = y + height > pdf.page.maxY();
    y = (newPage ? pdf.page.margins.top + headerHeight : y) + height;
    lines.push({ texts, height, newPage });
    if (lines.length % ROWS_PER_TURN === 0) await otherWorkTurn();
  }

  const pagesBefore = pdf.bufferedPageRange();
  const pages = pagesBefore.start + pagesBefore.count + lines.filter((line) => line.newPage).length;
  const numberPage = (page: number) => {
    const { y: top } = pdf;
    const bottom = pdf.page.margins.bottom;
    // the number sits in the bottom margin, where pdfkit would otherwise start a new page
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(8).fillColor('#52606d').text(T.page[language](page, pages), left, pdf.page.height - bottom / 2, { width, align: 'center' });
    pdf.page.margins.bottom = bottom;
    pdf.fillColor('black');
    pdf.y = top;
  };
  for (let index = 0; index < pagesBefore.count; index++) {
    pdf.switchToPage(pagesBefore.start + index);
    numberPage(pagesBefore.start + index + 1);
  }

  const writeLine = (texts: string[], height: number, font: 'Helvetica' | 'Helvetica-Bold') => {
    pdf.font(font).fontSize(FONT_SIZE);
    const top = pdf.y;
    texts.forEach((text, index) => pdf.text(text, xs[index]!, top + PADDING, fits(text, index) ? {} : { width: widths[index] }));
    pdf.y = top + height;
    pdf.moveTo(left, pdf.y).lineTo(left + width, pdf.y).lineWidth(0.3).strokeColor('#9aa5b1').stroke();
  };
  if (lines.length > 0) writeLine(header, headerHeight, 'Helvetica-Bold');
  for (const [index, line] of lines.entries()) {
    if (line.newPage) {
      pdf.flushPages();
      pdf.addPage();
      numberPage(pdf.bufferedPageRange().start + 1);
      writeLine(header, headerHeight, 'Helvetica-Bold');
    }
    writeLine(line.texts, line.height, 'Helvetica');
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await otherWorkTurn();
  }
  return writer.finish();
}
