import type { TaxRule } from '@citerne/pricing';
import nodemailer from 'nodemailer';
import { AttemptLimiter } from '../customer/AttemptLimiter';
import { attemptStoreFor } from '../customer/attemptStoreFor';
import type { OpenDatabase } from '../db/openDatabase';
import { MailOutbox } from '../mail/MailOutbox';
import { createCardPaymentProvider } from '../payment/createCardPaymentProvider';
import type { CommerceContext } from './CommerceContext';
import type { CommerceSettings } from './CommerceSettings';
import { deriveSecretKey } from './deriveSecretKey';
import { loadTaxRules } from './loadTaxRules';

const TAX_RULES_TTL_MS = 60_000;

/**
 * Builds the embedded platform's engine context from the database and the commerce settings: tax rules cached for a
 * minute, the access-token key derived from the secret, the login and reset limiters, the mail outbox and the card
 * payment providers.
 * @example
 * const context = createCommerceContext(database, createCommerceSettings());
 */
export function createCommerceContext(database: OpenDatabase, settings: CommerceSettings): CommerceContext {
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
  // Shared by every shop process on a PostgreSQL server; in memory on the embedded database (issue 23).
  const attemptStore = attemptStoreFor(database);
  return {
    database,
    db: database.db,
    settings,
    taxRules,
    accessTokenKey: deriveSecretKey(settings.secret, 'access-token'),
    loginLimiter: new AttemptLimiter(settings.attemptLimits.login, attemptStore('login')),
    resetLimiter: new AttemptLimiter(settings.attemptLimits.reset, attemptStore('reset')),
    registerLimiter: new AttemptLimiter(settings.attemptLimits.register, attemptStore('register')),
    outbox: new MailOutbox(database.db, settings.mail.from, transport),
    paymentProviders: new Map(
      settings.cardProviders.map((provider) => [
        provider.code,
        createCardPaymentProvider(provider, settings.publicUrl),
      ]),
    ),
  };
}
