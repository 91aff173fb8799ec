// The parent's page speaks to its own public routes (ADR 023): the link's token in the path and, once
// the birth date was right, the page session in a header, never in the address. The parent has no
// account, so no bearer token goes and a 401 ends no session.
// A claim's parent link, or a guardian's season link (issue 43): the same page session, other routes.
export type LinkKind = 'parent' | 'guardian';
export const linkPath = (kind: LinkKind, token: string, rest = '') => `/v1/${kind}/${encodeURIComponent(token)}${rest}`;
export const parentPath = (token: string, rest = '') => linkPath('parent', token, rest);

export const withAccess = (access: string) => ({ isPublic: true, headers: { 'x-parent-access': access } });

export const parentQueryKeys = {
  link: (token: string) => ['parent-link', token] as const,
  claim: (token: string, access: string) => ['parent-link', token, access, 'claim'] as const,
  insurers: (token: string, access: string) => ['parent-link', token, access, 'insurers'] as const,
  guardianLink: (token: string) => ['guardian-link', token] as const,
  request: (token: string, access: string) => ['guardian-link', token, access, 'request'] as const,
};
