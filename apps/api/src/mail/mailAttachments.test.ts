import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartWith, orderBody } from '../commerce/testing/shopActions';
import { type CommerceTestShop, startCommerceTest } from '../commerce/testing/startCommerceTest';
import { configuredSeller } from '../seller/sellerIdentityFixture';
import { recordingTransport } from './testing/recordingTransport';

describe('mail attachments: the order confirmation carries the standard withdrawal form as a file', () => {
  let shop: CommerceTestShop;
  const recorder = recordingTransport();
  beforeAll(async () => {
    shop = await startCommerceTest('pglite', {
      seller: configuredSeller,
      mail: {
        from: 'boutique@citerne.example',
        shopAddress: 'contact@citerne.example',
        smtpUrl: undefined,
        outboxViewer: true,
        transport: recorder.transport,
      },
    });
    const cartId = await cartWith(shop, undefined, [{ sku: 'T-PIPE', qty: 1 }]);
    const placed = await shop.call('POST', '/api/order', { body: orderBody(cartId, [{ sku: 'T-PIPE', qty: 1 }]) });
    expect(placed.status).toBe(200);
    await vi.waitFor(async () => {
      const pending = await shop.db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').execute();
      if (pending.length > 0) throw new Error('still pending');
    });
  });
  afterAll(() => shop.close());

  it('keeps the form beside the mail in the outbox, and the body says it is attached instead of holding it', async () => {
    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('sent');
    expect(mail.body_text).toContain(
      'formulaire type de rétractation joint à ce message (formulaire-de-retractation.html)',
    );
    expect(mail.body_text).not.toContain('Rayez la mention inutile');
    const files = await shop.db
      .selectFrom('mail_outbox_attachments')
      .selectAll()
      .where('mail_id', '=', mail.id)
      .execute();
    expect(files.map((file) => [file.position, file.filename, file.content_type])).toEqual([
      [0, 'formulaire-de-retractation.html', 'text/html; charset=utf-8'],
    ]);
    const html = new TextDecoder().decode(files[0]?.content);
    expect(html).toContain('<h1>Formulaire de rétractation</h1>');
    expect(html).toContain(`À l’attention de ${configuredSeller.companyName}`);
    expect(html).toContain('(*) Rayez la mention inutile.');
  });

  it('sends the file with the mail', () => {
    // The subject is MIME-encoded (it holds "n°"): the confirmation is the one mail of this shop.
    expect(recorder.sent).toHaveLength(1);
    const confirmation = recorder.sent[0];
    expect(confirmation).toMatch(
      /Content-Type: text\/html; charset=utf-8; ?\r?\n?\s*name=formulaire-de-retractation\.html/,
    );
    expect(confirmation).toMatch(/Content-Disposition: attachment;\s*filename=formulaire-de-retractation\.html/);
  });

  it('the development outbox viewer lists the file and serves it', async () => {
    const listed = await shop.call('GET', '/api/ext/mail-service/outbox', { headers: { accept: 'application/json' } });
    const mails = listed.body.result as {
      kind: string;
      attachments: { filename: string; url: string; size: number }[];
    }[];
    const confirmation = mails.find((mail) => mail.kind === 'order_confirmation');
    expect(confirmation?.attachments).toEqual([
      {
        filename: 'formulaire-de-retractation.html',
        contentType: 'text/html; charset=utf-8',
        size: expect.any(Number),
        url: expect.stringMatching(/^\/api\/ext\/mail-service\/outbox\/\d+\/attachments\/0$/),
      },
    ]);
    expect(confirmation?.attachments[0]?.size).toBeGreaterThan(500);
    const page = await shop.call('GET', '/api/ext/mail-service/outbox');
    expect(String(page.body.result)).toContain('>formulaire-de-retractation.html</a>');

    const file = await shop.call('GET', String(confirmation?.attachments[0]?.url));
    expect(file.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(file.response.headers.get('content-disposition')).toBe(
      'attachment; filename="formulaire-de-retractation.html"',
    );
    expect(String(file.body.result)).toContain('Je/nous (*) vous notifie/notifions (*)');

    expect((await shop.call('GET', '/api/ext/mail-service/outbox/1/attachments/9')).status).toBe(404);
    expect((await shop.call('GET', '/api/ext/mail-service/outbox/x/attachments/0')).status).toBe(404);
  });
});

describe('the outbox files without the development viewer', () => {
  it('are not served', async () => {
    const shop = await startCommerceTest('pglite', {
      mail: { from: 'b@citerne.example', shopAddress: 'c@citerne.example', smtpUrl: undefined, outboxViewer: false },
    });
    try {
      expect((await shop.call('GET', '/api/ext/mail-service/outbox/1/attachments/0')).status).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
