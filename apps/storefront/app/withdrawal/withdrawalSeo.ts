import { msg } from '@lingui/core/macro';

/**
 * The titles and descriptions of the withdrawal pages, in the withdrawal catalogue: the main catalogue (every page's
 * first load) keeps only the footer's link texts.
 */
export const withdrawalSeo = {
  page: {
    title: msg`Withdraw from the contract here`,
    description: msg`Withdraw from your order online within 14 days of delivery: the order, the items concerned, a confirmation, and an acknowledgement by e-mail.`,
  },
  form: {
    title: msg`Withdrawal form`,
    description: msg`The standard withdrawal form (annex of article R221-1 of the Consumer Code), to print and send to us.`,
  },
};
