import type { WithdrawalRefusal } from '@citerne/core-api/contract';

/** The shopper's words for each reason a line cannot be withdrawn. */
export type WithdrawalRefusalTexts = Readonly<Record<WithdrawalRefusal, string>>;

/**
 * Why a line cannot be withdrawn, as the shopper reads it (art. L221-28 3° for made-to-measure goods), or nothing
 * when it can be.
 * @example
 * withdrawalRefusalText(line.refusal, texts); // 'Made to your specifications: …'
 */
export function withdrawalRefusalText(
  refusal: WithdrawalRefusal | null,
  texts: WithdrawalRefusalTexts,
): string | undefined {
  return refusal === null ? undefined : texts[refusal];
}
