/** SPEC §3 "User state" / §6: only these profile fields can be changed by the shopper. */
export const editableProfileFields = ['firstname', 'lastname', 'email', 'addresses'] as const;

/** A profile field the shopper may change: `firstname`, `lastname`, `email` or `addresses` (SPEC §6). */
export type EditableProfileField = (typeof editableProfileFields)[number];

/**
 * Keeps only the fields a shopper may change before a profile update is sent,
 * so a tampered form cannot change `group_id` or any other field (SPEC §6).
 * @example
 * pickEditableProfile({ firstname: 'Léa', group_id: 4 }); // { firstname: 'Léa' }
 */
export function pickEditableProfile<T extends Record<string, unknown>>(
  profile: T,
): Partial<Pick<T, Extract<keyof T, EditableProfileField>>> {
  const picked: Record<string, unknown> = {};
  for (const field of editableProfileFields) {
    if (Object.hasOwn(profile, field) && profile[field] !== undefined) picked[field] = profile[field];
  }
  return picked as Partial<Pick<T, Extract<keyof T, EditableProfileField>>>;
}
