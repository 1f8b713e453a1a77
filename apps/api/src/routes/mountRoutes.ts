import type { Hono } from 'hono';
import { mountOutputCache } from '../cache/mountOutputCache';
import { mountCartRoutes } from '../cart/mountCartRoutes';
import { mountShippingTermsRoutes } from '../cart/mountShippingTermsRoutes';
import { mountCatalog } from '../catalog/mountCatalog';
import { createCommerceSettings } from '../commerce/createCommerceSettings';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { mountContactRoutes } from '../contact/mountContactRoutes';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { attemptStoreFor } from '../customer/attemptStoreFor';
import { mountCustomerRoutes } from '../customer/mountCustomerRoutes';
import type { ApiDependencies } from '../http/apiDependencies';
import type { ApiEnv } from '../http/apiEnv';
import type { RouteContext } from '../http/RouteContext';
import { refuseCrossSiteWrites } from '../http/refuseCrossSiteWrites';
import { mountMailRoutes } from '../mail/mountMailRoutes';
import { mountNewsletterRoutes } from '../newsletter/mountNewsletterRoutes';
import { mountOpenApiRoute } from '../openapi/mountOpenApiRoute';
import { mountOrderRoutes } from '../order/mountOrderRoutes';
import { mountPaymentRoutes } from '../payment/mountPaymentRoutes';
import { openPlatform } from '../platform/openPlatform';
import { mountReviewRoutes } from '../review/mountReviewRoutes';
import { CSP_REPORT_LIMITS, mountCspReportRoute } from '../security/mountCspReportRoute';
import { mountSellerRoutes } from '../seller/mountSellerRoutes';
import { mountStockRoutes } from '../stock/mountStockRoutes';
import { spentTokensFor } from '../tokens/spentTokensFor';
import { mountWithdrawalRoutes } from '../withdrawal/mountWithdrawalRoutes';

/**
 * The routing root: opens the platform named by `dependencies.platform` (default `embedded`) with the commerce
 * settings of `dependencies.commerce` (defaults with a random secret otherwise), then mounts every endpoint — the
 * catalogue read path, the commerce calls on the platform, the OpenAPI document.
 * @example
 * mountRoutes(app, { database, commerce: createCommerceSettings({ secret }) });
 */
export function mountRoutes(app: Hono<ApiEnv>, dependencies: ApiDependencies): void {
  const settings = dependencies.commerce ?? createCommerceSettings();
  // Shared by every shop process on a PostgreSQL server; in memory on the embedded database (issue 23).
  const attemptStore = attemptStoreFor(dependencies.database);
  const routes: RouteContext = {
    platform: openPlatform(dependencies.platform ?? 'embedded', {
      database: dependencies.database,
      settings,
      magento: dependencies.magento,
    }),
    settings,
    contactLimiter: new AttemptLimiter(settings.attemptLimits.contact, attemptStore('contact')),
    reportLimiter: new AttemptLimiter(settings.attemptLimits.contact, attemptStore('report')),
    formKey: deriveSecretKey(settings.secret, 'form-token'),
    spentMailTokens: spentTokensFor(dependencies.database, 'mail'),
  };
  // Before any route: a write sent by a page of another site is refused (issue 19).
  app.use('/api/*', refuseCrossSiteWrites(settings));
  // Off unless REDIS_URL is set (SPEC §9); in front of the catalogue reads, so mounted before them (issue 23).
  mountOutputCache(app, {
    database: dependencies.database,
    settings,
    attemptStore,
    outputCache: dependencies.outputCache,
  });
  // The catalogue's prices by customer group (SPEC §6) read the group of a user token from the platform.
  const { customers } = routes.platform;
  mountCatalog(app, dependencies.database, routes.platform.cms, {
    verifyUserToken: (token) => customers.priceGroup(token),
    ...dependencies.catalog,
  });
  mountCartRoutes(app, routes);
  mountCustomerRoutes(app, routes);
  mountOrderRoutes(app, routes);
  mountPaymentRoutes(app, routes);
  mountStockRoutes(app, routes);
  mountNewsletterRoutes(app, routes);
  mountReviewRoutes(app, routes, settings.reviewService.fetch);
  mountContactRoutes(app, routes);
  mountMailRoutes(app, routes);
  mountSellerRoutes(app, routes);
  mountShippingTermsRoutes(app, routes);
  mountWithdrawalRoutes(app, routes);
  mountCspReportRoute(app, {
    // A flood guard for a log, not a rule a shopper meets: kept in each process's memory, so a flood of reports
    // costs a map lookup each, never a database write.
    limiter: new AttemptLimiter(CSP_REPORT_LIMITS),
    trustProxy: settings.trustProxy,
    now: settings.now,
    log: dependencies.cspReportLog ?? ((line) => console.warn(line)),
  });
  mountOpenApiRoute(app, dependencies.version ?? '0.0.0');
}
