/** Something went wrong with the stored cart: a part could not be read or written. Nothing crashes. */
export interface CartStorageProblem {
  readonly kind: 'corrupt' | 'read-failed' | 'write-failed';
  readonly key: string;
  readonly message: string;
}
