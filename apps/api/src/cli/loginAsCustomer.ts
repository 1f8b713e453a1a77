// `pnpm login-as-customer <email>`: prints a link that logs the merchant in as that customer (15 minutes,
// once). It reads the same configuration as the server (environment, DATA_DIR's commerce-secret) and never
// opens the database, so it works while the shop runs on PGlite, which one process at a time can open.
import { EmailAddressSchema } from '@citerne/core-api/contract';
import * as v from 'valibot';
import { loginAsCustomerLink } from '../account/loginAsCustomerLink';
import { loadCommerceSettings } from '../commerce/loadCommerceSettings';
import { loadServerConfig } from '../config/serverConfig';

const email = v.safeParse(EmailAddressSchema, process.argv[2] ?? '');
if (!email.success || process.argv.length > 3) {
  console.error('Usage: pnpm login-as-customer <customer e-mail>');
  process.exit(1);
}
const config = loadServerConfig(process.env);
const settings = loadCommerceSettings(process.env, config);
console.log(loginAsCustomerLink(settings, email.output, Date.now()));
console.error(
  'Valid for 15 minutes, once. Open it in a private window: it logs that browser in as the customer.\n' +
    'The shop refuses it if its server uses another COMMERCE_SECRET (or DATA_DIR) than this shell.',
);
