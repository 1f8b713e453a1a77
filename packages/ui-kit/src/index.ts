// Public API of @citerne/ui-kit: named exports only (CONVENTIONS "A package's public API is its exports map").
// No side effects here (the global styles are `./styles.css`, imported once by the app): a bundler that meets a
// side-effect-free barrel follows each used export to its own module, so a page's chunk gets only the components
// it renders, not every module this file names. The published build's entry is `bundleEntry.ts`.

export { VisuallyHidden, type VisuallyHiddenProps } from './a11y/VisuallyHidden';
export { AccountLayout, type AccountLayoutProps } from './account/AccountLayout';
export { AccountNav, type AccountNavItem, type AccountNavProps } from './account/AccountNav';
export { AddressBook, type AddressBookLabels, type AddressBookProps } from './account/AddressBook';
export {
  AddressCard,
  type AddressCardAddress,
  type AddressCardLabels,
  type AddressCardProps,
} from './account/AddressCard';
export { type AuthMode, AuthPanel, type AuthPanelLabels, type AuthPanelProps } from './account/auth/AuthPanel';
export {
  ForgotPasswordForm,
  type ForgotPasswordFormLabels,
  type ForgotPasswordFormProps,
} from './account/auth/ForgotPasswordForm';
export { LoginForm, type LoginFormLabels, type LoginFormProps, type LoginValue } from './account/auth/LoginForm';
export {
  NewPasswordForm,
  type NewPasswordFormLabels,
  type NewPasswordFormProps,
  type NewPasswordValue,
} from './account/auth/NewPasswordForm';
export {
  RegisterForm,
  type RegisterFormLabels,
  type RegisterFormProps,
  type RegisterValue,
} from './account/auth/RegisterForm';
export {
  ChangePasswordForm,
  type ChangePasswordFormLabels,
  type ChangePasswordFormProps,
  type ChangePasswordValue,
} from './account/ChangePasswordForm';
export { Ean13Barcode, type Ean13BarcodeProps } from './account/Ean13Barcode';
export { ean13Bars, ean13CheckDigit } from './account/ean13Bars';
export { LoginRequired, type LoginRequiredProps } from './account/LoginRequired';
export { LoyaltyCard, type LoyaltyCardLabels, type LoyaltyCardProps } from './account/LoyaltyCard';
export { MyData, type MyDataLabels, type MyDataProps } from './account/MyData';
export { type MyReview, MyReviews, type MyReviewsLabels, type ReviewStatus } from './account/MyReviews';
export { NewsletterPanel, type NewsletterPanelLabels, type NewsletterPanelProps } from './account/NewsletterPanel';
export {
  NewsletterUnsubscribe,
  type NewsletterUnsubscribeLabels,
  type NewsletterUnsubscribeProps,
  type NewsletterUnsubscribeState,
} from './account/NewsletterUnsubscribe';
export {
  OrderDetail,
  type OrderDetailAddress,
  type OrderDetailLabels,
  type OrderDetailLine,
  type OrderDetailProps,
  type OrderDetailTotal,
} from './account/OrderDetail';
export {
  OrderHistory,
  type OrderHistoryEntry,
  type OrderHistoryLabels,
  type OrderHistoryProps,
} from './account/OrderHistory';
export {
  ProfileForm,
  type ProfileFormLabels,
  type ProfileFormProps,
  type ProfileValue,
} from './account/ProfileForm';
export {
  RecentlyViewedList,
  type RecentlyViewedListLabels,
  type RecentlyViewedListProps,
  type RecentlyViewedProduct,
} from './account/RecentlyViewedList';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './actions/Button';
export { IconButton, type IconButtonProps } from './actions/IconButton';
export { Link, type LinkProps } from './actions/Link';
export { MiniCart, type MiniCartLabels, type MiniCartProps, type MiniCartTotal } from './cart/MiniCart';
export {
  MiniCartLine,
  type MiniCartLineItem,
  type MiniCartLineLabels,
  type MiniCartLineProps,
} from './cart/MiniCartLine';
export {
  type FilterGroup,
  type FilterOption,
  FilterPanel,
  type FilterPanelLabels,
  type FilterPanelProps,
} from './catalog/FilterPanel';
export { SortSelect, type SortSelectProps } from './catalog/SortSelect';
export {
  type AddressCountry,
  type AddressExtraField,
  type AddressField,
  AddressForm,
  type AddressFormLabels,
  type AddressFormProps,
  type AddressValue,
} from './checkout/AddressForm';
export {
  CheckoutStepSection,
  type CheckoutStepSectionProps,
  type CheckoutStepStatus,
} from './checkout/CheckoutStepSection';
export { CouponForm, type CouponFormLabels, type CouponFormProps } from './checkout/CouponForm';
export {
  DeliveryEstimate,
  type DeliveryEstimateLabels,
  type DeliveryEstimateProps,
  type DeliveryEstimateStatus,
} from './checkout/DeliveryEstimate';
export {
  OrderSummary,
  type OrderSummaryEditing,
  type OrderSummaryEditLabels,
  type OrderSummaryLabels,
  type OrderSummaryLine,
  type OrderSummaryProps,
  type OrderSummarySegment,
} from './checkout/OrderSummary';
export {
  type PaymentMethod,
  PaymentMethodList,
  type PaymentMethodListLabels,
  type PaymentMethodListProps,
} from './checkout/PaymentMethodList';
export {
  type ShippingMethod,
  ShippingMethodList,
  type ShippingMethodListLabels,
  type ShippingMethodListProps,
} from './checkout/ShippingMethodList';
export { CompareTable, type CompareTableProduct, type CompareTableProps } from './compare/CompareTable';
export { CompareToggle, type CompareToggleProps } from './compare/CompareToggle';
export { CookieNotice, type CookieNoticeLabels, type CookieNoticeProps } from './consent/CookieNotice';
export { acceptAll, type ConsentCategory, type ConsentChoice, refuseAll } from './consent/consentChoice';
export {
  ContactForm,
  type ContactFormLabels,
  type ContactFormOutcome,
  type ContactFormProblems,
  type ContactFormProps,
  type ContactFormValues,
} from './contact/ContactForm';
export { Badge, type BadgeProps, type BadgeTone } from './feedback/Badge';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { ErrorView, type ErrorViewProps } from './feedback/ErrorView';
export { Notification, type NotificationProps } from './feedback/Notification';
export { Notifications, type NotificationsProps } from './feedback/Notifications';
export {
  addNotification,
  DEFAULT_NOTIFICATION_TTL_MS,
  type NotificationAction,
  type NotificationItem,
  type NotificationType,
  notificationTone,
  notificationTypes,
  removeNotification,
} from './feedback/notificationModel';
export { OfflineBadge, type OfflineBadgeProps } from './feedback/OfflineBadge';
export { PROGRESS_START_INCREMENT, ProgressBar, type ProgressBarProps } from './feedback/ProgressBar';
export { Skeleton, type SkeletonProps } from './feedback/Skeleton';
export { Spinner, type SpinnerProps } from './feedback/Spinner';
export { Checkbox, type CheckboxProps } from './forms/Checkbox';
export { clampQuantity } from './forms/clampQuantity';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './forms/ErrorSummary';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './forms/FormField';
export { Input, type InputProps } from './forms/Input';
export { QuantityStepper, type QuantityStepperProps } from './forms/QuantityStepper';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './forms/RadioGroup';
export { Select, type SelectOption, type SelectProps } from './forms/Select';
export { Textarea, type TextareaProps } from './forms/Textarea';
export { Icon, type IconProps } from './icons/Icon';
export { type IconName, iconPaths } from './icons/iconPaths';
export { BackToTop, type BackToTopProps } from './layout/BackToTop';
export { Footer, type FooterLinkGroup, type FooterProps, type FooterSocialLink } from './layout/Footer';
export { Header, type HeaderAccount, type HeaderProps } from './layout/Header';
export {
  type NewsletterEmailCheck,
  type NewsletterEmailProblem,
  NewsletterForm,
  type NewsletterFormProps,
} from './layout/NewsletterForm';
export { NewsletterInvite, type NewsletterInviteProps } from './layout/NewsletterInvite';
export { Carousel, type CarouselProps } from './media/Carousel';
export { Image, type ImageProps, type ImageUrlBuilder } from './media/Image';
export { type ImageSizeName, imageSizes } from './media/imageSizes';
export { Accordion, type AccordionItem, type AccordionProps } from './navigation/Accordion';
export { Breadcrumbs, type BreadcrumbsProps } from './navigation/Breadcrumbs';
export { type BottomNavEntry, type BottomNavState, bottomNavHighlight } from './navigation/bottomNavHighlight';
export { MegaMenu, type MegaMenuProps, SUBMENU_PATH_POP_DELAY_MS } from './navigation/MegaMenu';
export { MobileBottomNav, type MobileBottomNavProps } from './navigation/MobileBottomNav';
export { MobileMenu, type MobileMenuProps } from './navigation/MobileMenu';
export type { NavCategory } from './navigation/NavCategory';
export { Pagination, type PaginationProps } from './navigation/Pagination';
export { type PaginationSlot, paginationRange } from './navigation/paginationRange';
export { type TabItem, Tabs, type TabsProps } from './navigation/Tabs';
export {
  Invoice,
  type InvoiceLabels,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceProps,
  type InvoiceSeller,
  type InvoiceTotal,
} from './order/Invoice';
export {
  type OfflineOrderState,
  OfflineOrdersReview,
  type OfflineOrdersReviewLabels,
  type OfflineOrdersReviewProps,
  type OfflineOrderView,
} from './order/OfflineOrdersReview';
export {
  OrderConfirmation,
  type OrderConfirmationLabels,
  type OrderConfirmationProps,
  type OrderPaymentStatus,
} from './order/OrderConfirmation';
export { PaymentFailure, type PaymentFailureLabels, type PaymentFailureProps } from './order/PaymentFailure';
export { type PendingOrderLine, PendingOrderNotice, type PendingOrderNoticeProps } from './order/PendingOrderNotice';
export { Drawer, type DrawerProps } from './overlays/Drawer';
export { Modal, type ModalProps } from './overlays/Modal';
export {
  type CustomOption,
  CustomOptionField,
  type CustomOptionFieldProps,
  type CustomOptionType,
  type CustomOptionValue,
} from './product/CustomOptionField';
export { MeasureInput, type MeasureInputProps } from './product/MeasureInput';
export { Price, type PriceProps } from './product/Price';
export { ProductCard, type ProductCardProps } from './product/ProductCard';
export { ProductGrid, type ProductGridItem, type ProductGridProps } from './product/ProductGrid';
export { MAX_RATING, Rating, type RatingProps } from './product/Rating';
export { RatingInput, type RatingInputProps } from './product/RatingInput';
export { ReviewSummary, type ReviewSummaryProps } from './product/ReviewSummary';
export { TrustBanner, type TrustBannerProps, type TrustItem } from './product/TrustBanner';
export { VariantPicker, type VariantPickerProps, type VariantValue } from './product/VariantPicker';
export { type LinkComponentProps, LinkProvider, type LinkProviderProps } from './provider/LinkProvider';
export { ReviewForm, type ReviewFormLabels, type ReviewFormProps, type ReviewFormValues } from './review/ReviewForm';
export { ReviewPolicy, type ReviewPolicyPoint, type ReviewPolicyProps } from './review/ReviewPolicy';
export {
  ReviewReportForm,
  type ReviewReportFormLabels,
  type ReviewReportFormProps,
} from './review/ReviewReportForm';
export { SEARCH_MIN_LENGTH, SearchPanel, type SearchPanelLabels, type SearchPanelProps } from './search/SearchPanel';
export { type Breakpoint, breakpoints } from './tokens/breakpoints';
export { layout } from './tokens/layout';
export { timing } from './tokens/timing';
export { WishlistList, type WishlistListItem, type WishlistListProps } from './wishlist/WishlistList';
export { WishlistToggle, type WishlistToggleProps } from './wishlist/WishlistToggle';
export {
  WithdrawalAcknowledgement,
  type WithdrawalAcknowledgementLabels,
  type WithdrawalAcknowledgementProps,
} from './withdrawal/WithdrawalAcknowledgement';
export {
  type WithdrawalChoiceLine,
  WithdrawalLineChooser,
  type WithdrawalLineChooserLabels,
  type WithdrawalLineChooserProps,
} from './withdrawal/WithdrawalLineChooser';
export {
  WithdrawalSummary,
  type WithdrawalSummaryLabels,
  type WithdrawalSummaryProps,
} from './withdrawal/WithdrawalSummary';
