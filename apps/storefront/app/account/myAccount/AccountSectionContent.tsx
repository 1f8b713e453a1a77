import type { AccountSectionProps } from './AccountSectionProps';
import { AddressesSection } from './AddressesSection';
import type { AccountSectionId } from './accountSections';
import { DataSection } from './DataSection';
import { LoyaltySection } from './LoyaltySection';
import { NewsletterSection } from './NewsletterSection';
import { OrderSection } from './OrderSection';
import { OrdersSection } from './OrdersSection';
import { ProfileSection } from './ProfileSection';
import { RecentlyViewedSection } from './RecentlyViewedSection';
import { ReviewsSection } from './ReviewsSection';

/** The section a `/my-account` path names. */
export function AccountSectionContent({
  section,
  orderNumber,
  ...props
}: AccountSectionProps & { readonly section: AccountSectionId; readonly orderNumber: string | null }) {
  switch (section) {
    case 'profile':
      return <ProfileSection {...props} />;
    case 'addresses':
      return <AddressesSection {...props} />;
    case 'orders':
      return <OrdersSection {...props} />;
    case 'order':
      return <OrderSection {...props} orderNumber={orderNumber ?? ''} />;
    case 'newsletter':
      return <NewsletterSection {...props} />;
    case 'recently-viewed':
      return <RecentlyViewedSection />;
    case 'reviews':
      return <ReviewsSection {...props} />;
    case 'loyalty':
      return <LoyaltySection {...props} />;
    case 'data':
      return <DataSection {...props} />;
    default:
      return section satisfies never;
  }
}
