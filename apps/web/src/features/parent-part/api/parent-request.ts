import type { AuthorizationFacts, ClaimDocumentKind, Language } from '@claims/shared';

// The parent's page speaks to its own public routes (ADR 023): the link's token in the path and, once
// the birth date was right, the page session in a header, never in the address. The parent has no
// account, so no bearer token goes and a 401 ends no session.
export const parentPath = (token: string, rest = '') => `/v1/parent/${encodeURIComponent(token)}${rest}`;

export const withAccess = (access: string) => ({ isPublic: true, headers: { 'x-parent-access': access } });

export const parentQueryKeys = {
  link: (token: string) => ['parent-link', token] as const,
  claim: (token: string, access: string) => ['parent-link', token, access, 'claim'] as const,
  insurers: (token: string, access: string) => ['parent-link', token, access, 'insurers'] as const,
};

export type ParentDocument = { id: string; kind: ClaimDocumentKind; filename: string; content_type: string; size: number; created_at: string; sent: boolean };

// What the page shows once the birth date was right: what the parent knows of the claim anyway, the
// contact the school has for them, the authorization's facts and the documents they uploaded.
export type ParentClaim = {
  claim_number: number;
  school_name: string;
  tpa_name: string;
  student: { first_name: string; last_name: string; date_of_birth: string | null };
  injury_date: string;
  activity: string;
  language: Language;
  parent: { first_name: string; last_name: string; email: string; phone: string };
  authorization: AuthorizationFacts;
  documents: ParentDocument[];
};
