/** The customer a valid access token names, with the session it belongs to. */
export interface AuthenticatedCustomer {
  readonly id: number;
  readonly email: string;
  readonly groupId: number;
  readonly sessionId: string;
}
