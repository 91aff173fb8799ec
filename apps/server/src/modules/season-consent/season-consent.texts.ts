import type { TextCatalog } from '@claims/shared';

// A guardian's e-mails, in the guardian's language. They name the school and the students' first names
// only: the page behind the link asks for a birth date first.
export const SEASON_MAIL_TEXTS = {
  guardian: { en: 'parent or guardian', es: 'padre, madre o tutor' },
  linkSubject: {
    en: (school: string) => `${school}: student accident insurance details for the season`,
    es: (school: string) => `${school}: datos del seguro de accidentes estudiantiles para la temporada`,
  },
  reminderSubject: {
    en: (school: string) => `Reminder from ${school}: student accident insurance details for the season`,
    es: (school: string) => `Recordatorio de ${school}: datos del seguro de accidentes estudiantiles para la temporada`,
  },
  reminder: {
    en: 'This is a reminder: we have not received your answers yet.',
    es: 'Este es un recordatorio: todavía no hemos recibido sus respuestas.',
  },
  linkAsked: {
    en: (school: string, students: string, activity: string | null) =>
      `Before the ${activity ? `${activity} ` : ''}season, ${school} asks you to give ${students}'s insurance and to sign, once for the year, the authorization the school's student accident insurance needs to pay a claim. If ${students} is hurt, the claim then goes to the insurance the same day, without waiting for you.`,
    es: (school: string, students: string, activity: string | null) =>
      `Antes de la temporada${activity ? ` de ${activity}` : ''}, ${school} le pide que indique el seguro de ${students} y que firme, una vez para todo el año, la autorización que el seguro de accidentes estudiantiles de la escuela necesita para pagar una reclamación. Si ${students} se lesiona, la reclamación irá al seguro el mismo día, sin esperarle.`,
  },
  linkUse: {
    en: (date: string) => `It takes a few minutes on a phone. You will be asked for a student's date of birth. The link works until ${date}; with it you can also cancel the authorization later.`,
    es: (date: string) => `Toma unos minutos en un teléfono. Se le pedirá la fecha de nacimiento de un estudiante. El enlace funciona hasta el ${date}; con él también podrá cancelar la autorización más adelante.`,
  },
  linkNotYou: {
    en: 'If you are not the parent or guardian of these students, ignore this e-mail and tell the school.',
    es: 'Si usted no es el padre, la madre o el tutor de estos estudiantes, ignore este correo electrónico e informe a la escuela.',
  },
  linkLabel: { en: 'Give the insurance and sign', es: 'Indicar el seguro y firmar' },
  and: { en: 'and', es: 'y' },
  usedSubject: {
    en: (school: string) => `${school}: a claim was sent with your authorization on file`,
    es: (school: string) => `${school}: se envió una reclamación con su autorización registrada`,
  },
  used: {
    en: (school: string, student: string, injuryDate: string) =>
      `${school} reported an injury of ${student} on ${injuryDate} to the school's student accident insurance. The claim went with the insurance and the authorization you gave before the season, so nothing is needed from you now.`,
    es: (school: string, student: string, injuryDate: string) =>
      `${school} informó una lesión de ${student} del ${injuryDate} al seguro de accidentes estudiantiles de la escuela. La reclamación se envió con el seguro y la autorización que usted dio antes de la temporada, así que no se necesita nada de usted por ahora.`,
  },
  usedRevoke: {
    en: 'If your insurance changed, tell the school. You can cancel the authorization at any time through the link you were sent with it.',
    es: 'Si su seguro cambió, avise a la escuela. Puede cancelar la autorización en cualquier momento mediante el enlace que recibió con ella.',
  },
} satisfies TextCatalog;
