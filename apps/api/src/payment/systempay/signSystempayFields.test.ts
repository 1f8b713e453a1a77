import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signSystempayFields } from './signSystempayFields';

// The worked example of the Lyra / Systempay form documentation ("Computing the signature"): these
// fields, the test key 1122334455667788, and the published SHA-1 signature of the signed text.
const documented = {
  vads_action_mode: 'INTERACTIVE',
  vads_amount: '1524',
  vads_ctx_mode: 'TEST',
  vads_currency: '978',
  vads_page_action: 'PAYMENT',
  vads_payment_config: 'SINGLE',
  vads_site_id: '12345678',
  vads_trans_date: '20090501193530',
  vads_trans_id: '654321',
  vads_version: 'V2',
};
const documentedKey = '1122334455667788';
const publishedSha1 = '606b369759fac4f0864144c803c73676cbe470ff';

describe('Systempay signature', () => {
  it('signs the text of the documented example (checked against its published SHA-1) with HMAC-SHA-256 in Base64', () => {
    // The signed text, written out by hand from the documented algorithm: values in field-name order, "+", the key.
    const text = 'INTERACTIVE+1524+TEST+978+PAYMENT+SINGLE+12345678+20090501193530+654321+V2+1122334455667788';
    expect(createHash('sha1').update(text).digest('hex')).toBe(publishedSha1);
    expect(signSystempayFields(documented, documentedKey)).toBe(
      createHmac('sha256', documentedKey).update(text).digest('base64'),
    );
    // Computed once with node:crypto from that text (the documentation publishes the SHA-1 result only).
    expect(signSystempayFields(documented, documentedKey)).toBe('O1ycab+xOkAmToSWeEE2hj39aAKCQ2IxGK+JxKv8iUI=');
  });

  it('signs only the vads_ fields, in field-name order whatever the order they come in', () => {
    const shuffled = Object.fromEntries(Object.entries(documented).reverse());
    const withOthers = { ...shuffled, signature: 'anything', payer: 'Payer' };
    expect(signSystempayFields(withOthers, documentedKey)).toBe(signSystempayFields(documented, documentedKey));
  });

  it('signs accented values as UTF-8, and any changed value changes the signature', () => {
    const fields = { ...documented, vads_cust_first_name: 'Léa', vads_cust_city: 'Besançon' };
    const text = 'INTERACTIVE+1524+TEST+978+Besançon+Léa+PAYMENT+SINGLE+12345678+20090501193530+654321+V2+k';
    expect(signSystempayFields(fields, 'k')).toBe(createHmac('sha256', 'k').update(text, 'utf8').digest('base64'));
    expect(signSystempayFields({ ...fields, vads_amount: '1525' }, 'k')).not.toBe(signSystempayFields(fields, 'k'));
  });
});
