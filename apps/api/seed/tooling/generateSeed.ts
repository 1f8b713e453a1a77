// Generates the seed data files of apps/api/seed from the reference data beside this file:
//   pnpm --filter @citerne/api seed:generate
// The JSON files it writes are what the API loads (src/seed/loadSeed.ts); this script only writes them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogArticles } from './blogArticles';
import { attributeDefinitions, type Colour, categories, categoryTexts } from './catalogData';
import { cmsPages, company, demoPhone } from './cmsPages';
import { drawProductImage, drawScene } from './drawProductImage';
import { generateProducts, registerCategory } from './generateProducts';

const seedRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const write = (path: string, data: unknown) => {
  const file = join(seedRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof data === 'string' ? data : `${JSON.stringify(data, null, 2)}\n`);
};

// Categories with their url paths (SPEC §3 Category).
const byId = new Map<number, (typeof categories)[number]>(categories.map((c) => [c.id, c]));
const pathOf = (id: number): string[] => {
  const category = byId.get(id);
  if (!category || category.id === 2) return [];
  return [...pathOf(category.parent_id), category.url_key];
};
for (const category of categories) registerCategory(category.id, pathOf(category.id).join('/'), category.name);
const { products, images } = generateProducts();

const visible = products.filter((p) => p.visibility !== 1 && p.status === 1);
const categoryDocs = categories.map((category) => {
  const path = pathOf(category.id);
  const text = categoryTexts[category.id];
  const productCount = visible.filter((p) => (p.category_ids as number[]).includes(category.id)).length;
  const ancestors: number[] = [];
  for (let parent = byId.get(category.parent_id); parent; parent = byId.get(parent.parent_id))
    ancestors.unshift(parent.id);
  return {
    id: category.id,
    parent_id: category.parent_id,
    parent_ids: ancestors,
    name: category.name,
    url_key: category.url_key,
    slug: category.url_key,
    url_path: path.length > 0 ? path.join('/') : category.url_key,
    path: [1, ...ancestors, category.id].join('/'),
    level: category.level,
    position: category.position,
    is_active: true,
    include_in_menu: 'include_in_menu' in category ? category.include_in_menu : true,
    product_count: productCount,
    children_count: categories.filter((c) => c.parent_id === category.id).length,
    image: category.id === 2 ? null : `/category/${category.url_key}.svg`,
    description: text ? `<p>${text.description}</p>` : null,
    category_short_description: text?.short ?? null,
    meta_title: `${category.name} | ${company.brand}`,
    meta_keywords: null,
    meta_description: text?.short ?? null,
    filterable_attributes: text?.filters ?? [],
  };
});

