import { z } from 'zod';
import { isWireDate, toDisplayDate } from './dates.ts';
import { alternativesIn, type Language, type Translated, type TranslatedWith } from './languages.ts';
import { AUTHORIZATION_VALID_MONTHS } from './limits.ts';

// What the parent or guardian accepts on the public claim page: a HIPAA authorization to release the
// student's records to the TPA (45 CFR 164.508(c)), the intent to sign electronically and the consent to
// electronic records (ESIGN, 15 U.S.C. 7001(c)). The web page and the claim PDF render these same texts,
// and the stored signature evidence names their versions. As with CLAIM_AUTHORIZATION_TEXT, the English
// governs (ADR 020): a Spanish reader gets the English with the Spanish rendering after it.

// The evidence of a signature cites these, so a change to a text's words needs a new version. A version
// names the full text and the plain-language summary the page shows above it (issue 37, ADR 036).
export const PARENT_AUTHORIZATION_VERSION = 'parent-authorization-2026-11-28';
export const SIGNATURE_INTENT_VERSION = 'signature-intent-2026-11-27';
export const ELECTRONIC_RECORDS_CONSENT_VERSION = 'electronic-records-consent-2026-11-28';

// Dates travel as wire dates (YYYY-MM-DD) and read MM/DD/YYYY in the text. signedOn is absent while the
// parent reads the authorization before signing.
export const authorizationFactsAnswerSchema = z.object({
  studentName: z.string(),
  studentBirthDate: z.string(),
  schoolName: z.string(),
  tpaName: z.string(),
  claimNumber: z.string(),
  injuryDate: z.string(),
  signedOn: z.string().optional(),
  expiresOn: z.string(),
});
export type AuthorizationFacts = z.infer<typeof authorizationFactsAnswerSchema>;

// Each element 164.508(c)(1) requires (description, who discloses, recipient, purpose, expiry,
// signature), each statement (c)(2) requires (revocation, no conditioning, redisclosure), the personal
// representative's authority (c)(1)(vi) and the signer's copy (c)(4), in the order they read.
export const AUTHORIZATION_ELEMENTS = [
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
] as const;
export type AuthorizationElement = (typeof AUTHORIZATION_ELEMENTS)[number];

