import { parentLinkAnswer, type Language } from '@claims/shared';
import { apiAnswer } from '../../../lib/api-answer';
import { parentPath } from './parent-request';

export type ParentLink = { language: Language };

// GET /v1/parent/:token: records that the link was opened and answers only the language its e-mail was
// written in. Errors: NOT_FOUND (404, unknown or tampered); LINK_EXPIRED, LINK_USED, LINK_LOCKED,
// NOT_AWAITING_PARENT (409).
export const openParentLink = async (token: string, signal?: AbortSignal): Promise<ParentLink> =>
  apiAnswer(parentLinkAnswer, parentPath(token), { method: 'GET', isPublic: true, signal });
