import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../../lib/storage';

const normalise = (email: string) => email.trim().toLowerCase();

// What the login form starts with: the remembered e-mail and a ticked box, or nothing.
export const readRememberedUser = (): { email: string; rememberMe: boolean } => {
  const email = readStorage(STORAGE_KEYS.rememberedUser);
  const rememberMe = readStorage(STORAGE_KEYS.rememberMe) === 'true';
  return rememberMe && email ? { email, rememberMe } : { email: '', rememberMe: false };
};

// Ticking "Remember me" stores the e-mail; unticking forgets it.
export const rememberUser = (email: string, remember: boolean) => {
  if (remember) {
    writeStorage(STORAGE_KEYS.rememberMe, 'true');
    writeStorage(STORAGE_KEYS.rememberedUser, email.trim());
  } else {
    writeStorage(STORAGE_KEYS.rememberMe, 'false');
    removeStorage(STORAGE_KEYS.rememberedUser);
  }
};

// Login sends user_remembered: true for the remembered e-mail; the server then skips the code when this
// browser carries its remembered-device cookie, and otherwise remembers the device after the code.
export const isRememberedUser = (email: string): boolean => {
  const remembered = readStorage(STORAGE_KEYS.rememberedUser);
  return (
    readStorage(STORAGE_KEYS.rememberMe) === 'true' &&
    remembered !== null &&
    normalise(remembered) === normalise(email)
  );
};
