import { LoyaltyCard, Skeleton } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { browserApi } from '../../api/browserApi';
import { useShopQueryClient } from '../../api/useShopQueryClient';
import type { AccountSectionProps } from './AccountSectionProps';
import { SectionOutcome } from './SectionOutcome';

/**
 * My Account's loyalty card (SPEC §2): the customer card number as a scannable EAN-13 and the points earned on paid
 * orders, with the rule stated (the API counts them: 1 point per euro of a paid order's total incl. tax).
 */
export function LoyaltySection({ profile }: AccountSectionProps) {
  const { t, i18n } = useLingui();
  const queryClient = useShopQueryClient();
  const card = useQuery(
    {
      queryKey: ['account-loyalty', profile.id],
      queryFn: async () => (await browserApi()).user.loyalty(),
    },
    queryClient,
  );
  if (card.isPending) return <Skeleton shape="rect" height="12rem" />;
  if (!card.data) {
    return <SectionOutcome failure={t`Your loyalty card could not be loaded. Try again in a few seconds.`} />;
  }
  const numbers = new Intl.NumberFormat(i18n.locale);
  const since = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' });
  const perEuro = card.data.pointsPerEuro;
  return (
    <LoyaltyCard
      cardNumber={card.data.cardNumber}
      holder={`${profile.firstname} ${profile.lastname}`}
      points={card.data.points}
      paidOrders={card.data.paidOrders}
      memberSince={since.format(new Date(card.data.memberSince))}
      labels={{
        card: t`Loyalty card`,
        cardNumber: t`Card number`,
        barcode: (number) => t`Bar code of card number ${number}`,
        points: t`Your points`,
        pointsValue: (points) => t`${numbers.format(points)} points`,
        rule:
          perEuro === 1
            ? t`1 point per euro spent on paid orders.`
            : t`${perEuro} points per euro spent on paid orders.`,
        paidOrders: (count) => t`Paid orders: ${count}`,
        memberSince: (date) => t`Customer since ${date}`,
        howTo: t`Show this bar code to our customer service to use your points.`,
      }}
    />
  );
}
