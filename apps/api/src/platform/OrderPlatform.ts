import type {
  CallBody,
  CallResultInput,
  orderCreateAccountCall,
  orderReorderCall,
  orderRetryPaymentCall,
  orderViewCall,
  placeOrderCall,
} from '@citerne/core-api/contract';
import type { Shopper } from './Shopper';

/**
 * Who may open one order: its owner (`shopper`), or anyone holding its access key (`key`, the guest's link).
 * Anyone else gets a 404, as for an unknown order.
 */
export interface OrderAccess {
  readonly shopper: Shopper;
  readonly key?: string | undefined;
}

/**
 * Orders (SPEC §4 "Place order", §7 `POST /api/order`): placing takes the stock and closes the cart in one
 * transaction, idempotent per key; refusals are `CommerceError`s (409 `OUT_OF_STOCK`, 409 `CART_CHANGED`,
 * 400 `ADDRESS_INVALID`, 422 for a key reused with another request).
 *
 * @example
 * const placed = await platform.orders.place(body, idempotencyKey, customer);
 * const view = await platform.orders.view(placed.orderNumber, { shopper: null, key: placed.accessKey });
 */
export interface OrderPlatform {
  place(
    body: CallBody<typeof placeOrderCall>,
    idempotencyKey: string,
    shopper: Shopper,
  ): Promise<CallResultInput<typeof placeOrderCall>>;
  /** The order as the invoice page shows it. */
  view(orderNumber: string, access: OrderAccess): Promise<CallResultInput<typeof orderViewCall>>;
  /** Opens a new payment for an unpaid order (pay again); 409 when it is already paid. */
  retryPayment(
    orderNumber: string,
    access: OrderAccess,
    methodCode: string,
  ): Promise<CallResultInput<typeof orderRetryPaymentCall>>;
  /** Puts the order's products, as they are sold today, into the shopper's cart (order again). */
  reorder(orderNumber: string, access: OrderAccess): Promise<CallResultInput<typeof orderReorderCall>>;
  /** Makes the guest who placed the order (opened by its key only) a customer with `password`. */
  createAccount(
    orderNumber: string,
    key: string | undefined,
    password: string,
  ): Promise<CallResultInput<typeof orderCreateAccountCall>>;
}
