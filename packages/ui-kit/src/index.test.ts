import { describe, expect, it } from 'vitest';
import * as kit from './index';

describe('public API of @citerne/ui-kit', () => {
  it('exports the components the storefront composes pages from', () => {
    for (const name of [
      'Header',
      'Footer',
      'ProductCard',
      'ProductGrid',
      'Price',
      'MeasureInput',
      'Button',
      'Link',
      'Icon',
      'MegaMenu',
      'MobileMenu',
      'MobileBottomNav',
      'MiniCart',
      'SearchPanel',
      'Modal',
      'Drawer',
      'Notifications',
      'CookieNotice',
      'OfflineBadge',
      'ProgressBar',
      'LinkProvider',
      'AddressForm',
      'ShippingMethodList',
      'PaymentMethodList',
      'ErrorSummary',
      'CheckoutStepSection',
      'CouponForm',
      'OrderSummary',
      'OrderConfirmation',
      'OfflineOrdersReview',
      'PaymentFailure',
      'PendingOrderNotice',
      'Invoice',
      'AuthPanel',
      'LoginForm',
      'RegisterForm',
      'ForgotPasswordForm',
      'NewPasswordForm',
    ]) {
      expect(kit, name).toHaveProperty(name);
    }
  });

  it('keeps internal helpers private', () => {
    for (const name of [
      'useLinkComponent',
      'buttonClassName',
      'useModalDialog',
      'focusableElements',
      'CartLineControls',
      'MethodRadioList',
      'useFocusOnMount',
      'AuthForm',
      'PasswordInput',
      'NewPasswordFields',
      'fieldErrorSummary',
    ]) {
      expect(kit, name).not.toHaveProperty(name);
    }
  });

  it('exports the SPEC §9 constants the kit encodes', () => {
    expect(kit.breakpoints).toEqual({ tablet: 768, desktop: 1024, wide: 1440 });
    expect(kit.layout.cartSidebarWidth).toBe('700px');
    expect(kit.layout.bottomNavHeight).toBe('3.75rem');
    expect(kit.layout.bottomNavOverhang).toBe('1.25rem');
    expect(kit.timing.notificationTimeToLiveMs).toBe(kit.DEFAULT_NOTIFICATION_TTL_MS);
    expect(kit.SUBMENU_PATH_POP_DELAY_MS).toBe(300);
    expect(kit.imageSizes.category).toEqual({ width: 250, height: 375 });
  });
});
