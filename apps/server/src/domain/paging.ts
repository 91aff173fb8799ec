import { z } from 'zod';
import { isAllowedPageSize, PAGE_SIZES, type PagedList } from '@claims/shared';

// No list answers more than this many rows at once, whatever a client asks for.
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;

export type Page<T> = { items: T[]; total: number };

// The paging arguments of every list: a list the UI pages with fixed sizes (SPEC §9) takes only those,
// any other up to MAX_PAGE_SIZE.
export function pageArgsSchema(list?: PagedList) {
  return z.object({
    offset: z.number().int().min(0).default(0),
    limit: list
      ? z
          .number()
          .int()
          .refine((size) => isAllowedPageSize(list, size))
          .default(PAGE_SIZES[list].default)
      : z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  });
}
export type PageArgs = z.output<ReturnType<typeof pageArgsSchema>>;
