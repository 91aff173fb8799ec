import type { Language, TextCatalog } from '@claims/shared';

// A language as named inside an English or a Spanish sentence.
const LANGUAGE_NAMES_EN: Record<Language, string> = { en: 'English', es: 'Spanish' };
const LANGUAGE_NAMES_ES: Record<Language, string> = { en: 'inglés', es: 'español' };

// The parent's e-mails, in the parent's language. They name the school and the student's first name only:
// an e-mail may be read by others, and the page behind the link asks for the birth date first.
export const PARENT_MAIL_TEXTS = {
  parent: { en: 'parent or guardian', es: 'padre, madre o tutor' },
  linkSubject: {
    en: (school: string) => `${school}: please complete your part of a student injury claim`,
    es: (school: string) => `${school}: complete su parte de una reclamación por lesión de un estudiante`,
  },
  reminderSubject: {
    en: (school: string) => `Reminder from ${school}: your part of a student injury claim is still needed`,
    es: (school: string) => `Recordatorio de ${school}: todavía se necesita su parte de una reclamación por lesión de un estudiante`,
  },
  reminder: {
    en: 'This is a reminder: the claim cannot go to the insurance until your part is done.',
    es: 'Este es un recordatorio: la reclamación no puede ir al seguro hasta que usted complete su parte.',
  },
  linkAsked: {
    en: (school: string, student: string) =>
      `${school} reported an injury of ${student} to the school's student accident insurance. The insurance needs a part only a parent or guardian can give: other insurance, bills, and your signature on an authorization to release records.`,
    es: (school: string, student: string) =>
      `${school} informó una lesión de ${student} al seguro contra accidentes de estudiantes de la escuela. El seguro necesita una parte que solo un padre, madre o tutor puede dar: otro seguro, facturas y su firma en una autorización para divulgar registros.`,
  },
  linkUse: {
    en: (date: string) => `It takes a few minutes on a phone. You will be asked for the student's date of birth. The link works until ${date}.`,
    es: (date: string) => `Toma unos minutos en un teléfono. Se le pedirá la fecha de nacimiento del estudiante. El enlace funciona hasta el ${date}.`,
  },
  linkNotYou: {
    en: 'If you are not the parent or guardian of this student, ignore this e-mail and tell the school.',
    es: 'Si usted no es el padre, la madre o el tutor de este estudiante, ignore este correo electrónico e informe a la escuela.',
  },
  linkLabel: { en: 'Complete your part of the claim', es: 'Completar su parte de la reclamación' },
  // A claim that went with insurance given before the season, longer ago than the school's threshold.
  confirmSubject: {
    en: (school: string) => `${school}: please confirm the student's insurance for a claim`,
    es: (school: string) => `${school}: confirme el seguro del estudiante para una reclamación`,
  },
  confirmReminderSubject: {
    en: (school: string) => `Reminder from ${school}: please confirm the student's insurance for a claim`,
    es: (school: string) => `Recordatorio de ${school}: confirme el seguro del estudiante para una reclamación`,
  },
  confirmReminder: {
    en: 'This is a reminder: the claim was sent, and the insurance needs to know whether the student\'s insurance is still the one you gave.',
    es: 'Este es un recordatorio: la reclamación se envió, y el seguro necesita saber si el seguro del estudiante sigue siendo el que usted indicó.',
  },
  confirmAsked: {
    en: (school: string, student: string) =>
      `${school} reported an injury of ${student} to the school's student accident insurance. The claim was sent with the insurance and the authorization you gave before the season; as they were given some time ago, please confirm the insurance is still current, or correct it, and sign again.`,
    es: (school: string, student: string) =>
      `${school} informó una lesión de ${student} al seguro contra accidentes de estudiantes de la escuela. La reclamación se envió con el seguro y la autorización que usted dio antes de la temporada; como se dieron hace tiempo, confirme que el seguro sigue vigente, o corríjalo, y vuelva a firmar.`,
  },
  confirmLabel: { en: 'Confirm the insurance', es: 'Confirmar el seguro' },
} satisfies TextCatalog;

