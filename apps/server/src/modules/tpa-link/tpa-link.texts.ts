import type { TextCatalog } from '@claims/shared';

// The notice of a TPA's request for information, to the school's staff and the parent, each in their
// language. The TPA's note is quoted as the TPA wrote it (in English, ADR 020).
export const TPA_REQUEST_MAIL_TEXTS = {
  parent: { en: 'parent or guardian', es: 'padre, madre o tutor' },
  subject: {
    en: (claimNumber: number) => `The insurance asks for information on claim ${claimNumber}`,
    es: (claimNumber: number) => `El seguro solicita información sobre la reclamación ${claimNumber}`,
  },
  staffAsked: {
    en: (tpa: string, claimNumber: number, student: string) => `${tpa}, which handles claim ${claimNumber} for ${student}, asks for more information before it can go on.`,
    es: (tpa: string, claimNumber: number, student: string) => `${tpa}, que gestiona la reclamación ${claimNumber} de ${student}, solicita más información para poder continuar.`,
  },
  parentAsked: {
    en: (tpa: string, school: string, student: string) =>
      `${tpa}, the administrator of the student accident insurance of ${school}, asks for more information on the claim for ${student}'s injury before it can go on.`,
    es: (tpa: string, school: string, student: string) =>
      `${tpa}, el administrador del seguro contra accidentes de estudiantes de ${school}, solicita más información sobre la reclamación por la lesión de ${student} para poder continuar.`,
  },
  note: { en: (note: string) => `What it asks for: ${note}`, es: (note: string) => `Lo que solicita (en inglés): ${note}` },
  tpaClaimNumber: { en: (number: string) => `The insurance's claim number: ${number}`, es: (number: string) => `Número de reclamación del seguro: ${number}` },
  parentWhatToDo: {
    en: "Send what it asks for to the school's office or the insurance, with the claim number. Call the school if anything is unclear.",
    es: 'Envíe lo que se solicita a la oficina de la escuela o al seguro, con el número de reclamación. Llame a la escuela si algo no está claro.',
  },
  staffLinkLabel: { en: 'Open the claim', es: 'Abrir la reclamación' },
} satisfies TextCatalog;
