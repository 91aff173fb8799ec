import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sampleBundle, sampleFiles, withLine, zipBundle, type BundleFiles } from '../../testing/oneroster.ts';
import { ONEROSTER_LIMITS, readOneRosterBundle } from './oneroster-bundle.ts';

const SCHOOL = { org: 'org-school-1', remembered: null };
const read = (zip: Uint8Array, choice: { org: string | null; remembered: string | null } = SCHOOL, existing: ReadonlySet<string> = new Set()) =>
  readOneRosterBundle(zip, choice, existing);
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    const { code, details } = error as { code: string; details?: unknown };
    return { code, details };
  }
  throw new Error('the bundle was read');
};

const SAMPLE_STUDENTS = [
  {
    row: 2,
    sourced_id: 'stu-1001',
    academic_id: '1001',
    first_name: 'Maya',
    last_name: 'Lopez',
    gender: 'F',
    date_of_birth: '2009-04-02',
    email_address: 'maya.lopez@students.maple.test',
    primary_phone: null,
    parents_info: { first_name: 'Rosa', last_name: 'Lopez', email: 'rosa.lopez@example.test', phone: '916-555-0101' },
  },
  // a relative comes before the guardian in agentSourcedIds: the guardian is the parent info
  {
    row: 3,
    sourced_id: 'stu-1002',
    academic_id: '1002',
    first_name: 'Liam',
    last_name: 'Chen',
    gender: 'M',
    date_of_birth: '2008-11-15',
    email_address: null,
    primary_phone: '916-555-0102',
    parents_info: { first_name: 'Wei', last_name: 'Chen', email: 'wei.chen@example.test', phone: '916-555-0122' },
  },
  { row: 4, sourced_id: 'stu-1003', academic_id: '1003', first_name: 'Ava', last_name: 'Johnson', date_of_birth: '2010-01-31', parents_info: null },
  // no phone: the sms number is the phone, the student's and the guardian's
  { row: 5, sourced_id: 'stu-1004', primary_phone: '916-555-0144', parents_info: { first_name: 'Karen', last_name: 'Smith', phone: '916-555-0104' } },
  // a quoted comma in a name; two parents, the first is taken
  { row: 6, sourced_id: 'stu-1005', last_name: 'Garcia Ruiz, Jr.', parents_info: { first_name: 'Lucia', last_name: 'Ruiz', email: 'lucia.ruiz@example.test' } },
];

