import { toDisplayDate, type Language } from '@claims/shared';
import { personalMail } from '../mail/mail.compose.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { SEASON_MAIL_TEXTS as T } from './season-consent.texts.ts';

export const SEASON_LINK_MAIL_KIND = 'season-link';
export const SEASON_AUTHORIZATION_USED_MAIL_KIND = 'season-authorization-used';

type Guardian = { to: string; firstName: string | null; language: Language };

// "Ana", "Ana and Luis", "Ana, Luis and Eva"
const namesOf = (names: readonly string[], language: Language) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${T.and[language]} ${names.at(-1)}`;

const recipientOf = (guardian: Guardian) => ({ email_address: guardian.to, first_name: guardian.firstName?.trim() || T.guardian[guardian.language], preferred_language: guardian.language });

export const seasonLinkMail = (
  mail: Guardian & { schoolName: string; activity: string | null; studentFirstNames: readonly string[]; expiresAt: Date; url: string; reminder: boolean },
): OutgoingMail =>
  personalMail(
    recipientOf(mail),
    SEASON_LINK_MAIL_KIND,
    (language) => ({
      subject: (mail.reminder ? T.reminderSubject : T.linkSubject)[language](mail.schoolName),
      lines: [
        ...(mail.reminder ? [T.reminder[language]] : []),
        T.linkAsked[language](mail.schoolName, namesOf(mail.studentFirstNames, language), mail.activity),
        T.linkUse[language](toDisplayDate(mail.expiresAt.toISOString().slice(0, 10))),
        T.linkNotYou[language],
      ],
      link: { url: mail.url, label: T.linkLabel[language] },
    }),
    'Season link',
  );

export const seasonAuthorizationUsedMail = (mail: Guardian & { schoolName: string; studentFirstName: string; injuryDate: string }): OutgoingMail =>
  personalMail(recipientOf(mail), SEASON_AUTHORIZATION_USED_MAIL_KIND, (language) => ({
    subject: T.usedSubject[language](mail.schoolName),
    lines: [T.used[language](mail.schoolName, mail.studentFirstName, toDisplayDate(mail.injuryDate)), T.usedRevoke[language]],
  }));
