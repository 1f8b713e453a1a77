import { useLingui } from '@lingui/react/macro';

/**
 * The footer's links to the online withdrawal function "Se rétracter du contrat ici" and the standard form, written
 * once for every layout's footer: Article 11a of the Consumer Rights Directive (Directive (EU) 2023/2673) wants the
 * function reachable throughout the withdrawal period, so from every page (art. L221-18 ff., annex of art. R221-1).
 *
 * @example
 * const links = useWithdrawalLinks(); // [{ label: 'Se rétracter du contrat ici', href: '/retractation' }, …]
 */
export function useWithdrawalLinks(): ReadonlyArray<{ label: string; href: string }> {
  const { t } = useLingui();
  return [
    { label: t`Withdraw from the contract here`, href: '/retractation' },
    { label: t`Withdrawal form`, href: '/formulaire-de-retractation' },
  ];
}
