import { SAMPLE_OFFICIAL_STATEMENT } from '@claims/shared/samples';
import { LOSS_RUN_FORMATS, LOSS_RUN_MAX_ROWS, type LossRunFormat, type OfficialStatement } from '@claims/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, schoolsThirdPartyAdministrators, students } from '../../db/schema.ts';
import { insertClaim, seedStudent, seedTpa } from '../../testing/claims.ts';
import { bearer, createSchool, createUser, sessionFor } from '../../testing/fixtures.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
let ids: Record<'school' | 'other' | 'tpa', string>;
let tokens: Record<'admin' | 'nurse' | 'spanishNurse' | 'outsider', string>;
let listed: number[];

const PERIOD = { from: '2025-01-01', to: '2025-06-30' };
const statement = (parts: string[], nature: string): OfficialStatement =>
  ({ ...SAMPLE_OFFICIAL_STATEMENT, body_parts: parts.map((part) => ({ part, side: 'LEFT' })), nature_of_injury: nature }) as OfficialStatement;
const noon = (wire: string) => new Date(`${wire}T12:00:00Z`);

// Four claims of Loss Run High in the first half of 2025, two on one day; one the day before and one the
// day after the period, a deleted one and another school's, none of which a loss run lists.
beforeAll(async () => {
  testApp = await createTestApp();
  const tpa = await seedTpa(testApp.db, 'Loss TPA', 'LRT');
  const school = await createSchool(testApp.db, { name: 'Loss Run High' });
  const other = await createSchool(testApp.db, { name: 'Other Loss High' });
  const [link, otherLink] = await testApp.db
    .insert(schoolsThirdPartyAdministrators)
    .values([
      { school_id: school.id, third_party_administrator_id: tpa.id, is_default: true },
      { school_id: other.id, third_party_administrator_id: tpa.id, is_default: true },
    ])
    .returning();
  const nurse = await createUser(testApp.db, { schoolIds: [school.id] });
  const spanishNurse = await createUser(testApp.db, { schoolIds: [school.id], preferred_language: 'es' });
  const outsider = await createUser(testApp.db, { schoolIds: [other.id] });
  const admin = await createUser(testApp.db, { type: 'admin' });
  const maya = await seedStudent(testApp.db, school.id, 'Maya');
  await testApp.db.update(students).set({ academic_id: 'S-1' }).where(eq(students.id, maya.id));
  // a name a spreadsheet would run as a formula
  const formula = await seedStudent(testApp.db, school.id, 'Ana');
  await testApp.db.update(students).set({ last_name: '=1+2' }).where(eq(students.id, formula.id));
  const olivia = await seedStudent(testApp.db, other.id, 'Olivia');
  const atSchool = { school_id: school.id, student_id: maya.id, user_id: nurse.id, schools_third_party_administrator_id: link!.id };
  const claim = async (values: Partial<typeof claims.$inferInsert>) => (await insertClaim(testApp.db, { ...atSchool, ...values })).claim_number;

  listed = [
    await claim({
      injury_date: '2025-02-10',
      activity: 'Soccer',
      activity_type: 'GAME',
      activity_level: 'CLUB_SPORT',
      status: 'DELIVERED',
      tpa_status: 'CLOSED_PAID',
      tpa_claim_number: 'T-100',
      official_statement: statement(['KNEE', 'KNEE', 'ANKLE'], 'SPRAIN_STRAIN'),
      created_at: noon('2025-02-11'),
    }),
    await claim({ injury_date: '2025-03-05', activity: 'Soccer', status: 'PENDING', official_statement: null }),
    await claim({
      injury_date: '2025-03-05',
      activity: 'Basketball',
      status: 'ERROR',
      tpa_status: 'RECEIVED',
      student_id: formula.id,
      official_statement: statement(['HEAD'], 'CONCUSSION'),
    }),
    await claim({ injury_date: '2025-06-30', activity: 'Football', status: 'AWAITING_PARENT' }),
  ];
  await claim({ injury_date: '2024-12-31', activity: 'Soccer' });
  await claim({ injury_date: '2025-07-01', activity: 'Soccer' });
  await claim({ injury_date: '2025-04-01', activity: 'Hockey', deleted_at: new Date() });
  await insertClaim(testApp.db, {
    school_id: other.id,
    student_id: olivia.id,
    user_id: outsider.id,
    schools_third_party_administrator_id: otherLink!.id,
    injury_date: '2025-04-01',
    activity: 'Hockey',
  });
  ids = { school: school.id, other: other.id, tpa: tpa.id };
  tokens = {
    admin: await sessionFor(testApp.db, admin.id),
    nurse: await sessionFor(testApp.db, nurse.id),
    spanishNurse: await sessionFor(testApp.db, spanishNurse.id),
    outsider: await sessionFor(testApp.db, outsider.id),
  };
});
afterAll(() => testApp.close());

