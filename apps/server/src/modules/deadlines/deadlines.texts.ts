import type { TextCatalog } from '@claims/shared';

// The reminder to a school's users of a claim's nearest due date, in each user's language. It names the
// student by first name only: an e-mail may be read by others. `kind` is the deadline's label.
export const DEADLINE_MAIL_TEXTS = {
  subject: {
    en: (claimNumber: string, kind: string, date: string) => `Claim ${claimNumber}: ${kind} deadline ${date}`,
    es: (claimNumber: string, kind: string, date: string) => `Reclamación ${claimNumber}: ${kind}, vence el ${date}`,
  },
  due: {
    en: (claimNumber: string, student: string, school: string, kind: string, date: string) =>
      `Claim ${claimNumber} (${student}, ${school}) has a deadline of its policy coming: ${kind}, ${date}.`,
    es: (claimNumber: string, student: string, school: string, kind: string, date: string) =>
      `La reclamación ${claimNumber} (${student}, ${school}) tiene un plazo de su póliza próximo: ${kind}, ${date}.`,
  },
  daysLeft: {
    en: (days: number) => (days === 0 ? 'It is due today.' : days === 1 ? 'It is due tomorrow.' : `It is due in ${days} days.`),
    es: (days: number) => (days === 0 ? 'Vence hoy.' : days === 1 ? 'Vence mañana.' : `Vence en ${days} días.`),
  },
  notSent: {
    en: 'The claim has not reached the TPA yet. Send it before then: the policy may refuse a claim sent late. Once it is sent, no more reminders come.',
    es: 'La reclamación todavía no ha llegado al TPA. Envíela antes de esa fecha: la póliza puede rechazar una reclamación enviada tarde. Una vez enviada, no llegarán más recordatorios.',
  },
  linkLabel: { en: 'Open the claim', es: 'Abrir la reclamación' },
} satisfies TextCatalog;