// The authorization runs AUTHORIZATION_VALID_MONTHS from the day the parent signs it (SPEC §9), as the
// school's authorization on the same claim does. A term counted from the injury would leave a parent who
// signs months later with little time while the TPA still requests bills. A day the target month lacks
// (Feb 29 into a common year) falls back to that month's last day. '' for anything but a wire date.
export function authorizationExpiresOn(signedOn: string): string {
  if (!isWireDate(signedOn)) return '';
  const months = Number(signedOn.slice(0, 4)) * 12 + Number(signedOn.slice(5, 7)) - 1 + AUTHORIZATION_VALID_MONTHS;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(signedOn.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// The facts as the text prints them.
type Shown = {
  student: string;
  birthDate: string;
  school: string;
  tpa: string;
  claim: string;
  injuryDate: string;
  signedOn: string;
  expiresOn: string;
};

const TITLE: Translated = { en: 'Authorization to Release Medical Records', es: 'Autorización para divulgar registros médicos' };

// Each section is short enough to read on a phone. The Spanish keeps the English's sentences one for one.
const SECTIONS: Readonly<Record<AuthorizationElement, TranslatedWith<[Shown]>>> = {
  INFORMATION_DISCLOSED: {
    en: (f) =>
      `This authorization covers the medical records, bills, itemized statements, explanations of benefits, diagnoses and treatment of ${f.student}, date of birth ${f.birthDate}, related to the injury of ${f.injuryDate}, claimed under claim ${f.claim}. It does not cover psychotherapy notes.`,
    es: (f) =>
      `Esta autorización abarca los registros médicos, facturas, estados de cuenta detallados, explicaciones de beneficios, diagnósticos y tratamientos de ${f.student}, con fecha de nacimiento ${f.birthDate}, relacionados con la lesión del ${f.injuryDate}, por la que se presentó la reclamación ${f.claim}. No abarca las notas de psicoterapia.`,
  },
  WHO_DISCLOSES: {
    en: (f) =>
      `I authorize ${f.school} and any physician, hospital, clinic, pharmacy, other health care provider or insurer that treated ${f.student} or has information about this injury to release this information.`,
    es: (f) =>
      `Autorizo a ${f.school} y a todo médico, hospital, clínica, farmacia, otro proveedor de atención médica o aseguradora que haya atendido a ${f.student} o tenga información sobre esta lesión a divulgar esta información.`,
  },
  RECIPIENT: {
    en: (f) => `The information will be released to ${f.tpa}, which administers ${f.school}'s student accident insurance.`,
    es: (f) => `La información se divulgará a ${f.tpa}, que administra el seguro de accidentes estudiantiles de ${f.school}.`,
  },
  PURPOSE: {
    en: (f) => `The purpose is to let ${f.tpa} evaluate and pay this claim, at my request.`,
    es: (f) => `La finalidad es que ${f.tpa} pueda evaluar y pagar esta reclamación, a solicitud mía.`,
  },
  EXPIRY: {
    en: (f) => `This authorization expires on ${f.expiresOn}.`,
    es: (f) => `Esta autorización vence el ${f.expiresOn}.`,
  },
  RIGHT_TO_REVOKE: {
    en: (f) =>
      `I may cancel (revoke) this authorization at any time by writing to ${f.tpa} and giving the claim number, ${f.claim}. Cancelling it does not undo anything already done in reliance on it.`,
    es: (f) =>
      `Puedo cancelar (revocar) esta autorización en cualquier momento, comunicándolo por escrito a ${f.tpa} e indicando el número de reclamación, ${f.claim}. La cancelación no deshace nada de lo que ya se haya hecho con base en esta autorización.`,
  },
  // Providers may not condition on the signature, but the TPA pays on the records: (c)(2)(ii) lets the
  // text say what refusing costs, and a parent needs to know it may cost the payment.
  NO_CONDITIONING: {
    en: (f) =>
      `Health care providers and health plans may not make ${f.student}'s treatment, payment, enrollment or eligibility for benefits depend on whether I sign, except where the law allows. However, ${f.tpa} may need these records to pay this claim, and without them it may not be able to pay it.`,
    es: (f) =>
      `Los proveedores de atención médica y los planes de salud no pueden condicionar el tratamiento, el pago, la inscripción ni la elegibilidad para beneficios de ${f.student} a que yo firme, salvo cuando la ley lo permita. Sin embargo, ${f.tpa} puede necesitar estos registros para pagar esta reclamación y, sin ellos, es posible que no pueda pagarla.`,
  },
  REDISCLOSURE: {
    en: (f) =>
      `Information released under this authorization may be disclosed again by ${f.tpa} and may then no longer be protected by federal privacy law.`,
    es: (f) =>
      `La información divulgada en virtud de esta autorización puede ser divulgada de nuevo por ${f.tpa} y es posible que entonces ya no esté protegida por la ley federal de privacidad.`,
  },
  SIGNER_AUTHORITY: {
    en: (f) => `I am the parent or legal guardian of ${f.student}, a minor, and I have the legal authority to sign this authorization for them.`,
    es: (f) => `Soy el padre, la madre o el tutor legal de ${f.student}, menor de edad, y tengo autoridad legal para firmar esta autorización en su nombre.`,
  },
  COPY: {
    en: (f) => `I am entitled to a copy of this signed authorization. I can print or save it, or ask ${f.school} for a copy.`,
    es: (f) => `Tengo derecho a recibir una copia de esta autorización firmada. Puedo imprimirla o guardarla, o pedirle una copia a ${f.school}.`,
  },
  SIGNATURE_AND_DATE: {
    en: (f) => `I sign this authorization electronically, by typing my name, on ${f.signedOn || 'the date shown with my signature'}.`,
    es: (f) => `Firmo esta autorización electrónicamente, escribiendo mi nombre, ${f.signedOn ? `el ${f.signedOn}` : 'en la fecha que figura junto a mi firma'}.`,
  },
};

// One plain line per element, in the reader's language, shown first on the page; the full text (and the
// English, which governs) is one tap away. Each says what its section says, nothing more.
const SUMMARIES: Readonly<Record<AuthorizationElement, TranslatedWith<[Shown]>>> = {
  INFORMATION_DISCLOSED: {
    en: (f) => `What: ${f.student}'s medical records and bills for the injury of ${f.injuryDate} (not psychotherapy notes).`,
    es: (f) => `Qué: los registros médicos y las facturas de ${f.student} por la lesión del ${f.injuryDate} (no las notas de psicoterapia).`,
  },
  WHO_DISCLOSES: {
    en: (f) => `Who shares them: ${f.school} and the doctors, hospitals, pharmacies and insurers who treated ${f.student} or know of this injury.`,
    es: (f) => `Quién los comparte: ${f.school} y los médicos, hospitales, farmacias y aseguradoras que atendieron a ${f.student} o saben de esta lesión.`,
  },
  RECIPIENT: {
    en: (f) => `Who receives them: ${f.tpa}, which runs ${f.school}'s student accident insurance.`,
    es: (f) => `Quién los recibe: ${f.tpa}, que administra el seguro de accidentes estudiantiles de ${f.school}.`,
  },
  PURPOSE: {
    en: (f) => `Why: so ${f.tpa} can evaluate and pay this claim.`,
    es: (f) => `Para qué: para que ${f.tpa} pueda evaluar y pagar esta reclamación.`,
  },
  EXPIRY: {
    en: (f) => `Until: ${f.expiresOn}.`,
    es: (f) => `Hasta: el ${f.expiresOn}.`,
  },
  RIGHT_TO_REVOKE: {
    en: (f) => `You can cancel it at any time by writing to ${f.tpa} with claim number ${f.claim}.`,
    es: (f) => `Puede cancelarla en cualquier momento escribiendo a ${f.tpa} con el número de reclamación ${f.claim}.`,
  },
  NO_CONDITIONING: {
    en: (f) => `${f.student}'s care does not depend on your signing, but without the records ${f.tpa} may not be able to pay.`,
    es: (f) => `La atención de ${f.student} no depende de que usted firme, pero sin los registros es posible que ${f.tpa} no pueda pagar.`,
  },
  REDISCLOSURE: {
    en: (f) => `${f.tpa} may share the records again, and federal privacy law may then no longer protect them.`,
    es: (f) => `${f.tpa} puede volver a compartir los registros y es posible que entonces la ley federal de privacidad ya no los proteja.`,
  },
  SIGNER_AUTHORITY: {
    en: (f) => `You confirm that you are ${f.student}'s parent or legal guardian.`,
    es: (f) => `Usted confirma que es el padre, la madre o el tutor legal de ${f.student}.`,
  },
  COPY: {
    en: (f) => `You are entitled to a copy: print or save it, or ask ${f.school}.`,
    es: (f) => `Tiene derecho a una copia: imprímala o guárdela, o pídasela a ${f.school}.`,
  },
  SIGNATURE_AND_DATE: {
    en: () => 'You sign it by typing your name below.',
    es: () => 'La firma escribiendo su nombre más abajo.',
  },
};

const shownOf = (facts: AuthorizationFacts): Shown => ({
  student: facts.studentName.trim(),
  birthDate: toDisplayDate(facts.studentBirthDate),
  school: facts.schoolName.trim(),
  tpa: facts.tpaName.trim(),
  claim: facts.claimNumber.trim(),
  injuryDate: toDisplayDate(facts.injuryDate),
  signedOn: toDisplayDate(facts.signedOn),
  expiresOn: toDisplayDate(facts.expiresOn),
});

export function parentAuthorization(
  language: Language,
  facts: AuthorizationFacts,
): { title: string; sections: { element: AuthorizationElement; text: string }[]; summary: { element: AuthorizationElement; text: string }[] } {
  const shown = shownOf(facts);
  return {
    title: TITLE[language],
    sections: AUTHORIZATION_ELEMENTS.map((element) => ({ element, text: SECTIONS[element][language](shown) })),
    summary: AUTHORIZATION_ELEMENTS.map((element) => ({ element, text: SUMMARIES[element][language](shown) })),
  };
}

// "Sign" is the label of the button that signs; the page must name it so.
const SIGNATURE_INTENT: TranslatedWith<[string]> = {
  en: (name) =>
    `By typing my name, ${name}, and selecting Sign, I intend to sign this claim and the authorization above electronically, and I agree that my electronic signature is the legal equivalent of my handwritten signature.`,
  es: (name) =>
    `Al escribir mi nombre, ${name}, y seleccionar Firmar, tengo la intención de firmar electrónicamente esta reclamación y la autorización anterior, y acepto que mi firma electrónica tiene la misma validez legal que mi firma escrita a mano.`,
};

export const signatureIntent = (language: Language, signerName: string): string => SIGNATURE_INTENT[language](signerName.trim());

// The disclosures ESIGN 7001(c) asks for before a consumer's consent: its scope, the right to paper and
// its cost, how to withdraw and what follows, how to update the e-mail address, the hardware and software
// needed, how to keep a copy, and a consent that shows the reader can open the records.
const ELECTRONIC_RECORDS_CONSENT: Translated = {
  en:
    'I agree to sign this claim and the authorization electronically, and to receive the records and notices about this claim electronically. ' +
    'This consent covers this claim only. ' +
    'I have the right to receive these records on paper instead: I can ask the school or the claims administrator for a paper copy at any time, free of charge. ' +
    'I may withdraw this consent at any time by telling the school or the claims administrator in writing; withdrawing it does not undo a signature I have already given, and the rest of the claim will then be handled on paper. ' +
    'To keep receiving records electronically, I will tell the school if my e-mail address changes. ' +
    'To read, sign and keep these records I need a device with a current web browser and an e-mail address; I can print them or save them as PDF files to keep a copy. ' +
    'By continuing, I confirm that I can read this page.',
  es:
    'Acepto firmar electrónicamente esta reclamación y la autorización, y recibir en forma electrónica los registros y avisos sobre esta reclamación. ' +
    'Este consentimiento se aplica solo a esta reclamación. ' +
    'Tengo derecho a recibir estos registros en papel: puedo pedirle a la escuela o al administrador de reclamaciones una copia en papel en cualquier momento, sin costo. ' +
    'Puedo retirar este consentimiento en cualquier momento avisando por escrito a la escuela o al administrador de reclamaciones; retirarlo no anula una firma que ya haya dado, y el resto de la reclamación se tramitará entonces en papel. ' +
    'Para seguir recibiendo los registros en forma electrónica, avisaré a la escuela si cambia mi dirección de correo electrónico. ' +
    'Para leer, firmar y conservar estos registros necesito un dispositivo con un navegador web actualizado y una dirección de correo electrónico; puedo imprimirlos o guardarlos como archivos PDF para conservar una copia. ' +
    'Al continuar, confirmo que puedo leer esta página.',
};

export const electronicRecordsConsent = (language: Language): string => ELECTRONIC_RECORDS_CONSENT[language];

const ELECTRONIC_RECORDS_CONSENT_SUMMARY: Translated = {
  en: "You agree to sign and receive this claim's records electronically. You can ask for paper copies free of charge, or withdraw this consent in writing, at any time.",
  es: 'Acepta firmar y recibir electrónicamente los registros de esta reclamación. Puede pedir copias en papel sin costo, o retirar este consentimiento por escrito, en cualquier momento.',
};

export const electronicRecordsConsentSummary = (language: Language): string => ELECTRONIC_RECORDS_CONSENT_SUMMARY[language];

// The same authorization given before the season (issue 43): not for one claim but for any injury of the
// student in the school's sports and activities that a claim reports while it runs, to whichever of the
// school's TPAs administers that claim. Its own version: its words differ where a claim's name the claim.
export const SEASON_AUTHORIZATION_VERSION = 'season-authorization-2026-12-01';

export const seasonAuthorizationFactsAnswerSchema = z.object({
  studentName: z.string(),
  studentBirthDate: z.string(),
  schoolName: z.string(),
  // the school's claims administrators when it was signed, each text naming them in its own words ("A or B")
  tpaNames: z.array(z.string()),
  signedOn: z.string().optional(),
  expiresOn: z.string(),
});
export type SeasonAuthorizationFacts = z.infer<typeof seasonAuthorizationFactsAnswerSchema>;

const SEASON_TITLE: Translated = { en: 'Authorization to Release Medical Records for Injury Claims', es: 'Autorización para divulgar registros médicos para reclamaciones por lesiones' };

const SEASON_SECTIONS: Readonly<Record<AuthorizationElement, TranslatedWith<[Shown]>>> = {
  INFORMATION_DISCLOSED: {
    en: (f) =>
      `This authorization covers the medical records, bills, itemized statements, explanations of benefits, diagnoses and treatment of ${f.student}, date of birth ${f.birthDate}, related to any injury in a sport or activity of ${f.school} for which a claim is made under the school's student accident insurance while this authorization is in effect. It does not cover psychotherapy notes.`,
    es: (f) =>
      `Esta autorización abarca los registros médicos, facturas, estados de cuenta detallados, explicaciones de beneficios, diagnósticos y tratamientos de ${f.student}, con fecha de nacimiento ${f.birthDate}, relacionados con cualquier lesión en un deporte o actividad de ${f.school} por la que se presente una reclamación al seguro de accidentes estudiantiles de la escuela mientras esta autorización esté vigente. No abarca las notas de psicoterapia.`,
  },
  WHO_DISCLOSES: {
    en: (f) =>
      `I authorize ${f.school} and any physician, hospital, clinic, pharmacy, other health care provider or insurer that treats ${f.student} or has information about such an injury to release this information.`,
    es: (f) =>
      `Autorizo a ${f.school} y a todo médico, hospital, clínica, farmacia, otro proveedor de atención médica o aseguradora que atienda a ${f.student} o tenga información sobre una lesión de ese tipo a divulgar esta información.`,
  },
  RECIPIENT: {
    en: (f) => `The information will be released to ${f.tpa}, which administers ${f.school}'s student accident insurance claims.`,
    es: (f) => `La información se divulgará a ${f.tpa}, que administra las reclamaciones del seguro de accidentes estudiantiles de ${f.school}.`,
  },
  PURPOSE: {
    en: (f) => `The purpose is to let ${f.tpa} evaluate and pay claims for these injuries, at my request.`,
    es: (f) => `La finalidad es que ${f.tpa} pueda evaluar y pagar las reclamaciones por estas lesiones, a solicitud mía.`,
  },
  EXPIRY: {
    en: (f) => `This authorization expires on ${f.expiresOn}.`,
    es: (f) => `Esta autorización vence el ${f.expiresOn}.`,
  },
  RIGHT_TO_REVOKE: {
    en: (f) =>
      `I may cancel (revoke) this authorization at any time through the link I was sent with it, or by writing to ${f.school}. Cancelling it does not undo anything already done in reliance on it; a claim made afterwards will ask me for my part again.`,
    es: (f) =>
      `Puedo cancelar (revocar) esta autorización en cualquier momento mediante el enlace que recibí con ella, o comunicándolo por escrito a ${f.school}. La cancelación no deshace nada de lo que ya se haya hecho con base en esta autorización; para una reclamación presentada después se me volverá a pedir mi parte.`,
  },
  NO_CONDITIONING: {
    en: (f) =>
      `Health care providers and health plans may not make ${f.student}'s treatment, payment, enrollment or eligibility for benefits depend on whether I sign, except where the law allows. Participation in the school's sports and activities does not depend on it either. However, ${f.tpa} may need these records to pay a claim, and without them it may not be able to pay it.`,
    es: (f) =>
      `Los proveedores de atención médica y los planes de salud no pueden condicionar el tratamiento, el pago, la inscripción ni la elegibilidad para beneficios de ${f.student} a que yo firme, salvo cuando la ley lo permita. La participación en los deportes y actividades de la escuela tampoco depende de ello. Sin embargo, ${f.tpa} puede necesitar estos registros para pagar una reclamación y, sin ellos, es posible que no pueda pagarla.`,
  },
  REDISCLOSURE: SECTIONS.REDISCLOSURE,
  SIGNER_AUTHORITY: SECTIONS.SIGNER_AUTHORITY,
  COPY: SECTIONS.COPY,
  SIGNATURE_AND_DATE: SECTIONS.SIGNATURE_AND_DATE,
};

const SEASON_SUMMARIES: Readonly<Record<AuthorizationElement, TranslatedWith<[Shown]>>> = {
  INFORMATION_DISCLOSED: {
    en: (f) => `What: ${f.student}'s medical records and bills for an injury in ${f.school}'s sports or activities that is claimed while this runs (not psychotherapy notes).`,
    es: (f) => `Qué: los registros médicos y las facturas de ${f.student} por una lesión en los deportes o actividades de ${f.school} que se reclame mientras esté vigente (no las notas de psicoterapia).`,
  },
  WHO_DISCLOSES: {
    en: (f) => `Who shares them: ${f.school} and the doctors, hospitals, pharmacies and insurers who treat ${f.student} for such an injury.`,
    es: (f) => `Quién los comparte: ${f.school} y los médicos, hospitales, farmacias y aseguradoras que atiendan a ${f.student} por una lesión así.`,
  },
  RECIPIENT: {
    en: (f) => `Who receives them: ${f.tpa}, which handles ${f.school}'s student accident insurance claims.`,
    es: (f) => `Quién los recibe: ${f.tpa}, que tramita las reclamaciones del seguro de accidentes estudiantiles de ${f.school}.`,
  },
  PURPOSE: {
    en: (f) => `Why: so ${f.tpa} can evaluate and pay those claims without waiting for you.`,
    es: (f) => `Para qué: para que ${f.tpa} pueda evaluar y pagar esas reclamaciones sin esperarle.`,
  },
  EXPIRY: SUMMARIES.EXPIRY,
  RIGHT_TO_REVOKE: {
    en: (f) => `You can cancel it at any time through this link or by writing to ${f.school}.`,
    es: (f) => `Puede cancelarla en cualquier momento mediante este enlace o escribiendo a ${f.school}.`,
  },
  NO_CONDITIONING: {
    en: (f) => `${f.student}'s care and place on a team do not depend on your signing, but without the records ${f.tpa} may not be able to pay.`,
    es: (f) => `La atención de ${f.student} y su lugar en un equipo no dependen de que usted firme, pero sin los registros es posible que ${f.tpa} no pueda pagar.`,
  },
  REDISCLOSURE: SUMMARIES.REDISCLOSURE,
  SIGNER_AUTHORITY: SUMMARIES.SIGNER_AUTHORITY,
  COPY: SUMMARIES.COPY,
  SIGNATURE_AND_DATE: SUMMARIES.SIGNATURE_AND_DATE,
};

export function seasonAuthorization(language: Language, facts: SeasonAuthorizationFacts): ReturnType<typeof parentAuthorization> {
  // A season's authorization names no claim nor injury: the sections that would are its own.
  const shown: Shown = {
    claim: '',
    injuryDate: '',
    student: facts.studentName.trim(),
    birthDate: toDisplayDate(facts.studentBirthDate),
    school: facts.schoolName.trim(),
    tpa: alternativesIn(language, facts.tpaNames.map((name) => name.trim())) || '—',
    signedOn: toDisplayDate(facts.signedOn),
    expiresOn: toDisplayDate(facts.expiresOn),
  };
  return {
    title: SEASON_TITLE[language],
    sections: AUTHORIZATION_ELEMENTS.map((element) => ({ element, text: SEASON_SECTIONS[element][language](shown) })),
    summary: AUTHORIZATION_ELEMENTS.map((element) => ({ element, text: SEASON_SUMMARIES[element][language](shown) })),
  };
}

// The season's signature and consent name what they cover: this form and the claims made under it. They
// share SEASON_AUTHORIZATION_VERSION: the three texts change together.
const SEASON_SIGNATURE_INTENT: TranslatedWith<[string]> = {
  en: (name) =>
    `By typing my name, ${name}, and selecting Sign, I intend to sign this form and the authorization above electronically, and I agree that my electronic signature is the legal equivalent of my handwritten signature.`,
  es: (name) =>
    `Al escribir mi nombre, ${name}, y seleccionar Firmar, tengo la intención de firmar electrónicamente este formulario y la autorización anterior, y acepto que mi firma electrónica tiene la misma validez legal que mi firma escrita a mano.`,
};

export const seasonSignatureIntent = (language: Language, signerName: string): string => SEASON_SIGNATURE_INTENT[language](signerName.trim());

const SEASON_RECORDS_CONSENT: Translated = {
  en: ELECTRONIC_RECORDS_CONSENT.en.replace('this claim and the authorization electronically, and to receive the records and notices about this claim electronically. This consent covers this claim only.', 'this form and the authorization electronically, and to receive the records and notices about it and about the claims made under it electronically. This consent covers this form and those claims only.').replace('the rest of the claim will then be handled on paper', 'what follows will then be handled on paper'),
  es: ELECTRONIC_RECORDS_CONSENT.es.replace('esta reclamación y la autorización, y recibir en forma electrónica los registros y avisos sobre esta reclamación. Este consentimiento se aplica solo a esta reclamación.', 'este formulario y la autorización, y recibir en forma electrónica los registros y avisos sobre ellos y sobre las reclamaciones presentadas con base en ellos. Este consentimiento se aplica solo a este formulario y a esas reclamaciones.').replace('el resto de la reclamación se tramitará entonces en papel', 'lo que siga se tramitará entonces en papel'),
};

export const seasonRecordsConsent = (language: Language): string => SEASON_RECORDS_CONSENT[language];

const SEASON_RECORDS_CONSENT_SUMMARY: Translated = {
  en: "You agree to sign this form and receive its records, and those of the claims made under it, electronically. You can ask for paper copies free of charge, or withdraw this consent in writing, at any time.",
  es: 'Acepta firmar este formulario y recibir electrónicamente sus registros y los de las reclamaciones presentadas con base en él. Puede pedir copias en papel sin costo, o retirar este consentimiento por escrito, en cualquier momento.',
};

export const seasonRecordsConsentSummary = (language: Language): string => SEASON_RECORDS_CONSENT_SUMMARY[language];
