import type { OutgoingMail } from '../mail/mail.transport.ts';
import { SIGN_IN_CODE_KIND } from '../mail/mail.service.ts';

type Recipient = { email_address: string; first_name: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function mail(kind: string, to: Recipient, subject: string, lines: string[], link?: { url: string; label: string }): OutgoingMail {
  const text = [`Hello ${to.first_name},`, '', ...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', 'School Claims'].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(to.first_name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    '<p>School Claims</p>',
  ].join('\n');
  return { kind, to: to.email_address, subject, text, html };
}

export const signInCodeMail = (to: Recipient, code: string): OutgoingMail => ({
  ...mail(SIGN_IN_CODE_KIND, to, `Your School Claims sign-in code: ${code}`, [
    `Your sign-in code is ${code}.`,
    'It works once and expires in 10 minutes. If you did not try to sign in, change your password.',
  ]),
  logNotice: `Sign-in code for ${to.email_address}: ${code}`,
});

export const passwordResetMail = (to: Recipient, url: string): OutgoingMail => ({
  ...mail(
    'password-reset',
    to,
    'Reset your School Claims password',
    ['Someone asked to reset the password of your School Claims account.', 'The link works once and expires in one hour. If it was not you, ignore this email.'],
    { url, label: 'Choose a new password' },
  ),
  logNotice: `Password reset link for ${to.email_address}: ${url}`,
});

export const accountConfirmationMail = (to: Recipient, url: string): OutgoingMail => ({
  ...mail(
    'account-confirmation',
    to,
    'Your School Claims account',
    ['An account was created for you on School Claims, where your school reports student injury claims.', 'Confirm it by choosing a password; the link expires in 7 days.'],
    { url, label: 'Confirm your account' },
  ),
  logNotice: `Account confirmation link for ${to.email_address}: ${url}`,
});
