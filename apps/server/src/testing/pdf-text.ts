import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard PDF fonts pdfkit uses; pdfjs reads their metrics from its own copies.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// The text of every page of a PDF, read by a real PDF parser (so a broken file fails the test).
export async function pdfText(data: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}
