import { ContactRequestSchema } from '@citerne/core-api/contract';
import type { ContactFormProblems, ContactFormValues } from '@citerne/ui-kit';
import * as v from 'valibot';

/** The texts a field problem is shown with, in the shop's language. */
export interface ContactProblemTexts {
  required: string;
  email: string;
  phone: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  invalid: string;
}

const fields = new Set<keyof ContactFormValues>(['name', 'email', 'phone', 'subject', 'message']);

/**
 * The contact form's problems, by the API's own rules (the contract's `ContactRequestSchema`): the form refuses
 * exactly what the server would, with the contract's English messages turned into the shop's texts. Blank optional
 * fields are left out, as the form sends them.
 *
 * @example
 * contactProblems({ name: 'L', email: 'lea@', phone: '', subject: '', message: '' }, texts);
 * // { name: 'Au moins 2 caractères.', email: 'Veuillez saisir une adresse e-mail valide.', message: 'Champ obligatoire.' }
 */
export function contactProblems(values: ContactFormValues, texts: ContactProblemTexts): ContactFormProblems {
  const parsed = v.safeParse(ContactRequestSchema, contactRequest(values));
  if (parsed.success) return {};
  const problems: ContactFormProblems = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || !fields.has(key as keyof ContactFormValues)) continue;
    const field = key as keyof ContactFormValues;
    problems[field] ??= text(issue.message, texts);
  }
  return problems;
}

function text(message: string, texts: ContactProblemTexts): string {
  if (message === 'Field is required.') return texts.required;
  if (message === 'Please provide valid e-mail address.') return texts.email;
  if (message === 'Please provide a valid phone number.') return texts.phone;
  const short = message.match(/^Must be at least (\d+) characters\.$/);
  if (short) return texts.tooShort(Number(short[1]));
  const long = message.match(/^Must be at most (\d+) characters\.$/);
  if (long) return texts.tooLong(Number(long[1]));
  return texts.invalid;
}

/**
 * The request body of the form's values: optional fields only when filled in.
 *
 * @example
 * contactRequest({ name: 'Léa', email: 'lea@example.fr', phone: '', subject: '', message: 'Bonjour' });
 * // { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour' }
 */
export function contactRequest(values: ContactFormValues) {
  return {
    name: values.name,
    email: values.email,
    message: values.message,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.subject.trim() ? { subject: values.subject } : {}),
  };
}
