import { ApiError } from '@citerne/core-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressBookEntries } from '../profile/addressBookEntries';
import { withAddressAdded } from '../profile/withAddressAdded';
import { withAddressRemoved } from '../profile/withAddressRemoved';
import { withAddressReplaced } from '../profile/withAddressReplaced';
import { withDefaultAddress } from '../profile/withDefaultAddress';
import { addressIn } from '../testing/addressBook';
import { lea, offline } from '../testing/createFakeUserServer';
import { loggedInSession, setupSession } from '../testing/setupSession';
import { accountMessages } from './accountMessages';
import { SESSION_STORAGE_KEYS } from './sessionStorageKeys';

const names = { firstname: 'Léa', lastname: 'Martin-Roy', email: lea.email };

describe('updating the profile (SPEC §6, §8 "Account")', () => {
  it('the saved profile is kept in the state and in storage, with the SPEC text', async () => {
    const { session, storage } = await loggedInSession();
    expect(await session.updateProfile(names)).toEqual({ ok: true, message: accountMessages.profileUpdated });
    expect(accountMessages.profileUpdated).toBe('Account data has successfully been updated');
    expect(session.getState().profile).toMatchObject({ lastname: 'Martin-Roy' });
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.user) ?? 'null')).toMatchObject({ lastname: 'Martin-Roy' });
  });

  it('only firstname, lastname, email and addresses are sent, whatever the caller passed', async () => {
    const { session, server } = await loggedInSession();
    const tampered = { ...names, group_id: 4, id: 99 } as typeof names;
    await session.updateProfile(tampered);
    expect(server.bodies.get('updateMe')).toEqual(names);
    expect(session.getState().profile).toMatchObject({ id: lea.profile.id, group_id: 1 });
  });

  it('an e-mail another customer has is refused with the SPEC text', async () => {
    const { session, server } = await loggedInSession();
    server.accounts.set('hugo@example.fr', {
      password: 'cuve-souple-1',
      profile: { ...lea.profile, id: 8, email: 'hugo@example.fr' },
    });
    expect(await session.updateProfile({ ...names, email: 'hugo@example.fr' })).toEqual({
      ok: false,
      reason: 'email-taken',
      message: accountMessages.emailTaken,
    });
    expect(session.getState().profile?.email).toBe(lea.email);
  });

  it('a field the contract refuses is named and nothing is sent', async () => {
    const { session, server } = await loggedInSession();
    expect(await session.updateProfile({ ...names, firstname: 'L' })).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Must be at least 2 characters.',
    });
    expect(server.calls()).toEqual(['updateMe']);
    expect(session.getState().profile?.firstname).toBe('Léa');
  });

  it('offline or a server error: the profile stays as it was', async () => {
    const { session, server } = await loggedInSession();
    server.failNext('updateMe', offline());
    expect(await session.updateProfile(names)).toMatchObject({ ok: false, reason: 'offline' });
    server.failNext('updateMe', new ApiError({ status: 500, message: 'Internal error' }));
    expect(await session.updateProfile(names)).toEqual({
      ok: false,
      reason: 'failed',
      message: accountMessages.somethingWentWrong,
    });
    expect(session.getState().profile?.lastname).toBe('Martin');
  });

  it('without a session nothing is sent', async () => {
    const { session, server } = setupSession();
    await session.restore();
    expect(await session.updateProfile(names)).toMatchObject({ ok: false, reason: 'failed' });
    expect(server.calls()).toEqual([]);
  });

  it('an answer that comes after a logout is not kept', async () => {
    const { session, server } = await loggedInSession();
    const release = server.hold('updateMe');
    const updating = session.updateProfile(names);
    server.failNext('logout', offline());
    await session.logout();
    release();
    await updating;
    expect(session.getState()).toMatchObject({ status: 'anonymous', profile: null });
  });
});

describe('the address book through the session', () => {
  it('add, edit, choose the default, remove: the saved book follows', async () => {
    const { session } = await loggedInSession();
    const profile = () => session.getState().profile ?? lea.profile;
    await session.updateProfile(withAddressAdded(profile(), addressIn('Lyon')));
    await session.updateProfile(withAddressAdded(profile(), addressIn('Agen')));
    const [lyon, agen] = addressBookEntries(profile());
    expect([lyon?.isDefaultShipping, agen?.isDefaultShipping]).toEqual([true, false]);
    await session.updateProfile(withAddressReplaced(profile(), agen?.id as number, addressIn('Nérac')));
    await session.updateProfile(withDefaultAddress(profile(), agen?.id as number));
    expect(addressBookEntries(profile()).map((entry) => [entry.city, entry.isDefaultShipping])).toEqual([
      ['Lyon', false],
      ['Nérac', true],
    ]);
    await session.updateProfile(withAddressRemoved(profile(), agen?.id as number));
    expect(
      addressBookEntries(profile()).map((entry) => [entry.id, entry.isDefaultShipping, entry.isDefaultBilling]),
    ).toEqual([[lyon?.id, true, true]]);
  });

  it('whatever the edits, a non-empty book has exactly one default shipping and one default billing address', async () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), asDefault: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constantFrom('shipping' as const, 'billing' as const, 'both' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { maxLength: 12 }), async (edits) => {
        const { session } = await loggedInSession();
        let added = 0;
        for (const step of edits) {
          const profile = session.getState().profile ?? lea.profile;
          const ids = profile.addresses.map((address) => address.id as number);
          const id = 'pick' in step ? ids[step.pick % Math.max(ids.length, 1)] : undefined;
          if (step.kind === 'add') {
            added += 1;
            await session.updateProfile(withAddressAdded(profile, addressIn(`Ville ${added}`), step));
          } else if (id === undefined) {
            continue;
          } else if (step.kind === 'remove') {
            await session.updateProfile(withAddressRemoved(profile, id));
          } else {
            await session.updateProfile(withDefaultAddress(profile, id, step.kind));
          }
          const entries = addressBookEntries(session.getState().profile ?? lea.profile);
          const expected = entries.length > 0 ? 1 : 0;
          expect(entries.filter((entry) => entry.isDefaultShipping)).toHaveLength(expected);
          expect(entries.filter((entry) => entry.isDefaultBilling)).toHaveLength(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
