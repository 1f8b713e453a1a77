/**
 * The texts of SPEC §8 raised by this package (English message ids; the shop translates them).
 *
 * @example
 * if (error.message === errorMessages.badContentType) reportProxyTrouble();
 */
export const errorMessages = {
  badContentType: 'Error with response - bad content-type!',
  wrongResponseFormat: 'Unhandled error, wrong response format!',
  cartIdMissing: 'The required cartId argument is null. Re-creating shopping cart synchronization.',
  refreshAborted: 'Error refreshing user token. User is not authorized to access the resource',
  refreshAttemptsExhausted:
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  unexpectedAuthorisation: 'Unexpected authorisation error',
  internalValidation: 'Internal validation error',
  somethingWentWrong: 'Something went wrong',
  ok: 'OK',
} as const;