const download = (format: LossRunFormat, token: string, query: Record<string, string> = { ...PERIOD, schoolId: ids.school }) =>
  testApp.app.inject({ method: 'GET', url: `/v1/reports/loss-run.${format}`, query, headers: bearer(token) });

async function workbookOf(token: string, query?: Record<string, string>) {
  const response = await download('xlsx', token, query);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as a Buffer of its own declaring, which Node's Buffer no longer matches
  await workbook.xlsx.load(response.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return { response, workbook };
}

// A sheet's rows as arrays of their values from column A; a blank row as [].
function valuesOf(sheet: ExcelJS.Worksheet | undefined) {
  const rows: unknown[][] = [];
  sheet!.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the loss run as a workbook', () => {
  it("lists the school's claims of the period in order, with their totals by status and by sport", async () => {
    const { response, workbook } = await workbookOf(tokens.nurse);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="loss-run-loss-run-high-2025-01-01-to-2025-06-30.xlsx"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Claims', 'By status', 'By sport']);

    const summary = valuesOf(workbook.getWorksheet('Summary'));
    expect(summary.slice(0, 3)).toEqual([['Loss run'], ['School', 'Loss Run High'], ['Period', '01/01/2025 to 06/30/2025']]);
    expect(summary[3]).toEqual(['Generated', expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/)]);
    expect(summary[4]).toEqual(['Claims', 4]);

    const sheet = workbook.getWorksheet('Claims')!;
    const [header, ...rows] = valuesOf(sheet);
    expect(header).toEqual([
      'Claim number', 'School', 'Student', 'Student ID', 'Date of accident', 'First submitted', 'Sport', 'Activity type', 'Activity level',
      'Body parts', 'Nature of injury', 'Delivery status', 'TPA', "TPA's status", 'TPA claim number',
    ]);
    expect(rows.map((row) => row[0])).toEqual(listed);
    expect(rows[0]).toEqual([
      listed[0], 'Loss Run High', 'Rivera, Maya', 'S-1', new Date('2025-02-10T00:00:00Z'), new Date('2025-02-11T00:00:00Z'), 'Soccer', 'Game', 'Club Sport',
      'Knee, Ankle', 'Sprain or strain', 'Sent', 'Loss TPA', 'Closed, paid', 'T-100',
    ]);
    // a failed delivery reads as pending to the school's staff
    expect(rows[2]).toEqual([
      listed[2], 'Loss Run High', '=1+2, Ana', undefined, new Date('2025-03-05T00:00:00Z'), expect.any(Date), 'Basketball', 'Game', 'Other',
      'Head', 'Concussion or head injury', 'Pending', 'Loss TPA', 'Received by TPA',
    ]);
    // a claim reported before the official's statement has no body part or nature
    expect(rows[1]!.slice(9, 11)).toEqual([undefined, undefined]);
    expect(sheet.getCell('E2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:O1');
    expect(sheet.getColumn(3).width).toBe(24);

    expect(valuesOf(workbook.getWorksheet('By status'))).toEqual([
      ['Delivery status', 'Claims'],
      ['Awaiting parent', 1],
      ['Pending', 2],
      ['Sent', 1],
      ['Total', 4],
      [],
      ["TPA's status", 'Claims'],
      ['Received by TPA', 1],
      ['Information requested', 0],
      ['Closed, paid', 1],
      ['Closed, denied', 0],
      ['Not reported yet', 2],
      ['Total', 4],
    ]);
    expect(valuesOf(workbook.getWorksheet('By sport'))).toEqual([['Sport', 'Claims'], ['Basketball', 1], ['Football', 1], ['Soccer', 2], ['Total', 4]]);
  });

  it('shows an admin the failed delivery as failed', async () => {
    const { workbook } = await workbookOf(tokens.admin);
    expect(valuesOf(workbook.getWorksheet('By status')).slice(0, 6)).toEqual([
      ['Delivery status', 'Claims'],
      ['Awaiting parent', 1],
      ['Pending', 1],
      ['Sent', 1],
      ['Failed', 1],
      ['Total', 4],
    ]);
  });

  it("is written in the reader's language", async () => {
    const { workbook } = await workbookOf(tokens.spanishNurse);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Resumen', 'Reclamaciones', 'Por estado', 'Por deporte']);
    const [, first] = valuesOf(workbook.getWorksheet('Reclamaciones'));
    expect(first!.slice(7, 11)).toEqual(['Partido', 'Deporte de club', 'Rodilla, Tobillo', 'Esguince o distensión']);
    // the delivery statuses too, a failed delivery read as pending as for any school user
    expect(valuesOf(workbook.getWorksheet('Por estado')).slice(0, 5).map((row) => row[0])).toEqual([
      'Estado de envío',
      'Esperando al padre o tutor',
      'Pendiente',
      'Enviada',
      'Total',
    ]);
  });

  it('names the filters it was narrowed by', async () => {
    const { workbook } = await workbookOf(tokens.nurse, { ...PERIOD, schoolId: ids.school, activity: 'soccer', tpaStatus: 'CLOSED_PAID' });
    const summary = valuesOf(workbook.getWorksheet('Summary'));
    expect(summary[3]).toEqual(['Filters', "Sport: soccer; TPA's status: Closed, paid"]);
    expect(valuesOf(workbook.getWorksheet('Claims')).slice(1).map((row) => row[0])).toEqual([listed[0]]);
  });
});

