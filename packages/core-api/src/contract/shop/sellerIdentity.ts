import * as v from 'valibot';
import { EmailSchema } from '../field/email';
import { trimmedText } from '../field/trimmedText';
import { frenchVatKey, isValidSiretKey } from './frenchCompanyNumbers';

function isWebAddress(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol) && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(text);
  } catch {
    return false;
  }
}

const wellFormed = {
  siret: (siret: string) => /^\d{14}$/.test(siret),
  siren: (siren: string) => /^\d{9}$/.test(siren),
  vat: (vatNumber: string) => /^FR\d{11}$/.test(vatNumber),
};

/** Digits with the spaces, dots and dashes people write them with removed (`732 829 320` → `732829320`). */
const digitsOnly = (label: string, length: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\s.-]/g, '')),
    v.regex(new RegExp(`^\\d{${length}}$`), `${label} must be ${length} digits.`),
  );

const SiretSchema = v.pipe(
  digitsOnly('The SIRET', 14),
  // Only a well-formed SIRET is keyed: one issue per broken field.
  v.check(
    (siret) => !/^\d{14}$/.test(siret) || isValidSiretKey(siret),
    'The SIRET fails its check digit (Luhn key): a digit is wrong.',
  ),
);

const VatNumberSchema = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/[\s.-]/g, '').toUpperCase()),
  v.regex(/^FR\d{11}$/, 'The VAT number must be FR, a 2-digit key and the 9-digit SIREN.'),
);

const PhoneSchema = v.object({
  /** As shown to shoppers: `02 41 00 00 00`. */
  display: trimmedText(30),
  /** For `tel:` links and structured data: `+33241000000`. */
  e164: v.pipe(v.string(), v.trim(), v.regex(/^\+[1-9]\d{6,14}$/, 'Must be an E.164 number such as +33241000000.')),
});

const UrlSchema = v.pipe(v.string(), v.trim(), v.check(isWebAddress, 'Must be an http(s) URL.'));

/**
 * The seller's identity, as French law asks an online shop to publish it (LCEN art. 6 III: legal notice; Code de la
 * consommation art. L111-1, L221-5, L616-1: CGV and mediator; Code de commerce art. L441-9, R123-237: invoices). The
 * merchant sets it in the API's configuration; the storefront, the e-mails and the invoices read it from there.
 * Registration numbers are checked: the SIRET's Luhn key, the RCS number being the SIREN (the SIRET's first 9
 * digits), the VAT number being `FR` + the key computed from that SIREN + the SIREN. Numbers are stored digits only.
 *
 * @example
 * const seller = v.parse(SellerIdentitySchema, JSON.parse(readFileSync('seller.json', 'utf8')));
 * seller.rcs.number; // '123456782'
 */
export const SellerIdentitySchema = v.pipe(
  v.object({
    /** The fictitious identity the shop runs with until the merchant configures the real one. */
    example: v.optional(v.boolean(), false),
    companyName: trimmedText(200),
    /** `SAS`, `SARL`, `EURL`… */
    legalForm: trimmedText(100),
    /** Share capital in euros. */
    shareCapital: v.pipe(v.number('Must be a number of euros.'), v.minValue(0, 'Must be 0 or more.')),
    rcs: v.object({ city: trimmedText(100), number: digitsOnly('The RCS number (the SIREN)', 9) }),
    siret: SiretSchema,
    vatNumber: VatNumberSchema,
    address: v.object({
      street: trimmedText(200),
      postcode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9 -]{3,10}$/i, 'Must be a postcode.')),
      city: trimmedText(100),
      /** ISO 3166-1 alpha-2: `FR`. */
      country: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}$/, 'Must be a 2-letter country code (FR).')),
    }),
    phone: PhoneSchema,
    email: EmailSchema,
    publicationDirector: trimmedText(200),
    host: v.object({ name: trimmedText(200), address: trimmedText(300), phone: trimmedText(30) }),
    /** The consumer mediator the shopper can refer a dispute to (Code de la consommation art. L616-1). */
    mediator: v.object({ name: trimmedText(200), website: UrlSchema, address: trimmedText(300) }),
  }),
  v.forward(
    v.partialCheck(
      [
        ['address', 'country'],
        ['address', 'postcode'],
      ],
      ({ address }) => address.country !== 'FR' || /^\d{5}$/.test(address.postcode),
      'A French postcode is 5 digits.',
    ),
    ['address', 'postcode'],
  ),
  v.forward(
    v.partialCheck(
      [['siret'], ['rcs', 'number']],
      ({ siret, rcs }) => !wellFormed.siret(siret) || !wellFormed.siren(rcs.number) || siret.slice(0, 9) === rcs.number,
      'The RCS number must be the SIREN: the first 9 digits of the SIRET.',
    ),
    ['rcs', 'number'],
  ),
  v.forward(
    v.partialCheck(
      [['siret'], ['vatNumber']],
      ({ siret, vatNumber }) =>
        !wellFormed.siret(siret) || !wellFormed.vat(vatNumber) || vatNumber.slice(4) === siret.slice(0, 9),
      'The VAT number must end with the SIREN (the first 9 digits of the SIRET).',
    ),
    ['vatNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['vatNumber']],
      ({ vatNumber }) => !wellFormed.vat(vatNumber) || vatNumber.slice(2, 4) === frenchVatKey(vatNumber.slice(4)),
      'The VAT number key (the 2 digits after FR) does not match its SIREN.',
    ),
    ['vatNumber'],
  ),
);

/** The seller's identity, numbers normalised (digits only, VAT number upper case). */
export type SellerIdentity = v.InferOutput<typeof SellerIdentitySchema>;

/** The seller's identity as a merchant writes it (numbers may hold spaces). */
export type SellerIdentityInput = v.InferInput<typeof SellerIdentitySchema>;
