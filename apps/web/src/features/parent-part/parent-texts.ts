import { addLanguageFiles, i18n } from '../../lib/i18n';
import enParent from '../../locales/en/parent.json';

// The parent's page brings its texts with its chunk, never with the sign-in page's (ADR 017): the English
// now, the Spanish in a chunk of its own, loaded now if it is the language shown and otherwise when
// chosen. The page waits for it before it draws.
i18n.addResourceBundle('en', 'parent', enParent, true, true);

export const parentTextsReady = addLanguageFiles('es', async () => ({ parent: (await import('../../locales/es/parent.json')).default })).catch(() => undefined);