// The signed parent's part and the claim PDF's parent section and certificate page.
export const PARENT_PDF_TEXTS = {
  title: { en: (claimNumber: string) => `Parent's part of claim ${claimNumber}`, es: (claimNumber: string) => `Parte del padre o tutor de la reclamación ${claimNumber}` },
  subject: { en: "Parent's part of a student accident claim", es: 'Parte del padre o tutor de una reclamación por accidente estudiantil' },
  about: {
    en: (student: string, school: string, tpa: string) => `Student: ${student}. School: ${school}. Claims administrator: ${tpa}.`,
    es: (student: string, school: string, tpa: string) => `Estudiante: ${student}. Escuela: ${school}. Administrador de reclamaciones: ${tpa}.`,
  },
  // Only the English rendering carries it, but the catalog keeps every text in both languages.
  englishRendering: {
    en: (original: Language, filename: string) =>
      `Unsigned English rendering, for the claims administrator, of the parent's part the parent signed in ${LANGUAGE_NAMES_EN[original]}. The signed original is ${filename}; its SHA-256 digest is in the claim's certificate of electronic signatures.`,
    es: (original: Language, filename: string) =>
      `Versión en inglés, sin firma, para el administrador de reclamaciones, de la parte que el padre o tutor firmó en ${LANGUAGE_NAMES_ES[original]}. El original firmado es ${filename}; su resumen SHA-256 figura en el certificado de firmas electrónicas de la reclamación.`,
  },
  parentSection: { en: "Parent's part", es: 'Parte del padre o tutor' },
  name: { en: 'Parent or guardian', es: 'Padre, madre o tutor' },
  email: { en: 'Email', es: 'Correo electrónico' },
  phone: { en: 'Phone', es: 'Teléfono' },
  otherInsurance: { en: 'Other insurance', es: 'Otro seguro' },
  insurance: { en: (number: number) => `Insurance ${number}`, es: (number: number) => `Seguro ${number}` },
  memberId: { en: 'Member ID', es: 'Número de afiliado' },
  groupId: { en: 'Group number', es: 'Número de grupo' },
  medicaid: { en: 'Medicaid', es: 'Medicaid' },
  recordsConsentSection: { en: 'Consent to electronic records', es: 'Consentimiento para registros electrónicos' },
  authorizationSection: { en: 'Authorization to release records', es: 'Autorización para divulgar registros' },
  signatureSection: { en: "Parent's signature", es: 'Firma del padre o tutor' },
  signedBy: { en: 'Signed electronically by', es: 'Firmada electrónicamente por' },
  signedAt: { en: 'Signed at', es: 'Firmada el' },
  notSigned: { en: 'Waiting for the parent or guardian.', es: 'Esperando al padre, la madre o el tutor.' },
  certificateTitle: { en: 'Certificate of electronic signatures', es: 'Certificado de firmas electrónicas' },
  certificateAbout: {
    en: "Each signature below was made electronically. The SHA-256 digest identifies the exact document signed, kept as signed; the parent's signed part is enclosed, so anyone can check its digest.",
    es: 'Cada firma a continuación se hizo electrónicamente. El resumen SHA-256 identifica el documento exacto que se firmó, que se conserva tal como se firmó; la parte firmada del padre o tutor se adjunta, de modo que cualquier persona puede comprobar su resumen.',
  },
  role: { en: 'Signer', es: 'Firmante' },
  rolePARENT: { en: 'Parent or guardian', es: 'Padre, madre o tutor' },
  roleSCHOOL: { en: 'School official', es: 'Funcionario de la escuela' },
  identifiedBy: { en: 'Identified by', es: 'Identificado mediante' },
  identifiedLINK_AND_BIRTH_DATE: {
    en: "The link e-mailed to them and the student's date of birth",
    es: 'El enlace enviado a su correo y la fecha de nacimiento del estudiante',
  },
  identifiedSEASON_AUTHORIZATION: {
    en: "Their authorization on file, signed before the season by the link e-mailed to them and the student's date of birth",
    es: 'Su autorización registrada, firmada antes de la temporada mediante el enlace enviado a su correo y la fecha de nacimiento del estudiante',
  },
  identifiedSIGNED_IN: { en: 'Signed in with password and e-mailed code', es: 'Sesión iniciada con contraseña y código por correo' },
  texts: { en: 'Texts agreed to', es: 'Textos aceptados' },
  ip: { en: 'IP address', es: 'Dirección IP' },
  userAgent: { en: 'Browser', es: 'Navegador' },
  document: { en: 'Document signed', es: 'Documento firmado' },
  digest: { en: 'SHA-256', es: 'SHA-256' },
} satisfies TextCatalog;
