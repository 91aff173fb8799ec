import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages.ts';
import {
  AUTHORIZATION_ELEMENTS,
  ELECTRONIC_RECORDS_CONSENT_VERSION,
  PARENT_AUTHORIZATION_VERSION,
  SIGNATURE_INTENT_VERSION,
  authorizationExpiresOn,
  electronicRecordsConsent,
  electronicRecordsConsentSummary,
  parentAuthorization,
  seasonAuthorization,
  signatureIntent,
  type AuthorizationElement,
  type AuthorizationFacts,
} from './parent-authorization.ts';

const facts: AuthorizationFacts = {
  studentName: 'Ana Lopez',
  studentBirthDate: '2011-04-02',
  schoolName: 'Lincoln High School',
  tpaName: 'Summit Claims Services',
  claimNumber: 'C-2026-00042',
  injuryDate: '2026-11-03',
  signedOn: '2026-11-27',
  expiresOn: '2027-11-27',
};

const sectionText = (language: Language, element: AuthorizationElement, given: AuthorizationFacts = facts) =>
  parentAuthorization(language, given).sections.find((section) => section.element === element)?.text ?? '';

// The splitter fraud.test.ts uses: a rendering that lost or gained a sentence is not faithful (ADR 020).
const sentences = (text: string) => text.split(/[.:]\s/).length;

describe('authorization elements', () => {
  it('lists every element of 45 CFR 164.508(c) the authorization carries, in reading order', () => {
    expect(AUTHORIZATION_ELEMENTS).toEqual([
      'INFORMATION_DISCLOSED',
      'WHO_DISCLOSES',
      'RECIPIENT',
      'PURPOSE',
      'EXPIRY',
      'RIGHT_TO_REVOKE',
      'NO_CONDITIONING',
      'REDISCLOSURE',
      'SIGNER_AUTHORITY',
      'COPY',
      'SIGNATURE_AND_DATE',
    ]);
  });
});

const EXPECTED = {
  en: {
    title: 'Authorization to Release Medical Records',
    revoke: 'writing to Summit Claims Services',
    guardian: ['parent or legal guardian of Ana Lopez'],
    psychotherapy: 'psychotherapy notes',
  },
  es: {
    title: 'Autorización para divulgar registros médicos',
    revoke: 'por escrito a Summit Claims Services',
    guardian: ['padre', 'tutor legal de Ana Lopez'],
    psychotherapy: 'notas de psicoterapia',
  },
} as const satisfies Record<Language, unknown>;

