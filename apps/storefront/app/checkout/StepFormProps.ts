/** What a checkout step's form gets: its part of the checkout details, its errors (in the shop's words) and a way to change them. */
export interface StepFormProps<T> {
  readonly value: T;
  readonly errors: Partial<Record<keyof T & string, string>>;
  readonly onChange: (patch: Partial<T>) => void;
}