// Tax rules (SPEC §3 Tax rule): standard rate FR 20 %, DE 19 %, IT 22 %; e-books FR 5.5 %, DE 7 %, IT 4 %.
const taxRules = [
  {
    id: 1,
    code: 'TVA taux normal',
    priority: 0,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { id: 1, code: 'FR-20', rate: 20, tax_country_id: 'FR', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
      { id: 2, code: 'DE-19', rate: 19, tax_country_id: 'DE', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
      { id: 3, code: 'IT-22', rate: 22, tax_country_id: 'IT', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
    ],
  },
  {
    id: 2,
    code: 'TVA taux réduit livres numériques',
    priority: 0,
    product_tax_class_ids: [6],
    customer_tax_class_ids: [3],
    rates: [
      { id: 4, code: 'FR-5.5', rate: 5.5, tax_country_id: 'FR', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
      { id: 5, code: 'DE-7', rate: 7, tax_country_id: 'DE', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
      { id: 6, code: 'IT-4', rate: 4, tax_country_id: 'IT', region_name: '*', tax_region_id: 0, tax_postcode: '*' },
    ],
  },
];

const attributes = attributeDefinitions.map((attribute) => ({
  ...attribute,
  is_user_defined: attribute.attribute_code !== 'price',
  is_visible: true,
  is_visible_on_front: attribute.is_filterable || attribute.attribute_code === 'dimensions',
  is_comparable: attribute.attribute_code !== 'price',
  options: attribute.options.map((option, i) => ({ ...option, value: String(option.value), sort_order: i + 1 })),
}));

// The blog's articles are CMS pages too (`blog-…`), after the shop's pages so their ids never move; they add their
// publication date, summary and the products they mention.
const pageDocs = [...cmsPages, ...blogArticles].map((page, i) => ({
  id: i + 1,
  identifier: page.identifier,
  title: page.title,
  content_heading: page.title,
  content: page.content,
  meta_title: `${page.title} | ${company.brand}`,
  meta_description: page.meta_description,
  sort_order: i + 1,
  active: true,
  store_id: 1,
  ...('published_at' in page
    ? { published_at: page.published_at, summary: page.summary, products: page.products, updated_at: page.published_at }
    : { updated_at: '2026-10-01T08:00:00.000Z' }),
}));

const blocks = [
  {
    id: 1,
    identifier: 'modal-all-page',
    title: 'Offre de bienvenue',
    active: false,
    content:
      '<h2>-10 % sur votre première commande</h2><p>Inscrivez-vous à notre lettre d’information et recevez un code de réduction de 10 % valable sur tout le site.</p>',
  },
  {
    id: 2,
    identifier: 'footer-product-link',
    title: 'Liens produits du pied de page',
    active: true,
    content:
      '<ul><li><a href="/citernes-souples/eau-de-pluie">Citernes eau de pluie</a></li><li><a href="/citernes-souples/reserve-incendie">Réserves incendie</a></li><li><a href="/citernes-souples/eau-potable-acs">Citernes eau potable</a></li><li><a href="/baches">Bâches</a></li><li><a href="/ombrage/toiles-de-pergola">Toiles de pergola</a></li><li><a href="/comment-choisir-sa-citerne-souple">Comment choisir sa citerne souple ?</a></li></ul>',
  },
  { id: 3, identifier: 'tag-manager-head', title: 'Tag manager (script dans head)', active: true, content: '' },
  { id: 4, identifier: 'tag-manager-body', title: 'Tag manager (noscript dans body)', active: true, content: '' },
  {
    id: 5,
    identifier: 'header-phone',
    title: 'Téléphone de l’en-tête',
    active: true,
    content: `<a href="tel:${demoPhone.international.replace(/\s/g, '')}">${demoPhone.display}</a>`,
  },
  {
    id: 6,
    identifier: 'reassurance',
    title: 'Bandeau de réassurance',
    active: true,
    content:
      '<ul><li>Fabrication française</li><li>8 800 citernes installées</li><li>Garantie 5 ans et plus</li><li>Citernes sur mesure</li></ul>',
  },
  // The store locator's points of sale (storefront storeLocator/): a JSON list, the seller's identity by placeholder.
  {
    id: 7,
    identifier: 'store-locator-points',
    title: 'Points de vente (page « Nous trouver ») — liste JSON',
    active: true,
    content: JSON.stringify([
      {
        name: 'Atelier Citerne Souple — point de retrait',
        street: '{{seller.address.street}}',
        postcode: '{{seller.address.postcode}}',
        city: '{{seller.address.city}}',
        country: '{{seller.address.country}}',
        phone: '{{seller.phone}}',
        phoneE164: '{{seller.phone.e164}}',
        hours: [
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '12:00' },
          { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '14:00', closes: '17:00' },
        ],
        note: 'Retrait des commandes et visite de l’atelier sur rendez-vous.',
      },
    ]),
  },
];

const pageId = (identifier: string) => pageDocs.find((p) => p.identifier === identifier)?.id ?? 0;
const hierarchy = [
  {
    id: 1,
    node_id: 1,
    parent_node_id: null,
    identifier: 'informations-legales',
    title: 'Informations légales',
    request_url: 'legal',
    level: 1,
    sort_order: 1,
    page_id: pageId('legal'),
  },
  ...[
    'mentions-legales',
    'conditions-generales-de-vente',
    'conditions-generales-utilisation',
    'privacy',
    'paiement-securise',
  ].map((identifier, i) => ({
    id: 2 + i,
    node_id: 2 + i,
    parent_node_id: 1,
    identifier,
    title: pageDocs.find((p) => p.identifier === identifier)?.title,
    request_url: `legal/${identifier}`,
    level: 2,
    sort_order: i + 1,
    page_id: pageId(identifier),
  })),
  {
    id: 10,
    node_id: 10,
    parent_node_id: null,
    identifier: 'service-client',
    title: 'Service client',
    request_url: 'customer-service',
    level: 1,
    sort_order: 2,
    page_id: pageId('customer-service'),
  },
  ...['delivery', 'returns', 'size-guide', 'store-locator'].map((identifier, i) => ({
    id: 11 + i,
    node_id: 11 + i,
    parent_node_id: 10,
    identifier,
    title: pageDocs.find((p) => p.identifier === identifier)?.title,
    request_url: `customer-service/${identifier}`,
    level: 2,
    sort_order: i + 1,
    page_id: pageId(identifier),
  })),
  {
    id: 20,
    node_id: 20,
    parent_node_id: null,
    identifier: 'entreprise',
    title: 'L’entreprise',
    request_url: 'about-us',
    level: 1,
    sort_order: 3,
    page_id: pageId('about-us'),
  },
  ...['expertise', 'workshops'].map((identifier, i) => ({
    id: 21 + i,
    node_id: 21 + i,
    parent_node_id: 20,
    identifier,
    title: pageDocs.find((p) => p.identifier === identifier)?.title,
    request_url: `about-us/${identifier}`,
    level: 2,
    sort_order: i + 1,
    page_id: pageId(identifier),
  })),
];

// Per-store content (SPEC §3 Homepage data, banners, Instagram images, default content).
const storeTexts = {
  fr: {
    banners: [
      [
        'Fabrication française',
        'Nos citernes sont confectionnées dans notre atelier de Cholet.',
        '/c/citernes-souples',
      ],
      ['8 800 citernes installées', 'Particuliers, agriculteurs et collectivités nous font confiance.', '/i/about-us'],
      ['Garantie 5 ans et plus', 'Jusqu’à 10 ans sur nos réserves incendie.', '/c/reserve-incendie'],
      ['Citernes sur mesure', 'Configurez-la aux dimensions exactes de votre terrain.', '/configurator'],
    ],
    defaultContent: [
      { title: 'Livraison offerte', message: ['Dès 200 € TTC d’achat', 'en France métropolitaine.'] },
      { title: 'Paiement sécurisé', message: 'Carte bancaire 3-D Secure, virement ou paiement à la livraison.' },
      { title: 'Retours gratuits', message: 'Sous 30 jours sur les accessoires.' },
      { title: 'Conseil d’expert', message: ['Nos techniciens vous répondent', `au ${demoPhone.display}.`] },
    ],
    sections: { new: 'Nouveautés', bestsellers: 'Meilleures ventes', slider: 'Nos réalisations' },
    slides: [
      'Réserve incendie de 120 m³ pour une commune du Maine-et-Loire',
      'Récupération d’eau de pluie de 10 m³ pour un jardin potager',
      'Citerne agricole de 300 m³ pour l’irrigation',
      'Citerne eau potable de 30 m³ pour un gîte de montagne',
    ],
  },
  de: {
    banners: [
      [
        'Hergestellt in Frankreich',
        'Unsere Tanks werden in unserer Werkstatt in Cholet gefertigt.',
        '/de/c/citernes-souples',
      ],
      ['8 800 installierte Tanks', 'Privatkunden, Landwirte und Gemeinden vertrauen uns.', '/de/i/about-us'],
      ['5 Jahre Garantie und mehr', 'Bis zu 10 Jahre auf Löschwasserbehälter.', '/de/c/reserve-incendie'],
      ['Maßanfertigung', 'Konfigurieren Sie sie genau passend für Ihr Grundstück.', '/de/configurator'],
    ],
    defaultContent: [
      { title: 'Sichere Zahlung', message: 'Kreditkarte mit 3-D Secure oder Überweisung.' },
      { title: 'Expertenberatung', message: ['Unsere Techniker beraten Sie', `unter ${demoPhone.international}.`] },
    ],
    sections: { new: 'Neuheiten', bestsellers: 'Bestseller', slider: 'Unsere Projekte' },
    slides: [
      'Löschwasserbehälter 120 m³',
      'Regenwassertank 10 m³',
      'Landwirtschaftlicher Tank 300 m³',
      'Trinkwassertank 30 m³',
    ],
  },
  it: {
    banners: [
      [
        'Prodotto in Francia',
        'Le nostre cisterne sono realizzate nel nostro laboratorio di Cholet.',
        '/it/c/citernes-souples',
      ],
      ['8 800 cisterne installate', 'Privati, agricoltori e comuni si fidano di noi.', '/it/i/about-us'],
      ['Garanzia 5 anni e oltre', 'Fino a 10 anni sulle riserve antincendio.', '/it/c/reserve-incendie'],
      ['Cisterne su misura', 'Configuratela alle dimensioni esatte del vostro terreno.', '/it/configurator'],
    ],
    defaultContent: [
      { title: 'Pagamento sicuro', message: 'Carta con 3-D Secure o bonifico.' },
      { title: 'Consulenza esperta', message: ['I nostri tecnici vi rispondono', `al ${demoPhone.international}.`] },
    ],
    sections: { new: 'Novità', bestsellers: 'I più venduti', slider: 'Le nostre realizzazioni' },
    slides: [
      'Riserva antincendio da 120 m³',
      'Cisterna acqua piovana da 10 m³',
      'Cisterna agricola da 300 m³',
      'Cisterna acqua potabile da 30 m³',
    ],
  },
};
const sceneColours: Colour[] = ['vert', 'rouge', 'sable', 'bleu', 'noir', 'gris'];
const scenes = new Map<string, string>();
const scene = (name: string, seed: number, wide: boolean) => {
  const path = `/content/${name}.svg`;
  scenes.set(path, drawScene(seed, sceneColours[seed % sceneColours.length] as Colour, wide));
  return path;
};
for (const [store, texts] of Object.entries(storeTexts)) {
  const banner = (i: number, kind: string) => {
    const [title, description, link] = texts.banners[i % texts.banners.length] as [string, string, string];
    return { title, description, link, image: scene(`banner-${kind}-${i + 1}`, i, kind === 'main'), alt: title };
  };
  write(`content/${store}/banners.json`, {
    mainBanners: [0, 1].map((i) => banner(i, 'main')),
    smallBanners: [2, 3].map((i) => banner(i, 'small')),
    productBanners: [3].map((i) => banner(i, 'product')),
    menuAsideBanners: [0, 2].map((i) => banner(i, 'aside')),
  });
  write(
    `content/${store}/head-images.json`,
    [0, 1, 2].map((i) => ({
      title: texts.slides[i],
      image: scene(`head-${i + 1}`, i + 4, true),
      link: store === 'fr' ? '/c/citernes-souples' : `/${store}/c/citernes-souples`,
    })),
  );
  write(
    `content/${store}/instagram.json`,
    Array.from({ length: 8 }, (_, i) => ({
      image: scene(`instagram-${i + 1}`, i + 1, false),
      link: 'https://www.instagram.com/',
      alt: texts.slides[i % texts.slides.length],
    })),
  );
  write(`content/${store}/default-content.json`, texts.defaultContent);
  write(`content/${store}/homepage.json`, {
    new_collection: { title: texts.sections.new, query: { sort: { field: 'created_at', order: 'desc' }, size: 8 } },
    bestsellers: {
      title: texts.sections.bestsellers,
      query: {
        filters: [{ kind: 'term', field: 'erin_recommends', value: 1 }],
        sort: { field: 'created_at', order: 'desc' },
        size: 8,
      },
    },
    slider: { title: texts.sections.slider },
  });
  write(
    `content/${store}/slides.json`,
    texts.slides.map((title, i) => ({
      priority: [20, 5, 10, 30][i],
      title,
      image: scene(`slide-${i + 1}`, i + 2, true),
      link: store === 'fr' ? '/c/citernes-souples' : `/${store}/c/citernes-souples`,
    })),
  );
}

rmSync(join(seedRoot, 'images'), { recursive: true, force: true });
for (const { kind, colour, path } of images) write(`images${path}`, drawProductImage(kind, colour));
for (const [path, svg] of scenes) write(`images${path}`, svg);
for (const category of categoryDocs) {
  if (!category.image) continue;
  const sample = products.find(
    (p) => ((p.category_ids as number[] | undefined) ?? []).includes(category.id) && p.visibility === 4,
  );
  const match = images.find((image) => image.path === sample?.image);
  if (match) write(`images${category.image}`, drawProductImage(match.kind, match.colour));
}

write('catalog/categories.json', categoryDocs);
write('catalog/products.json', products);
write('catalog/attributes.json', attributes);
write('catalog/taxrules.json', taxRules);
write('cms/pages.json', pageDocs);
write('cms/blocks.json', blocks);
write('cms/hierarchy.json', hierarchy);
const types = new Set(visible.map((p) => p.type_id));
console.log(
  `${categoryDocs.length} categories, ${products.length} products (${visible.length} visible; types ${[...types].join(', ')}), ${images.length} product images, ${pageDocs.length} CMS pages`,
);