describe.each(LANGUAGES)('parentAuthorization in %s', (language) => {
  const expected = EXPECTED[language];
  const authorization = parentAuthorization(language, facts);

  it('has one non-empty section per element, in order, under its title', () => {
    expect(authorization.title).toBe(expected.title);
    expect(authorization.sections.map((section) => section.element)).toEqual([...AUTHORIZATION_ELEMENTS]);
    for (const section of authorization.sections) expect(section.text.trim(), section.element).not.toBe('');
  });

  it('names the student, the school, the TPA and the claim, with dates as they show', () => {
    const information = sectionText(language, 'INFORMATION_DISCLOSED');
    expect(information).toContain('Ana Lopez');
    expect(information).toContain('04/02/2011');
    expect(information).toContain('11/03/2026');
    expect(information).toContain('C-2026-00042');
    expect(information).toContain(expected.psychotherapy);
    expect(sectionText(language, 'WHO_DISCLOSES')).toContain('Lincoln High School');
    expect(sectionText(language, 'RECIPIENT')).toContain('Summit Claims Services');
    expect(sectionText(language, 'RECIPIENT')).toContain('Lincoln High School');
    expect(sectionText(language, 'PURPOSE')).toContain('Summit Claims Services');
    expect(sectionText(language, 'EXPIRY')).toContain('11/27/2027');
    expect(sectionText(language, 'SIGNATURE_AND_DATE')).toContain('11/27/2026');
    // no wire date leaks into what the parent reads
    expect(authorization.sections.map((section) => section.text).join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says how to revoke: in writing to the TPA, quoting the claim', () => {
    const revoke = sectionText(language, 'RIGHT_TO_REVOKE');
    expect(revoke).toContain(expected.revoke);
    expect(revoke).toContain('C-2026-00042');
  });

  it('has the signer state they are the parent or guardian', () => {
    for (const words of expected.guardian) expect(sectionText(language, 'SIGNER_AUTHORITY')).toContain(words);
  });

  it('leaves the signing date to the signature until there is one', () => {
    const unsigned = { ...facts, signedOn: undefined };
    expect(sectionText(language, 'SIGNATURE_AND_DATE', unsigned)).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(sectionText(language, 'SIGNATURE_AND_DATE', unsigned)).not.toBe(sectionText(language, 'SIGNATURE_AND_DATE'));
  });
});

describe('Spanish renderings', () => {
  it.each(AUTHORIZATION_ELEMENTS)('renders %s sentence for sentence', (element) => {
    const en = sectionText('en', element);
    const es = sectionText('es', element);
    expect(es).not.toBe(en);
    expect(sentences(es)).toBe(sentences(en));
  });

  it('renders the intent and the e-records consent sentence for sentence', () => {
    expect(signatureIntent('es', 'Ana')).not.toBe(signatureIntent('en', 'Ana'));
    expect(sentences(signatureIntent('es', 'Ana'))).toBe(sentences(signatureIntent('en', 'Ana')));
    expect(electronicRecordsConsent('es')).not.toBe(electronicRecordsConsent('en'));
    expect(sentences(electronicRecordsConsent('es'))).toBe(sentences(electronicRecordsConsent('en')));
  });
});

describe('signatureIntent', () => {
  it.each([
    ['en', /^By typing my name, Maria Lopez, and selecting Sign, I intend to sign .*handwritten signature\.$/],
    ['es', /^Al escribir mi nombre, Maria Lopez, y seleccionar Firmar, tengo la intención de firmar .*escrita a mano\.$/],
  ] as const)('in %s names the signer and the act', (language, pattern) => {
    expect(signatureIntent(language, '  Maria Lopez ')).toMatch(pattern);
  });
});

describe('electronicRecordsConsent', () => {
  // The disclosures of ESIGN 7001(c): paper copies, withdrawal, hardware and software, keeping a copy.
  it.each([
    ['en', ['paper copy', 'free of charge', 'withdraw this consent', 'web browser', 'e-mail address', 'print them']],
    ['es', ['copia en papel', 'sin costo', 'retirar este consentimiento', 'navegador web', 'correo electrónico', 'imprimirlos']],
  ] as const)('in %s gives each disclosure', (language, phrases) => {
    for (const phrase of phrases) expect(electronicRecordsConsent(language)).toContain(phrase);
  });
});

describe('authorizationExpiresOn', () => {
  it.each([
    ['2026-11-27', '2027-11-27'],
    ['2026-01-01', '2027-01-01'],
    ['2026-12-31', '2027-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-02-28', '2028-02-28'],
    ['2027-03-01', '2028-03-01'],
  ])('signed %s expires %s', (signedOn, expiresOn) => {
    expect(authorizationExpiresOn(signedOn)).toBe(expiresOn);
  });

  it.each([[''], ['2026-02-30'], ['11/27/2026'], ['2026-11-27T10:00:00Z']])('gives nothing for %j', (value) => {
    expect(authorizationExpiresOn(value)).toBe('');
  });
});

describe('text versions', () => {
  it('are dated names', () => {
    expect(PARENT_AUTHORIZATION_VERSION).toMatch(/^parent-authorization-\d{4}-\d{2}-\d{2}$/);
    expect(SIGNATURE_INTENT_VERSION).toMatch(/^signature-intent-\d{4}-\d{2}-\d{2}$/);
    expect(ELECTRONIC_RECORDS_CONSENT_VERSION).toMatch(/^electronic-records-consent-\d{4}-\d{2}-\d{2}$/);
  });

  // Signature evidence cites a version, so words that change under the same version make the evidence
  // name a text nobody signed. Change a text: give it a new version, then its new digest here.
  it('change only with the words they name', () => {
    const digest = (texts: unknown) => createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);
    const unsigned = { ...facts, signedOn: undefined };
    expect({
      [PARENT_AUTHORIZATION_VERSION]: digest(LANGUAGES.map((language) => [parentAuthorization(language, facts), parentAuthorization(language, unsigned)])),
      [SIGNATURE_INTENT_VERSION]: digest(LANGUAGES.map((language) => signatureIntent(language, 'Maria Lopez'))),
      [ELECTRONIC_RECORDS_CONSENT_VERSION]: digest(LANGUAGES.map((language) => [electronicRecordsConsent(language), electronicRecordsConsentSummary(language)])),
    }).toEqual({
      'parent-authorization-2026-11-28': 'c94cb3f0718ce452',
      'signature-intent-2026-11-27': '62ec2516c512f8c8',
      'electronic-records-consent-2026-11-28': 'd2078b4c6f185bad',
    });
  });
});

describe("the season's authorization", () => {
  const season = { studentName: 'Ana Lopez', studentBirthDate: '2011-04-02', schoolName: 'Lincoln High School', tpaNames: ['Keystone Benefit Administrators', 'Summit Claims Services'], expiresOn: '2027-12-01' };
  const recipient = (language: Language) => seasonAuthorization(language, season).sections.find((section) => section.element === 'RECIPIENT')?.text ?? '';

  it('names the TPAs in the words of the text that names them', () => {
    expect(recipient('en')).toContain('released to Keystone Benefit Administrators or Summit Claims Services,');
    expect(recipient('es')).toContain('se divulgará a Keystone Benefit Administrators o Summit Claims Services,');
  });
});
