import type { Language } from '@claims/shared';
import { personalMail, type Recipient } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';

const COACH_ADDED_MAIL_KIND = 'coach-added-to-school';

const T = {
  subject: { en: (school: string) => `You can now report incidents for ${school}`, es: (school: string) => `Ya puede informar incidentes de ${school}` },
  added: {
    en: (school: string) => `The staff of ${school} added you as one of its coaches. Sign in as you do today: the school is beside your others.`,
    es: (school: string) => `El personal de ${school} lo agregó como uno de sus entrenadores. Inicie sesión como siempre: la escuela aparece junto a las demás.`,
  },
  link: { en: 'Sign in', es: 'Iniciar sesión' },
} satisfies Record<string, Record<Language, unknown>>;

// A coach of one school whom another school's staff invite: the same account, one more school (ADR 048).
export const coachAddedMail = (to: Recipient, schoolName: string, url: string): OutgoingMail =>
  personalMail(to, COACH_ADDED_MAIL_KIND, (language) => ({
    subject: T.subject[language](schoolName),
    lines: [T.added[language](schoolName)],
    link: { url, label: T.link[language] },
  }));
