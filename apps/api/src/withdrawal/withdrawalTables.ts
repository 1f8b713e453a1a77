import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A withdrawal from an order (migration 0028): who asked, when, and its state. */
export interface WithdrawalTable {
  id: Generated<number>;
  order_id: number;
  name: string;
  email: string;
  status: ColumnType<'requested' | 'refunded', 'requested' | 'refunded' | undefined, 'requested' | 'refunded'>;
  created_at: Timestamp;
}

/** One line of an order concerned by a withdrawal, with the quantity sent back. */
export interface WithdrawalLineTable {
  withdrawal_id: number;
  order_item_id: number;
  qty: number;
}

/** The withdrawal tables. */
export interface WithdrawalTables {
  withdrawals: WithdrawalTable;
  withdrawal_lines: WithdrawalLineTable;
}
