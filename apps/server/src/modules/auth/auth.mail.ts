import { everyLanguageMail, personalMail, type Recipient } from '../mail/mail.compose.ts';
import { SIGN_IN_CODE_KIND } from '../mail/mail.service.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { AUTH_TEXTS as T } from './auth.texts.ts';

// Each in the recipient's language; the server log's notice stays English, for the operator, and names
// the kind of message only: the code or link, and whom it is for, are read in the file the notice points
// to, never in the log.
export const signInCodeMail = (to: Recipient, code: string): OutgoingMail =>
  personalMail(
    to,
    SIGN_IN_CODE_KIND,
    (language) => ({ subject: T.signInCodeSubject[language](code), lines: [T.signInCode[language](code), T.signInCodeUse[language]] }),
    'Sign-in code',
  );

export const passwordResetMail = (to: Recipient, url: string): OutgoingMail =>
  personalMail(
    to,
    'password-reset',
    (language) => ({ subject: T.resetSubject[language], lines: [T.resetAsked[language], T.resetUse[language]], link: { url, label: T.resetLink[language] } }),
    'Password reset link',
  );

// A new account has no language yet: its link comes in every language until the user chooses one.
export const accountConfirmationMail = (to: Recipient, url: string): OutgoingMail =>
  (to.preferred_language ? personalMail : everyLanguageMail)(
    to,
    'account-confirmation',
    (language) => ({ subject: T.confirmSubject[language], lines: [T.confirmCreated[language], T.confirmUse[language]], link: { url, label: T.confirmLink[language] } }),
    'Account confirmation link',
  );
