import type { DetailsFailure } from './detailsFailure';

/**
 * What a profile update did: saved, with the SPEC §8 text `accountMessages.profileUpdated`, or why not:
 * - `email-taken`: another customer has this e-mail (`accountMessages.emailTaken`);
 * - `rejected`: a field was refused (a rule of the contract or of the API); `message` is the rule's text;
 * - `offline`: the API could not be reached; `failed`: anything else (no session included).
 * @example
 * const outcome = await session.updateProfile(withAddressAdded(profile, address));
 * notify(outcome.ok ? 'success' : 'danger', t(outcome.message));
 */
export type ProfileUpdateOutcome = { readonly ok: true; readonly message: string } | DetailsFailure;
