import { z } from 'zod';
import { builder } from './builder.ts';

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;

export const pageArgsSchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageArgs = z.output<typeof pageArgsSchema>;
export type Page<T> = { items: T[]; total: number };

// `Xxx` becomes `XxxPage { items: [Xxx!]!, total: Int! }`, the shape of every paged list.
export function pageType<T>(name: string, item: ReturnType<ReturnType<typeof builder.objectRef<T>>['implement']>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}

export const SortDirectionEnum = builder.enumType('SortDirection', { values: ['asc', 'desc'] as const });
export const ActiveStatusEnum = builder.enumType('ActiveStatus', { values: ['ACTIVE', 'INACTIVE'] as const });
