import { renderingFor, type Language, type Translated } from '@claims/shared';
import PDFDocument from 'pdfkit';

const MARGIN = 50;
const LABEL_WIDTH = 170;

// A letter-size document in the claim's layout: titled sections, label and value rows, paragraphs, and
// legal texts in their governing English with, in another language, a rendering after each (ADR 020).
// Standard PDF fonts only, so it renders the same anywhere. A wide table takes the page `landscape`; kept
// pages (`bufferPages`) can be gone back to, to number them.
export function createPdfWriter(language: Language, info: { Title: string; Subject: string }, pageOptions: Pick<PDFKit.PDFDocumentOptions, 'layout' | 'bufferPages'> = {}) {
  const pdf = new PDFDocument({ size: 'LETTER', margin: MARGIN, ...pageOptions, lang: language, info: { ...info, Creator: 'School Claims' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;

  const paragraph = (text: string, size = 8.5) => {
    pdf.font('Helvetica').fontSize(size).text(text, MARGIN, undefined, { width, align: 'justify' });
    pdf.moveDown(0.4);
  };

  return {
    pdf,
    width,
    paragraph,
    title(text: string, ...lines: string[]) {
      pdf.font('Helvetica-Bold').fontSize(16).text(text, MARGIN, MARGIN, { width });
      pdf.font('Helvetica').fontSize(10);
      for (const line of lines) pdf.text(line, { width });
    },
    section(title: string) {
      pdf.moveDown(0.8);
      pdf.font('Helvetica-Bold').fontSize(12).fillColor('#1c3d5a').text(title, MARGIN, undefined, { width });
      const y = pdf.y + 2;
      pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#9aa5b1').stroke();
      pdf.moveDown(0.4).fillColor('black');
    },
    row(label: string, value: string | null | undefined) {
      const top = pdf.y;
      pdf.font('Helvetica-Bold').fontSize(9).text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
      const labelBottom = pdf.y;
      pdf.font('Helvetica').fontSize(9).text(value?.trim() ? value : '-', MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
      pdf.y = Math.max(pdf.y, labelBottom) + 2;
    },
    heading(text: string) {
      pdf.font('Helvetica-Bold').fontSize(9).text(text, MARGIN, undefined, { width });
    },
    legalText(text: Translated) {
      paragraph(text.en);
      const rendering = renderingFor(text, language);
      if (!rendering) return;
      pdf.font('Helvetica-Oblique').fontSize(7.5).fillColor('#52606d').text(rendering.note, MARGIN, undefined, { width });
      paragraph(rendering.text);
      pdf.fillColor('black');
    },
    newPage() {
      pdf.addPage();
    },
    finish() {
      pdf.end();
      return done;
    },
  };
}
export type PdfWriter = ReturnType<typeof createPdfWriter>;