describe('OneRoster bundle', () => {
  it.each(['1.1', '1.2'] as const)('reads the %s sample: the chosen school’s students with their guardian, not its teacher or the other school’s student', (version) => {
    const bundle = read(sampleBundle(version));
    expect(bundle).toMatchObject({ version, users_mode: 'bulk', org: { sourced_id: 'org-school-1', name: 'Maple Grove High School', identifier: 'MGHS' }, withdrawn: [], errors: [] });
    expect(bundle.students).toHaveLength(5);
    SAMPLE_STUDENTS.forEach((student, index) => expect(bundle.students[index]).toMatchObject(student));
  });

  it('maps sex to the gender list: male M, female F, other and unspecified X, none kept as none (X for a new student)', () => {
    const genders = (version: '1.1' | '1.2') => read(sampleBundle(version)).students.map((student) => student.gender);
    expect(genders('1.1')).toEqual(['F', 'M', 'F', null, 'F']);
    expect(genders('1.2')).toEqual(['F', 'M', 'X', 'X', 'F']);
  });

  it('takes the org the school was imported from, or the only school, and otherwise asks which', () => {
    expect(read(sampleBundle('1.2'), { org: null, remembered: 'org-school-2' }).students.map((student) => student.sourced_id)).toEqual(['stu-9001']);
    const oneSchool = withLine(sampleFiles('1.1'), 'orgs.csv', 'org-school-2', '');
    expect(read(zipBundle(oneSchool), { org: null, remembered: null }).org.sourced_id).toBe('org-school-1');
    const schools = [
      { sourced_id: 'org-school-1', name: 'Maple Grove High School', identifier: 'MGHS' },
      { sourced_id: 'org-school-2', name: 'Cedar Ridge Middle School', identifier: 'CRMS' },
    ];
    expect(refusal(() => read(sampleBundle('1.1'), { org: null, remembered: 'org-gone' }))).toEqual({ code: 'ONEROSTER_ORG_REQUIRED', details: { orgs: schools } });
    expect(refusal(() => read(sampleBundle('1.1'), { org: 'org-district-1', remembered: null }))).toEqual({ code: 'ONEROSTER_ORG_UNKNOWN', details: { orgs: schools } });
    const noSchool = withLine(withLine(sampleFiles('1.1'), 'orgs.csv', 'org-school-2', ''), 'orgs.csv', 'org-school-1', '');
    expect(refusal(() => read(zipBundle(noSchool), { org: null, remembered: null })).code).toBe('ONEROSTER_NO_SCHOOL_ORG');
  });

  it('reads a bundle inside a folder, with a byte-order mark, CRLF line ends, other case in headers, and files it does not read', () => {
    const files = sampleFiles('1.2');
    const tweaked: BundleFiles = {
      ...files,
      'users.csv': `\uFEFF${files['users.csv']!.replace('givenName,familyName', 'GivenName,FAMILYNAME').replaceAll('\n', '\r\n')}`,
      'classes.csv': 'sourcedId\nc1\n',
    };
    const zip = zipSync({ 'export/': new Uint8Array(0), ...Object.fromEntries(Object.entries(tweaked).map(([name, text]) => [`export/${name}`, strToU8(text)])) });
    expect(read(zip).students.map((student) => student.first_name)).toEqual(['Maya', 'Liam', 'Ava', 'Noah', 'Elena']);
  });

  it('reads a delta file: tobedeleted users are withdrawn, the others are the rows to change', () => {
    let files = withLine(sampleFiles('1.1'), 'manifest.csv', 'file.users,', 'file.users,delta');
    files = withLine(files, 'users.csv', 'stu-1003,', 'stu-1003,tobedeleted,2026-01-05T10:00:00Z,true,org-school-1,student,ajohnson,,Ava,Johnson,,1003,,,,,9,');
    const bundle = read(zipBundle(files));
    expect(bundle).toMatchObject({ users_mode: 'delta', withdrawn: ['stu-1003'] });
    expect(bundle.students.map((student) => student.sourced_id)).toEqual(['stu-1001', 'stu-1002', 'stu-1004', 'stu-1005']);
  });

  it('takes a 1.1 guardian whose orgs are blank, and passes over a withdrawn one', () => {
    let files = withLine(sampleFiles('1.1'), 'users.csv', 'par-2001,', 'par-2001,,,true,,parent,,,Rosa,Lopez,,,rosa.lopez@example.test,,916-555-0101,stu-1001,,');
    files = withLine(files, 'users.csv', 'par-2005,', 'par-2005,tobedeleted,2026-01-05T10:00:00Z,true,org-school-1,parent,,,Lucia,Ruiz,,,lucia.ruiz@example.test,,,stu-1005,,');
    const parents = new Map(read(zipBundle(files)).students.map((student) => [student.sourced_id, student.parents_info]));
    expect(parents.get('stu-1001')).toMatchObject({ first_name: 'Rosa', last_name: 'Lopez' });
    expect(parents.get('stu-1005')).toEqual({ first_name: 'Jorge', last_name: 'Garcia', email: null, phone: null });
  });

  it.each([
    ['not a zip', () => Buffer.from('sourcedId,givenName\n'), 'ONEROSTER_NOT_ZIP', undefined],
    ['a corrupt zip', () => corrupt(sampleBundle('1.1')), 'ONEROSTER_NOT_ZIP', undefined],
    ['no manifest', () => zipBundle(without(sampleFiles('1.1'), 'manifest.csv')), 'ONEROSTER_FILE_MISSING', { file: 'manifest.csv' }],
    ['no users.csv', () => zipBundle(without(sampleFiles('1.1'), 'users.csv')), 'ONEROSTER_FILE_MISSING', { file: 'users.csv' }],
    ['a 1.2 bundle without roles.csv', () => zipBundle(without(sampleFiles('1.2'), 'roles.csv')), 'ONEROSTER_FILE_MISSING', { file: 'roles.csv' }],
    ['users stated absent', () => zipBundle(withLine(sampleFiles('1.1'), 'manifest.csv', 'file.users,', 'file.users,absent')), 'ONEROSTER_FILE_MISSING', { file: 'users.csv' }],
    ['another version', () => zipBundle(withLine(sampleFiles('1.1'), 'manifest.csv', 'oneroster.version', 'oneroster.version,2.0')), 'ONEROSTER_VERSION_UNSUPPORTED', { version: '2.0' }],
    ['users.csv twice', () => zipBundle({ ...sampleFiles('1.1'), 'old/users.csv': sampleFiles('1.1')['users.csv']! }), 'ONEROSTER_FILE_DUPLICATE', { file: 'users.csv' }],
    ['a missing column', () => zipBundle({ ...sampleFiles('1.1'), 'demographics.csv': 'sourcedId,sex\nstu-1001,female\n' }), 'ONEROSTER_COLUMNS_MISSING', { file: 'demographics.csv', columns: ['birthDate'] }],
    ['not UTF-8', latin1Users, 'CSV_ENCODING', { file: 'users.csv' }],
    // a full users file would find few of the org's students in changes-only files, and deactivate the rest
    ['a full users file with delta demographics', () => zipBundle(withLine(sampleFiles('1.1'), 'manifest.csv', 'file.demographics,', 'file.demographics,delta')), 'ONEROSTER_MODES_MIXED', { file: 'demographics.csv' }],
    ['a full users file with delta roles', () => zipBundle(withLine(sampleFiles('1.2'), 'manifest.csv', 'file.roles,', 'file.roles,delta')), 'ONEROSTER_MODES_MIXED', { file: 'roles.csv' }],
  ])('refuses %s', (_case, zip, code, details) => {
    expect(refusal(() => read(zip()))).toEqual({ code, details });
  });

  it('refuses a zip whose entry inflates past the limit, whatever it declares', () => {
    const huge = zipBundle({ ...sampleFiles('1.1'), 'users.csv': `${sampleFiles('1.1')['users.csv']}${' '.repeat(ONEROSTER_LIMITS.entryBytes)}` });
    expect(refusal(() => read(huge)).code).toBe('ONEROSTER_TOO_LARGE');
    // the same entry declaring a few bytes (its local header's size lied about)
    expect(refusal(() => read(declaring(huge, 'users.csv', 100))).code).toBe('ONEROSTER_TOO_LARGE');
  });

  it('refuses a zip of too many entries', () => {
    const many = Object.fromEntries(Array.from({ length: ONEROSTER_LIMITS.entries + 1 }, (_, index) => [`junk/${index}.txt`, 'x']));
    expect(refusal(() => read(zipBundle({ ...sampleFiles('1.1'), ...many }))).code).toBe('ONEROSTER_TOO_LARGE');
  });

  it('reports every broken row of the chosen school by file, row, sourcedId, column and key', () => {
    let files = sampleFiles('1.1');
    files = withLine(files, 'users.csv', 'stu-1001,', 'stu-1001,,,true,org-school-1,student,mlopez,,,Lopez,,1001,not-an-email,,,par-2001,10,');
    files = withLine(files, 'users.csv', 'stu-1002,', 'stu-1002,,,true,org-school-1,student,lchen,,Liam,Chen,,1002,,,916-555-0102,"par-2002,par-0000",11,');
    files = withLine(files, 'users.csv', 'stu-1003,', 'stu-1003,,,true,org-school-1,student');
    files = withLine(files, 'users.csv', 'par-2004,', 'stu-1004,,,true,org-school-1,student,dup,,Noah,Smith,,1004,,,,,12,');
    files = withLine(files, 'demographics.csv', 'stu-1005,', 'stu-1005,,,09/09/2009,femme,false,false,false,false,false,false,true,MX,,,');
    files = withLine(files, 'demographics.csv', 'stu-1004,', '');
    // the other school's broken demographics are not this import's concern
    files = withLine(files, 'demographics.csv', 'stu-9001,', 'stu-9001,,,2012-13-03,male,false,true,false,false,false,false,false,US,CA,Elk Grove,');
    const bundle = read(zipBundle(files));
    expect(bundle.errors).toEqual([
      { file: 'demographics.csv', row: 5, sourced_id: 'stu-1005', column: 'birthDate', key: 'ONEROSTER_BIRTHDATE_INVALID' },
      { file: 'demographics.csv', row: 5, sourced_id: 'stu-1005', column: 'sex', key: 'ONEROSTER_SEX_INVALID' },
      { file: 'users.csv', row: 2, sourced_id: 'stu-1001', column: 'givenName', key: 'CSV_VALUE_REQUIRED' },
      { file: 'users.csv', row: 2, sourced_id: 'stu-1001', column: 'email', key: 'CSV_EMAIL_INVALID' },
      { file: 'users.csv', row: 3, sourced_id: 'stu-1002', column: 'agentSourcedIds', key: 'ONEROSTER_GUARDIAN_UNKNOWN' },
      { file: 'users.csv', row: 4, sourced_id: 'stu-1003', column: null, key: 'ONEROSTER_FIELD_COUNT' },
      { file: 'users.csv', row: 5, sourced_id: 'stu-1004', column: 'sourcedId', key: 'ONEROSTER_DEMOGRAPHICS_MISSING' },
      // par-2004's row is now the duplicate
      { file: 'users.csv', row: 5, sourced_id: 'stu-1004', column: 'agentSourcedIds', key: 'ONEROSTER_GUARDIAN_UNKNOWN' },
      { file: 'users.csv', row: 10, sourced_id: 'stu-1004', column: 'sourcedId', key: 'ONEROSTER_DUPLICATE_SOURCED_ID' },
    ]);
  });

  it('numbers a row by its line, blank lines included', () => {
    const files = sampleFiles('1.1');
    const spaced = { ...files, 'users.csv': files['users.csv']!.replace('\nstu-1002,', '\n\n  \n,,,\nstu-1002,').replace('Liam,Chen', ',Chen') };
    expect(read(zipBundle(spaced)).errors).toEqual([{ file: 'users.csv', row: 6, sourced_id: 'stu-1002', column: 'givenName', key: 'CSV_VALUE_REQUIRED' }]);
  });

  it('reports a future or blank birth date, an over-long value, and a bad guardian once for each of their students', () => {
    let files = sampleFiles('1.2');
    files = withLine(files, 'demographics.csv', 'stu-1001,', 'stu-1001,,,2999-01-01,female,,,,,,,,,,,');
    files = withLine(files, 'demographics.csv', 'stu-1002,', 'stu-1002,,,,male,,,,,,,,,,,');
    files = withLine(files, 'users.csv', 'stu-1003,', `stu-1003,,,true,ajohnson,,Ava,Johnson,,${'9'.repeat(21)},,,,par-2001,9,,,,,,org-school-1,`);
    files = withLine(files, 'users.csv', 'par-2001,', 'par-2001,,,true,,,Rosa,Lopez,,,rosa@,,916-555-0101,stu-1001,,,,,,,org-school-1,');
    expect(read(zipBundle(files)).errors).toEqual([
      { file: 'demographics.csv', row: 2, sourced_id: 'stu-1001', column: 'birthDate', key: 'ONEROSTER_BIRTHDATE_INVALID' },
      { file: 'demographics.csv', row: 3, sourced_id: 'stu-1002', column: 'birthDate', key: 'CSV_VALUE_REQUIRED' },
      { file: 'users.csv', row: 4, sourced_id: 'stu-1003', column: 'identifier', key: 'CSV_VALUE_TOO_LONG' },
      { file: 'users.csv', row: 7, sourced_id: 'par-2001', column: 'email', key: 'CSV_EMAIL_INVALID' },
    ]);
  });
});

