import type { TextCatalog } from '@claims/shared';
import { personalMail, type Recipient } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';

export const COACH_INVITATION_MAIL_KIND = 'coach-invitation';
export const COACH_NOT_INVITED_MAIL_KIND = 'coach-invitation-not-possible';

// Who invites whom to what: the person who asked, the school, and the role.
export type CoachInvitationFrom = { inviter: string; school: string };

const T = {
  subject: {
    en: ({ inviter, school }: CoachInvitationFrom) => `${inviter} invites you to coach for ${school} on School Claims`,
    es: ({ inviter, school }: CoachInvitationFrom) => `${inviter} lo invita a ser entrenador de ${school} en School Claims`,
  },
  invites: {
    en: ({ inviter, school }: CoachInvitationFrom) =>
      `${inviter} invites you to join ${school} as a coach: you will report the injuries you see at its practices and games, and see only your own reports.`,
    es: ({ inviter, school }: CoachInvitationFrom) =>
      `${inviter} lo invita a unirse a ${school} como entrenador: informará las lesiones que vea en sus entrenamientos y partidos, y verá solo sus propios informes.`,
  },
  newAccount: {
    en: "Choose a password to activate your account (or sign in with your district's Google or Microsoft account where the school uses them). The link expires in 7 days.",
    es: 'Elija una contraseña para activar su cuenta (o inicie sesión con la cuenta de Google o Microsoft de su distrito si la escuela las usa). El enlace vence en 7 días.',
  },
  newAccountLink: { en: 'Choose a password', es: 'Elija una contraseña' },
  existing: {
    en: ({ school }: CoachInvitationFrom) => `Your account joins ${school} only if you accept. The link works once and expires in 7 days; if you do not know this school, ignore this e-mail.`,
    es: ({ school }: CoachInvitationFrom) => `Su cuenta se une a ${school} solo si usted acepta. El enlace solo puede usarse una vez y vence en 7 días; si no conoce esta escuela, ignore este correo electrónico.`,
  },
  accept: { en: 'Accept the invitation', es: 'Aceptar la invitación' },
  notPossible: {
    en: ({ school }: CoachInvitationFrom) =>
      `The account of this address cannot also be a coach's, so nothing changed and ${school} was not told why. If you are to coach there, ask them to invite another address.`,
    es: ({ school }: CoachInvitationFrom) =>
      `La cuenta de esta dirección no puede ser también la de un entrenador, así que nada cambió y no se le dijo el motivo a ${school}. Si va a ser entrenador allí, pida que inviten otra dirección.`,
  },
} satisfies TextCatalog;

// A school's invitation to coach (ADR 048), in the invitee's language: the inviter's for a new account,
// whose link chooses its password, or the account's own, whose link accepts.
export const coachInvitationMail = (to: Recipient, from: CoachInvitationFrom, link: { url: string; newAccount: boolean }): OutgoingMail =>
  personalMail(
    to,
    COACH_INVITATION_MAIL_KIND,
    (language) => ({
      subject: T.subject[language](from),
      lines: [T.invites[language](from), link.newAccount ? T.newAccount[language] : T.existing[language](from)],
      link: { url: link.url, label: (link.newAccount ? T.newAccountLink : T.accept)[language] },
    }),
    'Coach invitation link',
  );

// An address whose account cannot coach (staff, an admin, a deactivated account): the school's answer is
// the same as for any invitation, and the person learns why nothing happened; no link.
export const coachNotInvitedMail = (to: Recipient, from: CoachInvitationFrom): OutgoingMail =>
  personalMail(to, COACH_NOT_INVITED_MAIL_KIND, (language) => ({
    subject: T.subject[language](from),
    lines: [T.invites[language](from), T.notPossible[language](from)],
  }));
