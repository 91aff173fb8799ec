import { personalMail, languageOf, type Recipient } from '../mail/mail.compose.ts';
import { SIGN_IN_CODE_KIND } from '../mail/mail.service.ts';
import type { OutgoingMail } from '../mail/mail.transport.ts';
import { AUTH_TEXTS as T } from './auth.texts.ts';

// Each in the recipient's language; the server log's notice stays English, for the operator.
export const signInCodeMail = (to: Recipient, code: string): OutgoingMail => {
  const language = languageOf(to);
  return {
    ...personalMail(to, {
      kind: SIGN_IN_CODE_KIND,
      subject: T.signInCodeSubject[language](code),
      lines: [T.signInCode[language](code), T.signInCodeUse[language]],
    }),
    logNotice: `Sign-in code for ${to.email_address}: ${code}`,
  };
};

export const passwordResetMail = (to: Recipient, url: string): OutgoingMail => {
  const language = languageOf(to);
  return {
    ...personalMail(to, {
      kind: 'password-reset',
      subject: T.resetSubject[language],
      lines: [T.resetAsked[language], T.resetUse[language]],
      link: { url, label: T.resetLink[language] },
    }),
    logNotice: `Password reset link for ${to.email_address}: ${url}`,
  };
};

export const accountConfirmationMail = (to: Recipient, url: string): OutgoingMail => {
  const language = languageOf(to);
  return {
    ...personalMail(to, {
      kind: 'account-confirmation',
      subject: T.confirmSubject[language],
      lines: [T.confirmCreated[language], T.confirmUse[language]],
      link: { url, label: T.confirmLink[language] },
    }),
    logNotice: `Account confirmation link for ${to.email_address}: ${url}`,
  };
};
