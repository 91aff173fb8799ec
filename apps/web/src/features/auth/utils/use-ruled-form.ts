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
  // the server's refusals; a field's goes when the field changes
  const [serverErrors, setServerErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  // Once submitted, every field is checked as it stands; a rule's key wins over the server's.
  const errors: FormErrors<V> = { ...serverErrors };
  if (submitted) {
    for (const [name, key] of Object.entries(check(values))) if (key) errors[name as keyof V & string] = key;
  }

  // from the current values, not this render's
  const change = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  };

  const setError: SetFormError<keyof V & string> = (name, key) => setServerErrors((current) => ({ ...current, [name]: key }));
  const clearErrors = () => {
    setServerErrors({});
    setSubmitted(false);
  };

  return {
    values,
    errors,
    isSubmitting,
    setError,
    clearErrors,
    reset: (to: V) => {
      setValues(to);
      clearErrors();
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
      setServerErrors({});
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
