import { isLanguage, type Language } from '@claims/shared';
import { api, unexpectedAnswer } from '../../../lib/api';
import { isRecord } from '../../../lib/json';
import { parentPath } from './parent-request';

export type ParentLink = { language: Language };

// GET /v1/parent/:token: records that the link was opened and answers only the language its e-mail was
// written in. Errors: NOT_FOUND (404, unknown or tampered); LINK_EXPIRED, LINK_USED, LINK_LOCKED,
// NOT_AWAITING_PARENT (409).
export const openParentLink = async (token: string, signal?: AbortSignal): Promise<ParentLink> => {
  const answer = await api(parentPath(token), { method: 'GET', isPublic: true, signal });
  if (!isRecord(answer) || !isLanguage(answer.language)) throw unexpectedAnswer(parentPath(token));
  return { language: answer.language };
};