// Shapes of districts' real exports (issue 37), written for these tests.
describe('OneRoster bundles as districts export them', () => {
  it.each([
    ['left out', (files: BundleFiles) => without(files, 'demographics.csv')],
    ['stated absent in the manifest', (files: BundleFiles) => withLine(without(files, 'demographics.csv'), 'manifest.csv', 'file.demographics,', 'file.demographics,absent')],
  ])('reads a bundle whose demographics.csv is %s: its students come without birth date and sex', (_, strip) => {
    for (const version of ['1.1', '1.2'] as const) {
      const bundle = read(zipBundle(strip(sampleFiles(version))));
      expect(bundle).toMatchObject({ errors: [], has_demographics: false });
      expect(bundle.students.map(({ sourced_id, date_of_birth, gender }) => ({ sourced_id, date_of_birth, gender }))).toEqual(
        ['stu-1001', 'stu-1002', 'stu-1003', 'stu-1004', 'stu-1005'].map((sourced_id) => ({ sourced_id, date_of_birth: null, gender: null })),
      );
    }
    expect(read(sampleBundle('1.1')).has_demographics).toBe(true);
  });

  it('reads a 1.0-style demographics file keyed by userSourcedId', () => {
    const files = sampleFiles('1.1');
    const older = { ...files, 'demographics.csv': files['demographics.csv']!.replace(/^sourcedId,/, 'userSourcedId,') };
    const bundle = read(zipBundle(older));
    expect(bundle.errors).toEqual([]);
    expect(bundle.students[0]).toMatchObject({ sourced_id: 'stu-1001', date_of_birth: '2009-04-02', gender: 'F' });
  });

  it('ignores empty columns at the end of a CRLF header, and rows padded the same way', () => {
    const files = sampleFiles('1.1');
    const padded = (text: string, rows: 'padded' | 'plain') =>
      text
        .trimEnd()
        .split('\n')
        .map((line, index) => (index === 0 || rows === 'padded' ? `${line},,` : line))
        .join('\r\n');
    for (const rows of ['padded', 'plain'] as const) {
      const bundle = read(zipBundle({ ...files, 'users.csv': padded(files['users.csv']!, rows), 'demographics.csv': padded(files['demographics.csv']!, rows) }));
      expect(bundle.errors).toEqual([]);
      expect(bundle.students).toHaveLength(5);
    }
  });

  it('names the header, once, when no row has as many values as it has columns', () => {
    const files = sampleFiles('1.1');
    const header = files['demographics.csv']!.split('\n')[0]!;
    const longHeader = { ...files, 'demographics.csv': files['demographics.csv']!.replace(header, `${header},districtCode`) };
    expect(refusal(() => read(zipBundle(longHeader)))).toEqual({ code: 'ONEROSTER_HEADER_FIELD_COUNT', details: { file: 'demographics.csv' } });
  });

  it("links a guardian named only on the guardian's own row (agentSourcedIds listing the child)", () => {
    let files = sampleFiles('1.1');
    // the student's row lists no agents; the parent's row lists the student
    files = withLine(files, 'users.csv', 'stu-1001,', 'stu-1001,,,true,org-school-1,student,mlopez,,Maya,Lopez,Isabel,1001,maya.lopez@students.maple.test,,,,10,');
    files = withLine(files, 'users.csv', 'stu-1003,', 'stu-1003,,,true,org-school-1,student,ajohnson,,Ava,Johnson,,1003,,,,,9,');
    files = withLine(files, 'users.csv', 'par-2006,', 'par-2006,,,true,org-school-1,parent,,,Jorge,Garcia,,,jorge@example.test,,,"stu-1005,stu-1003",,');
    const bundle = read(zipBundle(files));
    expect(bundle.errors).toEqual([]);
    expect(bundle.students.find((student) => student.sourced_id === 'stu-1001')?.parents_info).toEqual({ first_name: 'Rosa', last_name: 'Lopez', email: 'rosa.lopez@example.test', phone: '916-555-0101' });
    expect(bundle.students.find((student) => student.sourced_id === 'stu-1003')?.parents_info).toMatchObject({ first_name: 'Jorge', last_name: 'Garcia' });
    // the student's own list still comes first
    expect(bundle.students.find((student) => student.sourced_id === 'stu-1005')?.parents_info).toMatchObject({ first_name: 'Lucia' });
  });

  it('takes a disabled student (enabledUser false) out of the school, and keeps a disabled guardian', () => {
    let files = sampleFiles('1.1');
    files = withLine(files, 'users.csv', 'stu-1003,', 'stu-1003,,,false,org-school-1,student,ajohnson,,Ava,Johnson,,1003,,,,,9,');
    files = withLine(files, 'users.csv', 'par-2001,', 'par-2001,,,FALSE,org-school-1,parent,,,Rosa,Lopez,,,rosa.lopez@example.test,,916-555-0101,stu-1001,,');
    const bundle = read(zipBundle(files));
    expect(bundle.students.map((student) => student.sourced_id)).not.toContain('stu-1003');
    expect(bundle.withdrawn).toEqual(['stu-1003']);
    expect(bundle.students[0]).toMatchObject({ sourced_id: 'stu-1001', parents_info: { first_name: 'Rosa' } });
  });
});

