import type { BookAddress } from './toProfileUpdate';

/** The address of the book with this id; a wrong id is a bug of the caller, so it throws. */
export function findBookAddress(book: readonly BookAddress[], id: number): BookAddress {
  const found = book.find((entry) => entry.id === id);
  if (!found) throw new RangeError(`No address ${id} in this profile.`);
  return found;
}
