import { deflateSync } from 'node:zlib';
import { count, eq, inArray } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments, schools, schoolsDashboardElements, storedFiles } from '../../db/schema.ts';
import { pdfDocument, uploadDocument } from '../../testing/claim-documents.ts';
import { claimPayload, insertClaim, seedClaimSetup, type ClaimSetup } from '../../testing/claims.ts';
import { bearer } from '../../testing/fixtures.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/test-smtp.ts';
import { PARENT_ACCESS_HEADER } from '../parent-part/parent-part.routes.ts';

let smtp: TestSmtp;
let testApp: TestApp;
let setup: ClaimSetup;
let parent: { token: string; access: string };
let claimId: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  setup = await seedClaimSetup(testApp.db);
  await testApp.db.update(schools).set({ parent_part_online: true }).where(eq(schools.id, setup.ids.school));
  // made before any test counts what is stored
  parent = await parentPage();
  claimId = (await insertClaim(testApp.db, { school_id: setup.ids.school, schools_third_party_administrator_id: setup.ids.link, student_id: setup.ids.student, user_id: setup.users.nurse })).id;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

// A PDF with these objects (the first is the catalog, the second the page tree) and a correct
// cross-reference table, as a PDF writer makes it.
function pdfOf(objects: string[], trailer = '/Root 1 0 R') {
  const parts = ['%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'];
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(parts.join(''), 'latin1'));
    parts.push(`${index + 1} 0 obj\n${object}\nendobj\n`);
  });
  const xref = Buffer.byteLength(parts.join(''), 'latin1');
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`));
  parts.push(`trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>';
const pdfWithCatalog = (catalogEntries: string, page = PAGE, ...more: string[]) =>
  pdfOf([`<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>`, PAGES, page, ...more]);

// The catalog packed in a compressed object stream, its script named with #xx escapes: only a reader
// that inflates the stream and decodes names sees the /JavaScript action in it.
function pdfWithPackedScript() {
  const catalog = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>';
  const header = '1 0 ';
  const packed = deflateSync(Buffer.from(header + catalog, 'latin1'));
  const stream = `<< /Type /ObjStm /N 1 /First ${header.length} /Length ${packed.length} /Filter /FlateDecode >>\nstream\n${packed.toString('latin1')}\nendstream`;
  return pdfOf([stream, PAGES, PAGE]);
}

const realPdf = () =>
  new Promise<Buffer>((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Itemized bill: $120.00');
    document.end();
  });

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const realDocx = () =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          '<w:body><w:p><w:r><w:t>Accident report form</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  );
const htmlZipAsDocx = () => Buffer.from(zipSync({ 'index.html': strToU8('<html><body><script>alert(1)</script></body></html>') }));

