// @citerne/account: the shopper's account as a framework-free model (session and tokens, form rules, profile). React bindings
// ship from ./react.

export { type CredentialsForm, type CredentialsProblems, credentialsProblems } from './form/credentialsProblems';
export { type EmailProblem, emailProblem } from './form/emailProblem';
export { type NameProblem, nameProblem } from './form/nameProblem';
export { MIN_PASSWORD_LENGTH, type PasswordProblem, passwordProblem } from './form/passwordProblem';
export { type RegistrationForm, type RegistrationProblems, registrationProblems } from './form/registrationProblems';
export { type EditableProfileField, editableProfileFields, pickEditableProfile } from './profile/pickEditableProfile';
export { accountMessages } from './session/accountMessages';
export {
  type AccountSession,
  type AccountSessionOptions,
  createAccountSession,
  type RegisterInput,
} from './session/createAccountSession';
export { isLoggedIn } from './session/isLoggedIn';
export type { LoginOutcome, RegisterOutcome } from './session/LoginOutcome';
export type { SessionEvent } from './session/SessionEvent';
export type { SessionState, SessionStatus } from './session/SessionState';
export type { StorageLike } from './session/StorageLike';
export { SESSION_STORAGE_KEYS } from './session/sessionStorageKeys';
