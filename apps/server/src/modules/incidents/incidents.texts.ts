import type { TextCatalog } from '@claims/shared';

// The notice of a new incident to the school's staff, in each one's language (issue 42, item 3). It names
// a student by first name only and anyone else by who they were: an e-mail may be read by others.
export const INCIDENT_MAIL_TEXTS = {
  subject: {
    en: (serious: boolean, number: string, school: string) => `${serious ? 'SERIOUS incident' : 'New incident'} ${number} at ${school}`,
    es: (serious: boolean, number: string, school: string) => `${serious ? 'Incidente GRAVE' : 'Nuevo incidente'} ${number} en ${school}`,
  },
  reported: {
    en: (reporter: string, person: string, date: string, place: string) => `${reporter} reported an injury of ${person} on ${date} at ${place}.`,
    es: (reporter: string, person: string, date: string, place: string) => `${reporter} informó de una lesión de ${person} el ${date} en ${place}.`,
  },
  injury: {
    en: (nature: string, sentTo: string) => `Injury: ${nature}. Afterwards: ${sentTo}.`,
    es: (nature: string, sentTo: string) => `Lesión: ${nature}. Después: ${sentTo}.`,
  },
  serious: {
    en: 'It is marked serious: the person left by ambulance or for an emergency room, or was hurt in the head.',
    es: 'Está marcado como grave: la persona salió en ambulancia o hacia una sala de emergencias, o sufrió una lesión en la cabeza.',
  },
  review: { en: 'Review it and, if a claim is needed, start one from it.', es: 'Revíselo y, si hace falta una reclamación, iníciela desde él.' },
  notSaid: { en: 'not said', es: 'no consta' },
  linkLabel: { en: 'Open the incident', es: 'Abrir el incidente' },
  // The parent's short notice, when the school chooses to send it (issue 42, item 3).
  parentSubject: {
    en: (student: string, school: string) => `${student} was hurt at ${school}`,
    es: (student: string, school: string) => `${student} se lesionó en ${school}`,
  },
  parentWhat: {
    en: (student: string, date: string, place: string) => `${student} was hurt on ${date} at ${place}. The school's staff are looking after it.`,
    es: (student: string, date: string, place: string) => `${student} se lesionó el ${date} en ${place}. El personal de la escuela se está ocupando.`,
  },
  parentInjury: { en: (nature: string) => `What the school saw: ${nature}.`, es: (nature: string) => `Lo que vio la escuela: ${nature}.` },
  parentContact: {
    en: 'If you have questions, or if a doctor sees your child, please tell the school nurse.',
    es: 'Si tiene preguntas, o si un médico atiende a su hijo o hija, avise a la enfermería de la escuela.',
  },
} satisfies TextCatalog;
