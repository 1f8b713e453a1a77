import type { TaxRule } from '@citerne/pricing';
import type { Hono } from 'hono';
import nodemailer from 'nodemailer';
import { mountCartRoutes } from '../cart/mountCartRoutes';
import type { CommerceContext } from '../commerce/CommerceContext';
import type { CommerceSettings } from '../commerce/CommerceSettings';
import { deriveSecretKey } from '../commerce/deriveSecretKey';
import { loadTaxRules } from '../commerce/loadTaxRules';
import { mountContactRoutes } from '../contact/mountContactRoutes';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { mountCustomerRoutes } from '../customer/mountCustomerRoutes';
import type { OpenDatabase } from '../db/openDatabase';
import type { ApiEnv } from '../http/apiEnv';
import { MailOutbox } from '../mail/MailOutbox';
import { mountMailRoutes } from '../mail/mountMailRoutes';
import { mountNewsletterRoutes } from '../newsletter/mountNewsletterRoutes';
import { mountOpenApiRoute } from '../openapi/mountOpenApiRoute';
import { mountOrderRoutes } from '../order/mountOrderRoutes';
import { createCardPaymentProvider } from '../payment/createCardPaymentProvider';
import { mountPaymentRoutes } from '../payment/mountPaymentRoutes';
import { mountReviewRoutes } from '../review/mountReviewRoutes';
import { mountSellerRoutes } from '../seller/mountSellerRoutes';
import { mountStockRoutes } from '../stock/mountStockRoutes';
import { mountWithdrawalRoutes } from '../withdrawal/mountWithdrawalRoutes';

const TAX_RULES_TTL_MS = 60_000;

/**
 * Builds the commerce context (keys derived from the secret, rate limiters, mail outbox, payment
 * providers) and mounts every commerce endpoint on the API.
 * @example
 * const context = mountCommerceRoutes(app, database, createCommerceSettings());
 */
export function mountCommerceRoutes(
  app: Hono<ApiEnv>,
  database: OpenDatabase,
  settings: CommerceSettings,
  version = '0.0.0',
): CommerceContext {
  const transport =
    settings.mail.transport ?? (settings.mail.smtpUrl ? nodemailer.createTransport(settings.mail.smtpUrl) : null);
  let cachedRules: { at: number; rules: Promise<readonly TaxRule[]> } | null = null;
  const taxRules =
    settings.taxRules ??
    (() => {
      const now = Date.now();
      if (cachedRules === null || now - cachedRules.at > TAX_RULES_TTL_MS) {
        const rules = loadTaxRules(database.db);
        cachedRules = { at: now, rules };
        rules.catch(() => {
          cachedRules = null;
        });
      }
      return cachedRules.rules;
    });
  const context: CommerceContext = {
    database,
    db: database.db,
    settings,
    taxRules,
    accessTokenKey: deriveSecretKey(settings.secret, 'access-token'),
    formKey: deriveSecretKey(settings.secret, 'form-token'),
    loginLimiter: new AttemptLimiter(settings.attemptLimits.login),
    resetLimiter: new AttemptLimiter(settings.attemptLimits.reset),
    contactLimiter: new AttemptLimiter(settings.attemptLimits.contact),
    reportLimiter: new AttemptLimiter(settings.attemptLimits.contact),
    outbox: new MailOutbox(database.db, settings.mail.from, transport),
    paymentProviders: new Map(
      settings.cardProviders.map((provider) => [
        provider.code,
        createCardPaymentProvider(provider, settings.publicUrl),
      ]),
    ),
    dispatch: async (request) => app.fetch(request),
  };
  mountCartRoutes(app, context);
  mountCustomerRoutes(app, context);
  mountOrderRoutes(app, context);
  mountPaymentRoutes(app, context);
  mountStockRoutes(app, context);
  mountNewsletterRoutes(app, context);
  mountReviewRoutes(app, context, settings.reviewService.fetch);
  mountContactRoutes(app, context);
  mountMailRoutes(app, context);
  mountSellerRoutes(app, context);
  mountWithdrawalRoutes(app, context);
  mountOpenApiRoute(app, version);
  return context;
}
