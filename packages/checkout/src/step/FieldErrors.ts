/**
 * The problems of a form, by field name: each value is an English message id of `checkoutMessages`
 * (translated by the shop). An empty object means the form is valid.
 * @example
 * const errors: FieldErrors<PersonalDetails> = { emailAddress: checkoutMessages.invalidEmail };
 */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;
