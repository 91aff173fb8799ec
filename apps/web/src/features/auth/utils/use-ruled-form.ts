import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { ErrorKey } from '@claims/shared';

type FormValues = Record<string, string | boolean>;
// A field's error key, or the form's own (`root`: the server refused the whole request).
export type FormErrors<V extends FormValues> = Partial<Record<(keyof V & string) | 'root', string>>;
export type SetFormError<F extends string> = (name: F | 'root', key: string) => void;

// The public pages' forms: a few fields checked with the shared sign-in rules when submitted and, after
// that, as they change; the first field in error takes the focus. No form library, so that the login
// page loads only what signing in needs (ADR 017).
export const useRuledForm = <V extends FormValues>(initial: V, check: (values: V) => Partial<Record<keyof V, ErrorKey>>) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const change = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [name]: check(next)[name] }));
  };

  const setError: SetFormError<keyof V & string> = (name, key) => setErrors((current) => ({ ...current, [name]: key }));

  return {
    values,
    errors,
    isSubmitting,
    setError,
    clearErrors: () => setErrors({}),
    reset: (to: V) => {
      setValues(to);
      setErrors({});
      setSubmitted(false);
    },
    // the props of a text input named `name`
    textField: (name: { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string]) => ({
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.value as V[typeof name]),
    }),
    checkboxField: (name: { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string]) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => change(name, event.currentTarget.checked as V[typeof name]),
    }),
    handleSubmit: (submit: (values: V) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = check(values);
      setErrors(found);
      setSubmitted(true);
      const firstInvalid = Object.keys(found).find((name) => found[name] !== undefined);
      if (firstInvalid) {
        const input = event.currentTarget.elements.namedItem(firstInvalid);
        if (input instanceof HTMLElement) input.focus();
        return;
      }
      setSubmitting(true);
      try {
        await submit(values);
      } finally {
        setSubmitting(false);
      }
    },
  };
};
