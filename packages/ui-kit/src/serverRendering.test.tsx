// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartLines, cartTotals, miniCartLabels } from './fixtures/cartLines';
import {
  addressLabels,
  countries,
  filledAddress,
  orderLines,
  orderSegments,
  orderSummaryLabels,
} from './fixtures/checkout';
import { footerStoryArgs } from './fixtures/footerStoryArgs';
import { navCategories } from './fixtures/navCategories';
import { invoiceLabels, invoiceLegalNotes, invoiceLines, invoiceSeller, invoiceTotals } from './fixtures/order';

// The storefront renders on the server: importing the kit and rendering it must never touch `window`.
describe('server rendering without a browser', () => {
  it('imports the kit in Node where window does not exist', async () => {
    expect(typeof window).toBe('undefined');
    const kit = await import('./index');
    expect(kit.Header).toBeTypeOf('function');
  });

  it('renders the default layout pieces to HTML', async () => {
    const kit = await import('./index');
    const html = renderToString(
      <kit.LinkProvider component={(props) => <a {...props} data-router="" />}>
        <kit.ProgressBar active={false} label="Chargement" />
        <kit.Header
          logo={<span>Citerne Souple</span>}
          homeHref="/"
          homeLabel="Accueil"
          phone={{ number: '04 68 00 00 00', href: 'tel:+33468000000', label: 'Appelez-nous' }}
          contact={{ href: '/contact', label: 'Contact' }}
          account={{ label: 'Se connecter', onClick: () => undefined }}
          cart={{ label: 'Panier, 2 articles', quantity: 2, onClick: () => undefined }}
          search={{ label: 'Rechercher', placeholder: 'Rechercher…', onOpen: () => undefined }}
          menu={{ label: 'Menu', onToggle: () => undefined, expanded: false }}
          navigation={
            <kit.MegaMenu
              label="Navigation"
              triggerLabel="Nos produits"
              categories={navCategories}
              seeAllLabel={(category) => `Voir tout : ${category.label}`}
            />
          }
        />
        <kit.ProductCard
          name="Citerne souple 10 m³"
          href="/p/CS-10/citerne-souple-10m3"
          image={{ src: '/media/cs10.jpg', alt: '' }}
          price={1234.5}
          priceLabels={{ tax: 'TTC' }}
        />
        <kit.Footer {...footerStoryArgs} />
        <kit.MobileBottomNav
          label="Navigation mobile"
          labels={{ home: 'Accueil', menu: 'Menu', search: 'Recherche', profile: 'Compte', cart: 'Panier' }}
          homeHref="/"
          isHome
          isAccount={false}
          menuOpen={false}
          searchOpen={false}
          onMenu={() => undefined}
          onSearch={() => undefined}
          onProfile={() => undefined}
          onCart={() => undefined}
          cartQuantity={2}
          cartLabel="Panier, 2 articles"
        />
        <kit.Notifications label="Notifications" closeLabel="Fermer" notifications={[]} onDismiss={() => undefined} />
        <kit.OfflineBadge offline={false} message="Hors ligne" />
        <kit.Drawer open={false} onClose={() => undefined} title="Mon panier" closeLabel="Fermer">
          <kit.MiniCart
            status="ready"
            lines={cartLines}
            totals={cartTotals}
            labels={miniCartLabels}
            onQuantityChange={() => undefined}
            onRemove={() => undefined}
            checkoutHref="/checkout"
            continueHref="/"
          />
        </kit.Drawer>
        <kit.CookieNotice
          categories={[{ id: 'necessary', label: 'Nécessaires', essential: true }]}
          labels={{
            title: 'Cookies',
            message: 'Nous utilisons des cookies.',
            details: 'Voir les détails',
            acceptAll: 'Tout accepter',
            refuseAll: 'Tout refuser',
            customize: 'Personnaliser',
            save: 'Enregistrer',
            close: 'Fermer',
            customizeTitle: 'Personnaliser',
            alwaysOn: 'toujours actifs',
          }}
          detailsHref="/i/conditions-generales-utilisation"
          onDecide={() => undefined}
        />
      </kit.LinkProvider>,
    );
    expect(html).toContain('Citerne souple 10 m³');
    expect(html).toContain('1\u202F234,50\u00A0€');
    expect(html).toContain('Version 1.4.0');
    expect(html).toContain('href="/p/CS-10/citerne-souple-10m3" class="');
    expect(html).toContain('data-router=""');
    expect(html).toContain('Tout refuser');
  });

  it('renders an open modal and the mini-cart content on the server', async () => {
    const kit = await import('./index');
    const html = renderToString(
      <kit.Modal open onClose={() => undefined} title="Guide des tailles" closeLabel="Fermer">
        <p>Contenu</p>
      </kit.Modal>,
    );
    expect(html).toContain('Guide des tailles');
    expect(html).toContain('<dialog');
  });

  it('renders the checkout and invoice pages on the server', async () => {
    const kit = await import('./index');
    const html = renderToString(
      <>
        <kit.CheckoutStepSection number={1} title="Adresse de livraison" status="open" editLabel="Modifier">
          <kit.AddressForm
            idPrefix="shipping"
            value={filledAddress}
            onChange={() => undefined}
            labels={addressLabels}
            countries={countries}
          />
        </kit.CheckoutStepSection>
        <kit.OrderSummary lines={orderLines} segments={orderSegments} labels={orderSummaryLabels} />
        <kit.Invoice
          seller={invoiceSeller}
          invoiceNumber="FA-2025-00042"
          orderNumber="000001042"
          date="12 mars 2025"
          customer={{ name: 'Camille Roussel', addressLines: ['66000 Perpignan'] }}
          lines={invoiceLines}
          totals={invoiceTotals}
          paymentLabel="Carte bancaire"
          legalNotes={invoiceLegalNotes}
          labels={invoiceLabels}
        />
      </>,
    );
    expect(html).toContain('id="shipping-zipCode"');
    expect(html).toContain('726,90\u00A0€');
    expect(html).toContain('Facture FA-2025-00042');
  });
});