function without(files: BundleFiles, name: string): BundleFiles {
  const { [name]: _dropped, ...rest } = files;
  return rest;
}

function latin1Users() {
  const files = sampleFiles('1.1');
  const zip = zipSync({
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
    'users.csv': Buffer.from(files['users.csv']!.replace('Elena', 'Elena Peña'), 'latin1'),
  });
  return Buffer.from(zip);
}

// The zip with bytes of its first entry's compressed data flipped.
function corrupt(zip: Buffer) {
  const copy = Buffer.from(zip);
  const nameLength = copy.readUInt16LE(26);
  const dataStart = 30 + nameLength + copy.readUInt16LE(28);
  for (let at = dataStart; at < dataStart + 8; at += 1) copy[at]! ^= 0xff;
  return copy;
}

// The zip with `name`'s local header declaring `size` bytes once inflated.
function declaring(zip: Buffer, name: string, size: number) {
  const copy = Buffer.from(zip);
  for (let at = 0; at < copy.length - 4; at += 1) {
    if (copy.readUInt32LE(at) !== 0x04034b50) continue;
    const nameLength = copy.readUInt16LE(at + 26);
    if (copy.toString('utf8', at + 30, at + 30 + nameLength) === name) copy.writeUInt32LE(size, at + 22);
  }
  return copy;
}
