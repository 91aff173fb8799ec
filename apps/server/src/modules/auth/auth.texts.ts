import type { TextCatalog } from '@claims/shared';

// The e-mails of signing in and of accounts, in each language a user may choose.
export const AUTH_TEXTS = {
  signInCodeSubject: {
    en: (code: string) => `Your School Claims sign-in code: ${code}`,
    es: (code: string) => `Su código de inicio de sesión de School Claims: ${code}`,
  },
  signInCode: { en: (code: string) => `Your sign-in code is ${code}.`, es: (code: string) => `Su código de inicio de sesión es ${code}.` },
  signInCodeUse: {
    en: 'It works once and expires in 10 minutes. If you did not try to sign in, change your password.',
    es: 'Solo puede usarse una vez y vence en 10 minutos. Si usted no intentó iniciar sesión, cambie su contraseña.',
  },
  resetSubject: { en: 'Reset your School Claims password', es: 'Restablezca su contraseña de School Claims' },
  resetAsked: {
    en: 'Someone asked to reset the password of your School Claims account.',
    es: 'Alguien solicitó restablecer la contraseña de su cuenta de School Claims.',
  },
  resetUse: {
    en: 'The link works once and expires in one hour. If it was not you, ignore this email.',
    es: 'El enlace solo puede usarse una vez y vence en una hora. Si no fue usted, ignore este correo electrónico.',
  },
  resetLink: { en: 'Choose a new password', es: 'Elija una nueva contraseña' },
  confirmSubject: { en: 'Your School Claims account', es: 'Su cuenta de School Claims' },
  confirmCreated: {
    en: 'An account was created for you on School Claims, where your school reports student injury claims.',
    es: 'Se creó una cuenta para usted en School Claims, donde su escuela presenta las reclamaciones por lesiones de estudiantes.',
  },
  confirmUse: {
    en: 'Confirm it by choosing a password; the link expires in 7 days.',
    es: 'Confírmela eligiendo una contraseña; el enlace vence en 7 días.',
  },
  confirmLink: { en: 'Confirm your account', es: 'Confirme su cuenta' },
} satisfies TextCatalog;
