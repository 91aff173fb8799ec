import { isLanguage, parentLinkAnswer, type Language } from '@claims/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { apiAnswer } from '../../../lib/api-answer';
import { applyLanguage } from '../../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { linkPath, parentQueryKeys, type LinkKind } from './parent-request';

export type ParentLink = { language: Language };

// GET /v1/parent/:token (or /v1/guardian/:token): records that the link was opened and answers only the
// language its e-mail was written in. Errors: NOT_FOUND (404, unknown or tampered); LINK_EXPIRED,
// LINK_USED, LINK_LOCKED, NOT_AWAITING_PARENT (409), each with the e-mail's `language` too.
export const openParentLink = async (token: string, signal?: AbortSignal, kind: LinkKind = 'parent'): Promise<ParentLink> =>
  apiAnswer(parentLinkAnswer, linkPath(kind, token), { method: 'GET', isPublic: true, signal });

// The e-mail's language, unless the reader chose one on this browser before: their choice wins. A
// language that fails to load leaves the page as it is.
const speak = async (language: Language, remember: boolean) => {
  if (!isLanguage(readStorage(STORAGE_KEYS.language))) await applyLanguage(language, { remember }).catch(() => undefined);
};

// Opening the link is recorded once. The page then speaks the e-mail's language, and this browser keeps
// it (the link, once used, no longer says which). A link that no longer opens says why in that language
// too, wherever it is opened, but leaves this browser's setting alone: nothing more happens here. An
// unknown link knows no language, and the page stays in the browser's (main.tsx).
export const useOpenedLink = (token: string, kind: LinkKind = 'parent') =>
  useQuery({
    queryKey: kind === 'parent' ? parentQueryKeys.link(token) : parentQueryKeys.guardianLink(token),
    queryFn: async ({ signal }) => {
      try {
        const link = await openParentLink(token, signal, kind);
        await speak(link.language, true);
        return link;
      } catch (error) {
        const language = error instanceof ApiError ? error.details.language : undefined;
        if (isLanguage(language)) await speak(language, false);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
