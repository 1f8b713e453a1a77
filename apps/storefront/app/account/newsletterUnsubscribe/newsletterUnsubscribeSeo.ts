import { msg } from '@lingui/core/macro';

/**
 * The unsubscribe page's title, in the account catalogue: the main catalogue (every page's first load) does not
 * carry it.
 */
export const newsletterUnsubscribeTitle = msg`Unsubscribe from the newsletter`;
