import { isLanguage, parentLinkAnswer, type Language } from '@claims/shared';
import { useQuery } from '@tanstack/react-query';
import { apiAnswer } from '../../../lib/api-answer';
import { applyLanguage } from '../../../lib/i18n';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { linkPath, parentQueryKeys, type LinkKind } from './parent-request';

export type ParentLink = { language: Language };

// GET /v1/parent/:token (or /v1/guardian/:token): records that the link was opened and answers only the
// language its e-mail was written in. Errors: NOT_FOUND (404, unknown or tampered); LINK_EXPIRED,
// LINK_USED, LINK_LOCKED, NOT_AWAITING_PARENT (409).
export const openParentLink = async (token: string, signal?: AbortSignal, kind: LinkKind = 'parent'): Promise<ParentLink> =>
  apiAnswer(parentLinkAnswer, linkPath(kind, token), { method: 'GET', isPublic: true, signal });

// Opening the link is recorded once. The page then speaks the e-mail's language, and this browser keeps
// it (the link, once used, no longer says which), unless the reader chose one here before: their choice
// wins. A language that fails to load leaves the page as it is.
export const useOpenedLink = (token: string, kind: LinkKind = 'parent') =>
  useQuery({
    queryKey: kind === 'parent' ? parentQueryKeys.link(token) : parentQueryKeys.guardianLink(token),
    queryFn: async ({ signal }) => {
      const link = await openParentLink(token, signal, kind);
      if (!isLanguage(readStorage(STORAGE_KEYS.language))) await applyLanguage(link.language, { remember: true }).catch(() => undefined);
      return link;
    },
    staleTime: Infinity,
    retry: false,
  });
