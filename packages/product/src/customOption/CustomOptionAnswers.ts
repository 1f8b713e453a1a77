/**
 * The shopper's answer to one custom option: text as typed, the chosen value ids of a choice option, or a file
 * (only its name travels to the cart).
 */
export type CustomOptionAnswer = string | readonly string[] | { readonly name: string } | null;

/**
 * The shopper's answers to a product's custom options, by option id; `A` narrows the answer to what a form holds
 * (a browser `File` for a file option).
 */
export type CustomOptionAnswers<A extends CustomOptionAnswer = CustomOptionAnswer> = Readonly<Record<string, A>>;