describe('the loss run as CSV', () => {
  it('writes the claims with formulas made inert, then the totals', async () => {
    const response = await download('csv', tokens.nurse);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="loss-run-loss-run-high-2025-01-01-to-2025-06-30.csv"');
    expect(response.body.startsWith('\uFEFFClaim number,School,Student,')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.slice(1, 5).map((line) => Number(line.split(',')[0]))).toEqual(listed);
    expect(lines[1]).toBe(`${listed[0]},Loss Run High,"Rivera, Maya",S-1,02/10/2025,02/11/2025,Soccer,Game,Club Sport,"Knee, Ankle",Sprain or strain,Sent,Loss TPA,"Closed, paid",T-100`);
    expect(lines[3]).toContain(`,"'=1+2, Ana",`);
    expect(lines.slice(5)).toEqual([
      '',
      'Totals by delivery status',
      'Delivery status,Claims',
      'Awaiting parent,1',
      'Pending,2',
      'Sent,1',
      'Total,4',
      '',
      "Totals by TPA's status",
      "TPA's status,Claims",
      'Received by TPA,1',
      'Information requested,0',
      '"Closed, paid",1',
      '"Closed, denied",0',
      'Not reported yet,2',
      'Total,4',
      '',
      'Totals by sport',
      'Sport,Claims',
      'Basketball,1',
      'Football,1',
      'Soccer,2',
      'Total,4',
      '',
    ]);
  });
});

