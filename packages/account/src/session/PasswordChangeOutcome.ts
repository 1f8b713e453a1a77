/**
 * What a password change did (SPEC §8 "Account"): changed, with `accountMessages.passwordChanged` (the session
 * then logged in again with the new password), or why not:
 * - `offline`: refused at once while offline, `accountMessages.passwordChangeOffline`;
 * - `rejected`: the server refused it (a wrong current password, a new password it does not accept, too many
 *   attempts); `message` is the server's `errorMessage`, or the contract rule's text;
 * - `failed`: anything else, no session included (`accountMessages.somethingWentWrong`).
 * @example
 * const outcome = await session.changePassword({ currentPassword, newPassword });
 * notify(outcome.ok ? 'success' : 'danger', t(outcome.message));
 */
export type PasswordChangeOutcome =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly reason: 'offline' | 'rejected' | 'failed'; readonly message: string };
