import type { Page } from '../domain/paging.ts';
import { builder } from './builder.ts';

// `Xxx` becomes `XxxPage { items: [Xxx!]!, total: Int! }`, the shape of every paged list.
export function pageType<T>(name: string, item: ReturnType<ReturnType<typeof builder.objectRef<T>>['implement']>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });
}