describe('the loss run as a PDF', () => {
  it('prints the heading, the totals and the claims', async () => {
    const response = await download('pdf', tokens.nurse);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="loss-run-loss-run-high-2025-01-01-to-2025-06-30.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Loss run');
    expect(text).toContain('School: Loss Run High');
    expect(text).toContain('Period: 01/01/2025 to 06/30/2025');
    expect(text).toMatch(/Totals by delivery status Awaiting parent 1 Pending 2 Sent 1 Total 4/);
    expect(text).toMatch(/Totals by sport Basketball 1 Football 1 Soccer 2 Total 4/);
    for (const claimNumber of listed) expect(text).toContain(String(claimNumber));
    expect(text).toContain('Page 2 of 2');
  });
});

describe('a loss run refused', () => {
  const claimRows = () => testApp.db.select().from(claims).orderBy(claims.claim_number);

  it.each([
    ['no school', () => ({ token: tokens.admin, query: PERIOD }), 400, { error: 'SCHOOL_NOT_SELECTED' }],
    ["another school's", () => ({ token: tokens.outsider, query: { ...PERIOD, schoolId: ids.school } }), 403, { error: 'FORBIDDEN' }],
    ['a school that does not exist', () => ({ token: tokens.admin, query: { ...PERIOD, schoolId: '00000000-0000-4000-8000-000000000000' } }), 404, { error: 'NOT_FOUND' }],
    [
      'a period that ends before it starts',
      () => ({ token: tokens.nurse, query: { from: '2025-06-30', to: '2025-01-01', schoolId: ids.school } }),
      400,
      { error: 'VALIDATION_FAILED', fields: { to: 'REPORT_PERIOD_INVALID' } },
    ],
  ])('for %s, in every format, changing nothing', async (_case, request, status, answer) => {
    const before = await claimRows();
    const { token, query } = request();
    for (const format of LOSS_RUN_FORMATS) {
      const response = await download(format, token, query);
      expect({ format, status: response.statusCode, answer: response.json() }).toEqual({ format, status, answer });
    }
    expect(await claimRows()).toEqual(before);
  });
});

// Last: it fills a school with the most claims a loss run lists, and one more.
describe('a loss run of the most claims it lists', () => {
  it('is written whole at LOSS_RUN_MAX_ROWS claims and refused, not cut short, past it', async () => {
    const busy = await createSchool(testApp.db, { name: 'Busy High' });
    const [link] = await testApp.db.insert(schoolsThirdPartyAdministrators).values({ school_id: busy.id, third_party_administrator_id: ids.tpa, is_default: true }).returning();
    const student = await seedStudent(testApp.db, busy.id, 'Bea');
    const admin = await createUser(testApp.db, { type: 'admin' });
    const fill = (claimCount: number) =>
      testApp.db.execute(sql`
        insert into ${claims} (student_id, user_id, school_id, schools_third_party_administrator_id, activity, activity_level, activity_type, first_treatment_date,
          injury_date, injury_reported_date, injury_description, is_previous_injury, is_work_related, location_of_injury, student_address, submitted_to_tpa_at)
        select ${student.id}, ${admin.id}, ${busy.id}, ${link!.id}, 'Soccer', 'OTHER', 'GAME', '2025-02-02', '2025-02-01', '2025-02-01', 'Fell.', false, false, 'Gym',
          '{}'::jsonb, '2025-02-02'
        from generate_series(1, ${claimCount})`);
    const query = { ...PERIOD, schoolId: busy.id };

    await fill(LOSS_RUN_MAX_ROWS);
    const whole = await download('csv', tokens.admin, query);
    expect(whole.statusCode).toBe(200);
    expect(whole.body.split('\r\n').indexOf('')).toBe(LOSS_RUN_MAX_ROWS + 1);

    await fill(1);
    const refused = await download('csv', tokens.admin, query);
    expect({ status: refused.statusCode, answer: refused.json() }).toEqual({ status: 400, answer: { error: 'LOSS_RUN_TOO_LARGE', max: LOSS_RUN_MAX_ROWS } });
  });
});
