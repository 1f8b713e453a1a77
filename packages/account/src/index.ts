// @citerne/account: the shopper's account as a framework-free model (session and tokens, form rules, profile and
// address book, order history, newsletter, recently viewed, compare list and wishlist). React bindings ship from ./react.

export { ORDER_HISTORY_PAGE_SIZE } from '@citerne/core-api/contract';
export { COMPARE_LIMIT, COMPARE_STORAGE_KEY, createCompareList } from './compare/createCompareList';
export { type CredentialsForm, type CredentialsProblems, credentialsProblems } from './form/credentialsProblems';
export { type EmailProblem, emailProblem } from './form/emailProblem';
export { type NameProblem, nameProblem } from './form/nameProblem';
export { MIN_PASSWORD_LENGTH, type PasswordProblem, passwordProblem } from './form/passwordProblem';
export { type RegistrationForm, type RegistrationProblems, registrationProblems } from './form/registrationProblems';
export { createNewsletter, type Newsletter, type NewsletterOptions } from './newsletter/createNewsletter';
export type { NewsletterOutcome } from './newsletter/NewsletterOutcome';
export type { NewsletterState } from './newsletter/NewsletterState';
export type { OrderHistoryPage } from './orders/OrderHistoryPage';
export { type AddressBookEntry, addressBookEntries } from './profile/addressBookEntries';
export type { AddressFields, ProfileUpdate } from './profile/ProfileUpdate';
export { type EditableProfileField, editableProfileFields, pickEditableProfile } from './profile/pickEditableProfile';
export { withAddressAdded } from './profile/withAddressAdded';
export { withAddressRemoved } from './profile/withAddressRemoved';
export { withAddressReplaced } from './profile/withAddressReplaced';
export { withDefaultAddress } from './profile/withDefaultAddress';
export {
  createRecentlyViewed,
  RECENTLY_VIEWED_STORAGE_KEY,
  type RecentlyViewed,
  type RecentlyViewedOptions,
} from './recent/createRecentlyViewed';
export type { RecentlyViewedProduct } from './recent/RecentlyViewedProduct';
export type { SavedList, SavedListAddOutcome } from './saved/createSavedList';
export type { SavedProduct } from './saved/SavedProduct';
export { accountMessages } from './session/accountMessages';
export {
  type AccountSession,
  type AccountSessionOptions,
  createAccountSession,
  type RegisterInput,
} from './session/createAccountSession';
export type { DeleteAccountOutcome } from './session/DeleteAccountOutcome';
export { isLoggedIn } from './session/isLoggedIn';
export type { LoginAsCustomerOutcome, LoginOutcome, RegisterOutcome } from './session/LoginOutcome';
export type { PasswordChangeOutcome } from './session/PasswordChangeOutcome';
export type { ProfileUpdateOutcome } from './session/ProfileUpdateOutcome';
export type { SessionEvent } from './session/SessionEvent';
export type { SessionState, SessionStatus } from './session/SessionState';
export type { StorageLike } from './session/StorageLike';
export { SESSION_STORAGE_KEYS } from './session/sessionStorageKeys';
export { createWishlist, WISHLIST_STORAGE_KEY } from './wishlist/createWishlist';
export { mergeWishlists } from './wishlist/mergeWishlists';
