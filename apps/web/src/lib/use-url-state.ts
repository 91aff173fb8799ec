import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type UrlStateValue = string | number;

export type UrlStateFields<T extends Record<string, UrlStateValue>> = { [K in keyof T]: z.ZodType<T[K]> };

// List state (filters, sort, page) kept in the URL's search params, so a reload or Back shows the same
// list. Each key is read with its schema, falling back to its default when missing or malformed; values
// equal to their default are left out of the URL. `fields` and `defaults` must be stable (module constants).
export const useUrlState = <T extends Record<string, UrlStateValue>>(fields: UrlStateFields<T>, defaults: T) => {
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => {
    const values: T = { ...defaults };
    for (const key of Object.keys(fields) as Array<keyof T>) {
      const raw = params.get(String(key));
      if (raw === null) continue;
      const parsed = fields[key].safeParse(raw);
      if (parsed.success) values[key] = parsed.data;
    }
    return values;
  }, [params, fields, defaults]);

  const setState = useCallback(
    (changes: Partial<T>, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of Object.keys(changes) as Array<keyof T>) {
            const value = changes[key];
            if (value === undefined || value === defaults[key]) next.delete(String(key));
            else next.set(String(key), String(value));
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams, defaults],
  );

  return [state, setState] as const;
};