const HOSTILE_PDFS: [string, Buffer][] = [
  ['a PDF whose OpenAction runs JavaScript', pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')],
  ['a PDF whose OpenAction launches a program', pdfWithCatalog('/OpenAction 4 0 R', PAGE, '<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>')],
  ['a PDF with a script on opening a page (/AA)', pdfWithCatalog('', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /AA << /O << /S /JavaScript /JS (this.print\\(\\)) >> >> >>')],
  ['a PDF with document scripts in its name tree', pdfWithCatalog('/Names << /JavaScript 4 0 R >>', PAGE, '<< /Names [(init) << /S /JavaScript /JS (1) >>] >>')],
  ['a PDF whose script hides in an object stream behind #xx names', pdfWithPackedScript()],
  ['a PDF header followed by HTML', Buffer.from('%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>\n')],
  ['a PDF without a catalog', Buffer.from('%PDF-1.7\n%%EOF\n')],
];
const CLEAN_PDFS: [string, () => Promise<Buffer> | Buffer][] = [
  ['a PDF written by a PDF library', realPdf],
  ['a PDF that opens at its first page', () => pdfWithCatalog('/OpenAction [3 0 R /Fit]')],
  ['the smallest PDF the tests use', () => pdfDocument()],
];

// Files by the names these uploads carry: the claims' delivery stores files of its own meanwhile (the
// claim PDF), whenever a busy machine runs it.
const UPLOADED_NAMES = ['bill.pdf', 'form.docx'];
const storedCounts = async () => ({
  files: (await testApp.db.select({ n: count() }).from(storedFiles).where(inArray(storedFiles.filename, UPLOADED_NAMES)))[0]!.n,
  documents: (await testApp.db.select({ n: count() }).from(claimDocuments))[0]!.n,
  elements: (await testApp.db.select({ n: count() }).from(schoolsDashboardElements))[0]!.n,
});

// A claim waiting for its parent, and the parent's link and access to its page.
async function parentPage() {
  const email = 'paula@family.test';
  const submitted = await testApp.app.inject({
    method: 'POST',
    url: '/v1/claims',
    headers: bearer(setup.tokens.nurse),
    payload: { data: claimPayload(setup.ids, { parent_info: { first_name: 'Paula', last_name: 'Rivera', email, language: 'en' } }) },
  });
  expect(submitted.statusCode).toBe(200);
  const token = /\/parent\/([\w-]{43})\b/.exec((await smtp.waitForMail(email)).text ?? '')![1]!;
  const checked = await testApp.app.inject({ method: 'POST', url: `/v1/parent/${token}/check`, payload: { birth_date: '2010-03-04' } });
  expect(checked.statusCode).toBe(200);
  return { token, access: (checked.json() as { access: string }).access };
}

// Each way a document reaches the server, answering the upload's response.
const PATHS = {
  "the wizard's draft": (filename: string, data: Buffer) => uploadDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'ITEMIZED_BILL' }, { filename, data }),
  "school staff's claim document": (filename: string, data: Buffer) =>
    uploadDocument(testApp, setup.tokens.nurse, { school_id: setup.ids.school, kind: 'EOB', claim_id: claimId }, { filename, data }),
  "the parent's page": (filename: string, data: Buffer) => {
    const { token, access } = parent;
    const form = multipart({ kind: 'ITEMIZED_BILL' }, { name: 'file', filename, type: 'application/pdf', data });
    return testApp.app.inject({ method: 'POST', url: `/v1/parent/${token}/documents`, payload: form.payload, headers: { ...form.headers, [PARENT_ACCESS_HEADER]: access } });
  },
  "a school dashboard's documents": (filename: string, data: Buffer) => {
    const form = multipart({ school_id: setup.ids.school, title: 'Forms', component: 'FORMS' }, { name: 'file', filename, type: 'application/octet-stream', data });
    return testApp.app.inject({ method: 'POST', url: '/v1/upload/school-documents', payload: form.payload, headers: { ...form.headers, ...bearer(setup.tokens.admin) } });
  },
};
const paths = Object.entries(PATHS);

describe.each(paths)('a document uploaded through %s', (_path, upload) => {
  it.each(HOSTILE_PDFS)('is refused when it is %s, and nothing is stored', async (_case, data) => {
    const before = await storedCounts();
    const response = await upload('bill.pdf', data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_FILE_TYPE');
    expect(await storedCounts()).toEqual(before);
  });

  it.each(CLEAN_PDFS)('is accepted when it is %s', async (_case, make) => {
    const response = await upload('bill.pdf', await make());
    expect(response.statusCode).toBe(200);
  });

  it('is refused when it is a zip of web pages named .docx, and nothing is stored', async () => {
    const before = await storedCounts();
    const response = await upload('form.docx', htmlZipAsDocx());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_FILE_TYPE');
    expect(await storedCounts()).toEqual(before);
  });
});

describe('a Word document on a dashboard', () => {
  const upload = PATHS["a school dashboard's documents"];

  it('is accepted when it is a real .docx', async () => {
    const response = await upload('form.docx', realDocx());
    expect(response.statusCode).toBe(200);
  });

  it('is refused when it carries a macro project, and nothing is stored', async () => {
    const docx = zipSync({ ...unzipSync(realDocx()), 'word/vbaProject.bin': new Uint8Array([1, 2, 3]) });
    const before = await storedCounts();
    const response = await upload('form.docx', Buffer.from(docx));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_FILE_TYPE');
    expect(await storedCounts()).toEqual(before);
  });
});
