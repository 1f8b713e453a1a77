// Builds the seed products (SPEC §3 Product): configurable tanks with colour children, bundles, grouped packs,
// simple accessories, tarps and shade products, virtual services, downloadable documents, made-to-measure products.
import { type ProductMeasure, ProductMeasureSchema } from '@citerne/core-api/contract';
import { bundleDefaultSelections } from '@citerne/pricing';
import { seededRandom } from '@repo/test-utils/random';
import * as v from 'valibot';
import {
  type Colour,
  certifications,
  colours,
  grammageId,
  materials,
  sizes,
  usages,
  volumeOptionId,
} from './catalogData';

type Doc = Record<string, unknown> & { id: number; sku: string; name: string; type_id: string };
type MadeToMeasureOption = Record<string, unknown> & {
  option_id: number;
  values?: { option_type_id: number; title: string }[];
};

/** Deterministic pseudo-random numbers, so the generated files never change between runs. */
const rand = seededRandom(20261121).next;
const vat = 1.2;
/** Catalogue prices are stored excl. tax; the shop shows them incl. 20 % VAT (SPEC §9 FR). */
const ht = (ttc: number, rate = vat) => Math.round((ttc / rate) * 100) / 100;
const round9 = (value: number) => Math.max(9, Math.round(value / 10) * 10 - 1);
const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const categoryPaths: Record<number, { path: string; name: string }> = {};
export function registerCategory(id: number, path: string, name: string) {
  categoryPaths[id] = { path, name };
}

let nextId = 1000;
let nextChildId = 5000;
let day = 0;
// Creation dates from January 2025 to autumn 2026, shuffled so every family has new and older products.
const dateSlots = Array.from({ length: 200 }, (_, i) => i);
for (let i = dateSlots.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [dateSlots[i], dateSlots[j]] = [dateSlots[j] as number, dateSlots[i] as number];
}
const dateAt = (offset: number) =>
  new Date(Date.UTC(2025, 0, 6) + (dateSlots[offset] ?? offset) * 86_400_000 * 3.2 + 9 * 3_600_000).toISOString();

function stock(kind: 'normal' | 'low' | 'out' = 'normal') {
  if (kind === 'out') return { is_in_stock: false, qty: 0, manage_stock: true, min_sale_qty: 1, max_sale_qty: 100 };
  const qty = kind === 'low' ? 1 + Math.floor(rand() * 3) : 8 + Math.floor(rand() * 60);
  return { is_in_stock: true, qty, manage_stock: true, min_sale_qty: 1, max_sale_qty: 100 };
}

function stockKind(i: number): 'normal' | 'low' | 'out' {
  return i % 17 === 5 ? 'out' : i % 11 === 3 ? 'low' : 'normal';
}

function base(input: {
  sku: string;
  name: string;
  type_id: string;
  ttc: number;
  categoryIds: number[];
  image: string;
  short: string;
  description: string;
  taxClass?: number;
  position?: number;
}): Doc {
  const id = nextId++;
  const created = dateAt(day++);
  const url_key = slugify(input.name);
  const main = categoryPaths[input.categoryIds[input.categoryIds.length - 1] ?? 0];
  const rate = input.taxClass === 6 ? 1.055 : vat;
  return {
    id,
    sku: input.sku,
    name: input.name,
    type_id: input.type_id,
    status: 1,
    visibility: 4,
    url_key,
    slug: url_key,
    url_path: main ? `${main.path}/${url_key}` : url_key,
    price: ht(input.ttc, rate),
    tax_class_id: input.taxClass ?? 2,
    category_ids: input.categoryIds,
    category: input.categoryIds.map((categoryId, i) => ({
      category_id: categoryId,
      name: categoryPaths[categoryId]?.name ?? '',
      position: (input.position ?? id) + i,
    })),
    image: input.image,
    thumbnail: input.image,
    small_image: input.image,
    media_gallery: [{ image: input.image, pos: 1, typ: 'image', lab: input.name }],
    short_description: input.short,
    description: input.description,
    meta_title: `${input.name} | Citerne Souple France`,
    meta_description: input.short.slice(0, 155),
    made_in_france: 1,
    erin_recommends: 0,
    stock: stock(stockKind(id)),
    created_at: created,
    updated_at: created,
  };
}

function dimensionsFor(m3: number) {
  const h = Math.min(1.8, 0.45 + 0.22 * Math.log2(m3 + 1));
  const area = m3 / (h * 0.78);
  const length = Math.sqrt(area * 1.6);
  const width = area / length;
  const r = (x: number) => x.toFixed(2).replace('.', ',');
  return { text: `${r(length)} × ${r(width)} × ${r(h)} m`, length, width, height: h };
}

const tankFamilies = [
  {
    key: 'pluie',
    code: 'EP',
    label: 'eau de pluie',
    category: 11,
    volumes: [1, 2, 3, 5, 10, 15, 20, 30, 50],
    colours: ['vert', 'noir', 'sable'] as Colour[],
    factor: 1,
    material: 'pvc900' as const,
    certification: null,
    usage: [usages.pluie.id],
    warranty: 5,
    text: (m3: number) =>
      `Récupérez jusqu’à ${m3} m³ d’eau de pluie pour l’arrosage, le lavage et les usages extérieurs. Toile polyester enduite PVC 900 g/m² traitée anti-UV, livrée avec une vanne de vidange DN40, un trop-plein et un raccord de remplissage.`,
  },
  {
    key: 'potable',
    code: 'AP',
    label: 'eau potable ACS',
    category: 12,
    volumes: [2, 5, 10, 20, 30, 50, 100],
    colours: ['bleu', 'noir'] as Colour[],
    factor: 1.35,
    material: 'tpu' as const,
    certification: certifications.acs.id,
    usage: [usages.potable.id],
    warranty: 5,
    text: (m3: number) =>
      `Citerne de ${m3} m³ en toile TPU de qualité alimentaire, certifiée ACS pour le stockage d’eau destinée à la consommation humaine. Idéale pour les gîtes, chantiers, refuges et sites isolés.`,
  },
  {
    key: 'incendie',
    code: 'RI',
    label: 'réserve incendie',
    category: 13,
    volumes: [30, 60, 80, 120, 180, 240, 300, 500],
    colours: ['rouge', 'vert', 'sable'] as Colour[],
    factor: 1.2,
    material: 'pvc1100' as const,
    certification: certifications.deci.id,
    usage: [usages.incendie.id],
    warranty: 10,
    text: (m3: number) =>
      `Réserve d’eau incendie de ${m3} m³ conforme aux exigences de la défense extérieure contre l’incendie (DECI). Toile 1100 g/m², raccord pompier Guillemin DN100, vanne à guillotine et poteau d’aspiration en option. Dossier technique fourni pour le SDIS.`,
  },
  {
    key: 'irrigation',
    code: 'AG',
    label: 'agricole et irrigation',
    category: 14,
    volumes: [20, 50, 100, 150, 200, 300, 400],
    colours: ['noir', 'vert'] as Colour[],
    factor: 0.95,
    material: 'pvc900' as const,
    certification: null,
    usage: [usages.irrigation.id, usages.pluie.id],
    warranty: 7,
    text: (m3: number) =>
      `Stockez ${m3} m³ d’eau pour l’irrigation, l’abreuvement du bétail ou le lavage du matériel. Toile 900 g/m² renforcée, sangles d’angle et vanne DN80.`,
  },
  {
    key: 'effluents',
    code: 'EF',
    label: 'effluents',
    category: 15,
    volumes: [10, 20, 50, 100, 200],
    colours: ['noir', 'gris'] as Colour[],
    factor: 1.25,
    material: 'pvc1100' as const,
    certification: null,
    usage: [usages.effluents.id],
    warranty: 5,
    text: (m3: number) =>
      `Citerne souple de ${m3} m³ pour lisiers, digestats et eaux usées. Toile 1100 g/m² résistante aux effluents, vannes DN100 et évent de dégazage.`,
  },
  {
    key: 'hydrocarbures',
    code: 'HY',
    label: 'hydrocarbures',
    category: 16,
    volumes: [5, 10, 20, 30, 50],
    colours: ['noir'] as Colour[],
    factor: 1.6,
    material: 'tpu' as const,
    certification: certifications.ral.id,
    usage: [usages.hydrocarbures.id],
    warranty: 5,
    text: (m3: number) =>
      `Citerne souple de ${m3} m³ pour fioul, gazole non routier et hydrocarbures. Toile polyuréthane résistante aux hydrocarbures, raccords laiton, jauge de niveau.`,
  },
];

const tankTtc = (m3: number, factor: number) => round9((190 + 100 * m3 ** 0.83) * factor);

function tankImage(family: string, colour: Colour) {
  return `/catalog/citerne-${family}-${colour}.svg`;
}

export function generateProducts(): { products: Doc[]; images: { kind: string; colour: Colour; path: string }[] } {
  const products: Doc[] = [];
  const images = new Map<string, { kind: string; colour: Colour; path: string }>();
  const image = (kind: string, colour: Colour, path: string) => {
    images.set(path, { kind, colour, path });
    return path;
  };
  const tankParents: Doc[] = [];

  // Configurable tanks: one parent per usage and volume, one child per colour (SPEC §3 configurable_children).
  tankFamilies.forEach((family, f) => {
    family.volumes.forEach((m3, v) => {
      const ttc = tankTtc(m3, family.factor);
      const dims = dimensionsFor(m3);
      const sku = `CS-${family.code}-${m3}`;
      const firstColour = family.colours[0] as Colour;
      const name = `Citerne souple ${family.label} ${m3} m³`;
      const parent = base({
        sku,
        name,
        type_id: 'configurable',
        ttc,
        categoryIds: [10, family.category],
        image: image(`tank-${family.key}`, firstColour, tankImage(family.key, firstColour)),
        short: `${family.text(m3).split('. ')[0]}.`,
        description: `<p>${family.text(m3)}</p><ul><li>Volume utile : ${m3} m³</li><li>Dimensions à plat : ${dims.text}</li><li>Garantie : ${family.warranty} ans</li><li>Fabriquée dans notre atelier en France</li></ul>`,
        position: v + 1,
      });
      Object.assign(parent, {
        volume: volumeOptionId(m3),
        volume_m3: m3,
        dimensions: dims.text,
        material: materials[family.material].id,
        usage: family.usage,
        warranty_years: family.warranty,
        weight: Math.round(8 + m3 * 2.4),
        ...(family.certification ? { certification: family.certification } : {}),
        erin_recommends: [5, 10, 120].includes(m3) || (f === 1 && m3 === 10) ? 1 : 0,
        tier_prices: [
          { customer_group_id: 2, qty: 1, value: ht(ttc * 0.9) },
          { customer_group_id: 2, qty: 3, value: ht(ttc * 0.85) },
        ],
      });
      if (m3 === 10 && family.key === 'pluie') {
        Object.assign(parent, {
          special_price: ht(ttc * 0.88),
          special_from_date: '2026-09-01',
          special_to_date: '2028-12-31',
        });
      }
      if (m3 === 60 && family.key === 'incendie') {
        Object.assign(parent, {
          special_price: ht(ttc * 0.9),
          special_from_date: '2026-06-01',
          special_to_date: '2026-08-31',
        });
      }
      if (m3 === 100 && family.key === 'irrigation') {
        Object.assign(parent, {
          special_price: ht(ttc * 0.92),
          special_from_date: '2027-06-01',
          special_to_date: '2027-08-31',
        });
      }
      const children = family.colours.map((colour, c) => {
        const childSku = `${sku}-${colour.toUpperCase()}`;
        const childStatus = m3 === 1 && colour === 'sable' ? 2 : 1;
        const childStock = stock(
          (m3 === 50 && colour === 'sable') || (m3 === 500 && colour === 'sable')
            ? 'out'
            : (v + c) % 7 === 4
              ? 'low'
              : 'normal',
        );
        return {
          id: nextChildId++,
          sku: childSku,
          name: `${name} ${colours[colour].label.toLowerCase()}`,
          type_id: 'simple',
          status: childStatus,
          visibility: 1,
          parentSku: sku,
          parentId: parent.id,
          url_key: slugify(`${name} ${colours[colour].label}`),
          price: parent.price,
          ...(parent.special_price
            ? {
                special_price: parent.special_price,
                special_from_date: parent.special_from_date,
                special_to_date: parent.special_to_date,
              }
            : {}),
          tier_prices: parent.tier_prices,
          tax_class_id: 2,
          color: colours[colour].id,
          volume: volumeOptionId(m3),
          image: image(`tank-${family.key}`, colour, tankImage(family.key, colour)),
          stock: childStock,
          custom_attributes: [
            { attribute_code: 'color', value: String(colours[colour].id) },
            { attribute_code: 'volume', value: String(volumeOptionId(m3)) },
          ],
          created_at: parent.created_at,
          updated_at: parent.updated_at,
        };
      });
      parent.configurable_options = [
        {
          id: parent.id * 10 + 1,
          attribute_id: 93,
          attribute_code: 'color',
          label: 'Couleur',
          position: 0,
          values: family.colours.map((colour) => ({ value_index: colours[colour].id, label: colours[colour].label })),
        },
      ];
      parent.configurable_children = children;
      parent.color = children.map((child) => child.color);
      parent.stock = {
        ...(parent.stock as object),
        is_in_stock: children.some((child) => child.stock.is_in_stock && child.status === 1),
      };
      products.push(parent);
      tankParents.push(parent);
      for (const child of children) products.push(child as unknown as Doc);
    });
  });

  // Two retired products: disabled (status 2), still in the database, never shown to visitors.
  for (const [sku, name, m3] of [
    ['CS-EP-25-OLD', 'Citerne souple eau de pluie 25 m³ (ancienne gamme)', 25],
    ['CS-AG-250-OLD', 'Citerne souple agricole 250 m³ (ancienne gamme)', 250],
  ] as const) {
    const retired = base({
      sku,
      name,
      type_id: 'simple',
      ttc: tankTtc(m3, 1),
      categoryIds: [10, 11],
      image: image('tank-pluie', 'vert', tankImage('pluie', 'vert')),
      short: 'Modèle retiré du catalogue.',
      description: '<p>Ce modèle a été remplacé par la nouvelle gamme.</p>',
    });
    retired.status = 2;
    products.push(retired);
  }

  const simple = (input: {
    sku: string;
    name: string;
    ttc: number;
    category: number;
    kind: string;
    colour: Colour;
    text: string;
    attrs?: Record<string, unknown>;
    parentCategory?: number;
    stockKind?: 'normal' | 'low' | 'out';
    taxClass?: number;
    type?: string;
  }) => {
    const doc = base({
      sku: input.sku,
      name: input.name,
      type_id: input.type ?? 'simple',
      ttc: input.ttc,
      categoryIds: [input.parentCategory ?? 40, input.category],
      image: image(input.kind, input.colour, `/catalog/${input.kind}-${input.colour}.svg`),
      short: input.text.split('. ')[0]?.replace(/\.?$/, '.') ?? input.text,
      description: `<p>${input.text}</p>`,
      ...(input.taxClass ? { taxClass: input.taxClass } : {}),
    });
    Object.assign(doc, input.attrs ?? {});
    if (input.stockKind) doc.stock = stock(input.stockKind);
    products.push(doc);
    return doc;
  };

  // Accessories (SPEC §3 simple products).
  const accessories: [string, string, number, number, string, Colour, string, Record<string, unknown>][] = [
    [
      'VA-PVC-40',
      'Vanne ¼ de tour PVC DN40',
      24.9,
      41,
      'valve',
      'gris',
      'Vanne à boisseau sphérique en PVC pression, collage DN40. Compatible avec les citernes eau de pluie jusqu’à 20 m³.',
      { material: materials.pvcRigide.id },
    ],
    [
      'VA-PVC-50',
      'Vanne ¼ de tour PVC DN50',
      29.9,
      41,
      'valve',
      'gris',
      'Vanne à boisseau sphérique en PVC pression, collage DN50. Étanchéité EPDM.',
      { material: materials.pvcRigide.id, erin_recommends: 1 },
    ],
    [
      'VA-PVC-63',
      'Vanne ¼ de tour PVC DN63',
      39.9,
      41,
      'valve',
      'gris',
      'Vanne PVC DN63 pour débit important et vidange rapide.',
      { material: materials.pvcRigide.id },
    ],
    [
      'VA-PVC-75',
      'Vanne ¼ de tour PVC DN75',
      54.9,
      41,
      'valve',
      'gris',
      'Vanne PVC DN75 pour citernes agricoles.',
      { material: materials.pvcRigide.id },
    ],
    [
      'VA-LAI-1',
      'Vanne laiton 1 pouce',
      34.9,
      41,
      'valve',
      'sable',
      'Vanne laiton à passage intégral, filetage 1" (26 × 34). Poignée papillon.',
      { material: materials.laiton.id },
    ],
    [
      'VA-LAI-112',
      'Vanne laiton 1 pouce ½',
      49.9,
      41,
      'valve',
      'sable',
      'Vanne laiton à passage intégral, filetage 1"½ (40 × 49).',
      { material: materials.laiton.id },
    ],
    [
      'VA-LAI-2',
      'Vanne laiton 2 pouces',
      69.9,
      41,
      'valve',
      'sable',
      'Vanne laiton à passage intégral, filetage 2" (50 × 60).',
      { material: materials.laiton.id },
    ],
    [
      'VA-GUI-80',
      'Vanne à guillotine DN80',
      189,
      41,
      'valve',
      'noir',
      'Vanne à guillotine inox DN80 pour effluents et vidange rapide.',
      { material: materials.inox.id },
    ],
    [
      'VA-GUI-100',
      'Vanne à guillotine DN100',
      249,
      41,
      'valve',
      'noir',
      'Vanne à guillotine inox DN100, montage entre brides. Recommandée pour les réserves incendie.',
      { material: materials.inox.id, erin_recommends: 1 },
    ],
    [
      'VA-PAP-100',
      'Vanne papillon inox DN100',
      329,
      41,
      'valve',
      'gris',
      'Vanne papillon inox 304 DN100 à levier cranté.',
      { material: materials.inox.id },
    ],
    [
      'RA-GUI-65',
      'Raccord pompier Guillemin DN65',
      39.9,
      42,
      'fitting',
      'gris',
      'Raccord symétrique Guillemin DN65 en aluminium, filetage mâle 2"½.',
      { material: materials.aluminium.id },
    ],
    [
      'RA-GUI-100',
      'Raccord pompier Guillemin DN100',
      59.9,
      42,
      'fitting',
      'gris',
      'Raccord symétrique Guillemin DN100 en aluminium, filetage mâle 4". Indispensable pour une réserve incendie.',
      { material: materials.aluminium.id, erin_recommends: 1 },
    ],
    [
      'RA-BOU-100',
      'Bouchon Guillemin DN100 avec chaînette',
      34.9,
      42,
      'fitting',
      'rouge',
      'Bouchon obturateur Guillemin DN100 avec chaînette inox.',
      { material: materials.aluminium.id },
    ],
    [
      'RA-CAN-40',
      'Raccord cannelé 40 mm',
      9.9,
      42,
      'fitting',
      'noir',
      'Raccord cannelé polypropylène pour tuyau souple Ø40 mm.',
      { material: materials.pehd.id },
    ],
    [
      'RA-CAN-50',
      'Raccord cannelé 50 mm',
      12.9,
      42,
      'fitting',
      'noir',
      'Raccord cannelé polypropylène pour tuyau souple Ø50 mm.',
      { material: materials.pehd.id },
    ],
    [
      'RA-COU-50',
      'Coude PVC 90° DN50',
      6.9,
      42,
      'fitting',
      'gris',
      'Coude à coller PVC pression DN50, 90 degrés.',
      { material: materials.pvcRigide.id },
    ],
    [
      'RA-TE-50',
      'Té PVC DN50',
      8.9,
      42,
      'fitting',
      'gris',
      'Té égal à coller PVC pression DN50.',
      { material: materials.pvcRigide.id },
    ],
    [
      'RA-RED-6350',
      'Réduction PVC 63/50',
      7.9,
      42,
      'fitting',
      'gris',
      'Réduction excentrée PVC pression 63/50.',
      { material: materials.pvcRigide.id },
    ],
    [
      'RA-RAP-34',
      'Raccord rapide ¾ de pouce',
      11.9,
      42,
      'fitting',
      'noir',
      'Raccord rapide pour tuyau d’arrosage, filetage ¾".',
      { material: materials.pehd.id },
    ],
    [
      'RA-MAN-1',
      'Manchon laiton 1 pouce',
      14.9,
      42,
      'fitting',
      'sable',
      'Manchon laiton femelle-femelle 1".',
      { material: materials.laiton.id },
    ],
    [
      'RA-CRE-50',
      'Crépine d’aspiration DN50',
      29.9,
      42,
      'fitting',
      'noir',
      'Crépine avec clapet anti-retour pour l’aspiration dans la citerne.',
      { material: materials.inox.id },
    ],
    [
      'RA-POT-100',
      'Poteau d’aspiration incendie DN100',
      890,
      42,
      'fitting',
      'rouge',
      'Poteau d’aspiration DN100 avec raccord Guillemin, à raccorder à la réserve incendie. Conforme aux référentiels DECI.',
      { material: materials.inox.id, certification: certifications.deci.id },
    ],
    [
      'RA-TUY-50',
      'Tuyau PVC souple Ø50 (rouleau de 25 m)',
      119,
      42,
      'fitting',
      'vert',
      'Tuyau PVC spiralé Ø50 mm pour aspiration et refoulement, rouleau de 25 m.',
      { material: materials.pvcRigide.id },
    ],
    [
      'RA-PAN-RI',
      'Panneau de signalisation réserve incendie',
      49.9,
      42,
      'fitting',
      'rouge',
      'Panneau aluminium « Réserve incendie » avec volume utile, à fixer sur le poteau d’aspiration.',
      { material: materials.aluminium.id },
    ],
    [
      'RA-COL-PVC',
      'Colle PVC pression 250 ml',
      12.9,
      42,
      'fitting',
      'bleu',
      'Colle pour raccords PVC pression, pot de 250 ml avec pinceau.',
      {},
    ],
    [
      'KI-GOUT',
      'Kit de raccordement gouttière',
      79,
      43,
      'kit',
      'vert',
      'Collecteur filtrant de descente, tuyau de 3 m et raccord de remplissage pour relier la gouttière à la citerne.',
      { erin_recommends: 1 },
    ],
    ['KI-TROP-50', 'Kit trop-plein DN50', 49, 43, 'kit', 'gris', 'Trop-plein DN50 avec tuyau d’évacuation de 5 m.', {}],
    [
      'KI-ANTIDEB',
      'Kit anti-débordement',
      89,
      43,
      'kit',
      'gris',
      'Vanne à flotteur qui ferme l’arrivée d’eau quand la citerne est pleine.',
      {},
    ],
    [
      'KI-VID-80',
      'Kit de vidange rapide DN80',
      159,
      43,
      'kit',
      'noir',
      'Vanne DN80, raccord cannelé et 6 m de tuyau pour vider une citerne en quelques minutes.',
      {},
    ],
    [
      'KI-INC-100',
      'Kit de raccordement incendie DN100',
      399,
      43,
      'kit',
      'rouge',
      'Vanne à guillotine DN100, raccord pompier Guillemin et bouchon : tout pour raccorder une réserve incendie.',
      { certification: certifications.deci.id },
    ],
    [
      'KI-COLL',
      'Collecteur filtrant de descente',
      59,
      43,
      'kit',
      'gris',
      'Collecteur à filtre inox pour descente de gouttière Ø80 à Ø100.',
      {},
    ],
    [
      'KI-REP',
      'Kit de réparation citerne PVC',
      39,
      43,
      'kit',
      'vert',
      'Rustines de toile PVC, colle et mode d’emploi pour réparer une petite perforation.',
      {},
    ],
    [
      'PO-SURF-800',
      'Pompe de surface 800 W',
      189,
      44,
      'pump',
      'bleu',
      'Pompe auto-amorçante 800 W, débit 3,5 m³/h, pour arroser depuis la citerne.',
      { erin_recommends: 1 },
    ],
    [
      'PO-IMM-550',
      'Pompe immergée 550 W',
      149,
      44,
      'pump',
      'bleu',
      'Pompe immergée avec flotteur, 550 W, débit 8 m³/h.',
      {},
    ],
    [
      'PO-VC-400',
      'Pompe vide-cave 400 W',
      89,
      44,
      'pump',
      'gris',
      'Pompe vide-cave pour eaux claires et chargées, 400 W.',
      {},
    ],
    [
      'PO-SUR-1000',
      'Surpresseur automatique 1000 W',
      349,
      44,
      'pump',
      'bleu',
      'Surpresseur avec ballon de 24 L pour alimenter un réseau d’arrosage ou des sanitaires.',
      {},
    ],
    [
      'PO-MOTO-3',
      'Motopompe thermique 3 pouces',
      549,
      44,
      'pump',
      'rouge',
      'Motopompe 4 temps, raccords 3", débit 60 m³/h, pour transférer de grands volumes.',
      {},
    ],
    [
      'GE-200-50',
      'Géotextile 200 g/m² (rouleau 2 × 25 m)',
      89,
      45,
      'geotextile',
      'blanc',
      'Feutre non tissé 200 g/m² à poser sous une citerne jusqu’à 30 m³.',
      { grammage: grammageId(200), material: materials.polypropylene.id },
    ],
    [
      'GE-300-50',
      'Géotextile 300 g/m² (rouleau 2 × 25 m)',
      119,
      45,
      'geotextile',
      'blanc',
      'Feutre non tissé 300 g/m², protection anti-poinçonnement renforcée.',
      { grammage: grammageId(300), material: materials.polypropylene.id, erin_recommends: 1 },
    ],
    [
      'GE-400-50',
      'Géotextile 400 g/m² (rouleau 2 × 25 m)',
      149,
      45,
      'geotextile',
      'blanc',
      'Feutre non tissé 400 g/m² pour sols caillouteux.',
      { grammage: grammageId(400), material: materials.polypropylene.id },
    ],
    [
      'GE-300-100',
      'Géotextile 300 g/m² (rouleau 4 × 25 m)',
      219,
      45,
      'geotextile',
      'blanc',
      'Feutre non tissé 300 g/m², grande largeur pour citernes de 50 à 150 m³.',
      { grammage: grammageId(300), material: materials.polypropylene.id },
    ],
    [
      'GE-400-125',
      'Géotextile 400 g/m² (rouleau 5 × 25 m)',
      339,
      45,
      'geotextile',
      'blanc',
      'Feutre non tissé 400 g/m², grande largeur pour réserves incendie.',
      { grammage: grammageId(400), material: materials.polypropylene.id },
    ],
    [
      'HY-BAC-5',
      'Bac de rétention souple 5 m³',
      690,
      16,
      'kit',
      'noir',
      'Bac de rétention à parois gonflables pour citerne hydrocarbures jusqu’à 5 m³.',
      {},
    ],
    [
      'HY-BAC-10',
      'Bac de rétention souple 10 m³',
      990,
      16,
      'kit',
      'noir',
      'Bac de rétention à parois gonflables pour citerne hydrocarbures jusqu’à 10 m³.',
      {},
    ],
    [
      'HY-BAC-20',
      'Bac de rétention souple 20 m³',
      1490,
      16,
      'kit',
      'noir',
      'Bac de rétention à parois gonflables pour citerne hydrocarbures jusqu’à 20 m³.',
      {},
    ],
  ];
  accessories.forEach(([sku, name, ttc, category, kind, colour, text, attrs], i) => {
    const doc = simple({
      sku,
      name,
      ttc,
      category,
      kind,
      colour,
      text,
      attrs: { usage: [usages.raccordement.id], ...attrs },
      parentCategory: category === 16 ? 10 : 40,
      stockKind: sku === 'PO-MOTO-3' ? 'out' : i % 9 === 4 ? 'low' : 'normal',
    });
    if (sku.startsWith('PO-')) doc.tier_prices = [{ customer_group_id: 2, qty: 2, value: ht(ttc * 0.9) }];
    if (sku === 'PO-SURF-800')
      Object.assign(doc, { special_price: ht(169), special_from_date: '2027-03-01', special_to_date: '2027-04-30' });
    if (sku === 'KI-GOUT') Object.assign(doc, { special_price: ht(69), special_from_date: '2026-10-01' });
  });

  // Tarps: simple products per grammage and size, one configurable PVC tarp (size × colour).
  for (const [gram, perM2, colour, material] of [
    [150, 1.4, 'vert', materials.pe.id],
    [250, 2.2, 'gris', materials.pe.id],
  ] as const) {
    sizes.slice(0, 7).forEach((size, i) => {
      const doc = simple({
        sku: `BA-${gram}-${size.w}X${size.l}`,
        name: `Bâche de protection ${gram} g/m² ${size.w} × ${size.l} m`,
        ttc: round9(6 + perM2 * size.w * size.l) + 0.9,
        category: 21,
        parentCategory: 20,
        kind: 'tarp',
        colour,
        text: `Bâche en polyéthylène tissé ${gram} g/m², œillets tous les 50 cm, ourlets renforcés, traitement anti-UV. Dimensions finies ${size.w} × ${size.l} m.`,
        attrs: {
          size: size.id,
          grammage: grammageId(gram),
          color: colours[colour].id,
          material,
          usage: [usages.protection.id],
        },
        stockKind: i === 6 && gram === 250 ? 'out' : 'normal',
      });
      if (gram === 250 && size.w === 4) {
        Object.assign(doc, { special_price: ht(49.9), special_from_date: '2025-05-01', special_to_date: '2025-06-30' });
      }
    });
  }
  const pvcTarp = base({
    sku: 'BA-PVC-650',
    name: 'Bâche PVC 650 g/m² œilletée',
    type_id: 'configurable',
    ttc: 89.9,
    categoryIds: [20, 21],
    image: image('tarp', 'gris', '/catalog/tarp-gris.svg'),
    short: 'Bâche PVC 650 g/m² ultra-résistante, œillets laiton tous les 50 cm.',
    description:
      '<p>Bâche polyester enduit PVC 650 g/m², soudée haute fréquence, ourlets renforcés et œillets laiton tous les 50 cm. Imperméable et traitée anti-UV, garantie 5 ans.</p>',
  });
  const pvcColours: Colour[] = ['gris', 'noir', 'blanc'];
  const pvcSizes = sizes.slice(0, 7);
  Object.assign(pvcTarp, {
    grammage: grammageId(650),
    material: materials.pvc650.id,
    usage: [usages.protection.id],
    warranty_years: 5,
    erin_recommends: 1,
    configurable_options: [
      {
        id: pvcTarp.id * 10 + 1,
        attribute_id: 141,
        attribute_code: 'size',
        label: 'Dimensions',
        position: 0,
        values: pvcSizes.map((s) => ({ value_index: s.id, label: s.label })),
      },
      {
        id: pvcTarp.id * 10 + 2,
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Couleur',
        position: 1,
        values: pvcColours.map((c) => ({ value_index: colours[c].id, label: colours[c].label })),
      },
    ],
  });
  const pvcChildren = pvcSizes.flatMap((size, s) =>
    pvcColours.map((colour, c) => {
      const ttc = round9(12 + 6.4 * size.w * size.l) + 0.9;
      return {
        id: nextChildId++,
        sku: `BA-PVC-650-${size.w}X${size.l}-${colour.toUpperCase()}`,
        name: `Bâche PVC 650 g/m² ${size.label} ${colours[colour].label.toLowerCase()}`,
        type_id: 'simple',
        status: s === 6 && colour === 'blanc' ? 2 : 1,
        visibility: 1,
        parentSku: 'BA-PVC-650',
        parentId: pvcTarp.id,
        url_key: slugify(`bache pvc 650 ${size.label} ${colours[colour].label}`),
        price: ht(ttc),
        tax_class_id: 2,
        color: colours[colour].id,
        size: size.id,
        image: image('tarp', colour, `/catalog/tarp-${colour}.svg`),
        stock: stock((s + c) % 8 === 5 ? 'out' : (s + c) % 6 === 2 ? 'low' : 'normal'),
        tier_prices: [{ customer_group_id: 2, qty: 5, value: ht(ttc * 0.88) }],
        custom_attributes: [
          { attribute_code: 'size', value: String(size.id) },
          { attribute_code: 'color', value: String(colours[colour].id) },
        ],
        created_at: pvcTarp.created_at,
        updated_at: pvcTarp.updated_at,
      };
    }),
  );
  pvcTarp.configurable_children = pvcChildren;
  pvcTarp.price = Math.min(...pvcChildren.map((c) => c.price));
  pvcTarp.color = pvcColours.map((c) => colours[c].id);
  pvcTarp.size = pvcSizes.map((s) => s.id);
  products.push(pvcTarp, ...(pvcChildren as unknown as Doc[]));

  const agricultural: [string, string, number, Colour, string, Record<string, unknown>][] = [
    [
      'BA-ENS-6X12',
      'Bâche d’ensilage 150 µm 6 × 12 m',
      59.9,
      'noir',
      'Film d’ensilage noir et blanc 150 µm, traité anti-UV 12 mois.',
      {},
    ],
    [
      'BA-ENS-8X15',
      'Bâche d’ensilage 150 µm 8 × 15 m',
      89.9,
      'noir',
      'Film d’ensilage noir et blanc 150 µm pour silo couloir.',
      {},
    ],
    ['BA-ENS-10X20', 'Bâche d’ensilage 150 µm 10 × 20 m', 139, 'noir', 'Film d’ensilage 150 µm, grande largeur.', {}],
    [
      'BA-ENS-12X25',
      'Bâche d’ensilage 150 µm 12 × 25 m',
      199,
      'noir',
      'Film d’ensilage 150 µm pour silos de grande capacité.',
      {},
    ],
    [
      'BA-ENS-14X30',
      'Bâche d’ensilage 150 µm 14 × 30 m',
      269,
      'noir',
      'Film d’ensilage 150 µm, rouleau de 14 × 30 m.',
      {},
    ],
    [
      'BA-FOU-185-6X10',
      'Bâche de couverture fourrage 185 g/m² 6 × 10 m',
      119,
      'vert',
      'Bâche respirante pour couvrir les bottes de foin et de paille.',
      { grammage: grammageId(185) },
    ],
    [
      'BA-FOU-185-8X12',
      'Bâche de couverture fourrage 185 g/m² 8 × 12 m',
      169,
      'vert',
      'Bâche respirante 185 g/m² pour meules de grande taille.',
      { grammage: grammageId(185) },
    ],
    [
      'BA-FOU-185-10X15',
      'Bâche de couverture fourrage 185 g/m² 10 × 15 m',
      239,
      'vert',
      'Bâche respirante 185 g/m² avec sangles de fixation.',
      { grammage: grammageId(185) },
    ],
    [
      'BA-FIL-ENS-8X10',
      'Filet de protection d’ensilage 8 × 10 m',
      79,
      'vert',
      'Filet anti-oiseaux à poser sur la bâche d’ensilage.',
      {},
    ],
    [
      'BA-FIL-ENS-10X15',
      'Filet de protection d’ensilage 10 × 15 m',
      119,
      'vert',
      'Filet anti-oiseaux grande largeur.',
      {},
    ],
  ];
  for (const [sku, name, ttc, colour, text, attrs] of agricultural) {
    simple({
      sku,
      name,
      ttc,
      category: 23,
      parentCategory: 20,
      kind: 'tarp',
      colour,
      text,
      attrs: {
        color: colours[colour].id,
        usage: [usages.irrigation.id, usages.protection.id],
        material: materials.pe.id,
        ...attrs,
      },
    });
  }

  // Shade: configurable pergola cloths, simple shade sails and terrace covers.
  for (const [sku, name, ttcPerM2, cloths, ids] of [
    [
      'OM-PERG-MICRO',
      'Toile de pergola micro-perforée',
      14,
      ['blanc', 'beige', 'anthracite', 'terracotta'],
      [174, 168, 175, 176],
    ],
    ['OM-PERG-OCC', 'Toile de pergola occultante', 17, ['blanc', 'anthracite'], [174, 168, 175]],
  ] as const) {
    const parent = base({
      sku,
      name,
      type_id: 'configurable',
      ttc: 100,
      categoryIds: [30, 31],
      image: image('pergola', cloths[0], `/catalog/pergola-${cloths[0]}.svg`),
      short: `${name} avec fourreaux cousus, prête à poser sur votre pergola.`,
      description: `<p>${name} en polyester enduit PVC, fourreaux cousus pour tubes Ø40 mm, classement au feu M2. Confectionnée en France.</p>`,
    });
    const chosenSizes = sizes.filter((s) => (ids as readonly number[]).includes(s.id));
    const children = chosenSizes.flatMap((size, s) =>
      (cloths as readonly Colour[]).map((colour, c) => {
        const ttc = round9(30 + ttcPerM2 * size.w * size.l);
        return {
          id: nextChildId++,
          sku: `${sku}-${size.w}X${size.l}-${colour.toUpperCase()}`,
          name: `${name} ${size.label} ${colours[colour].label.toLowerCase()}`,
          type_id: 'simple',
          status: 1,
          visibility: 1,
          parentSku: sku,
          parentId: parent.id,
          url_key: slugify(`${name} ${size.label} ${colours[colour].label}`),
          price: ht(ttc),
          tax_class_id: 2,
          color: colours[colour].id,
          size: size.id,
          image: image('pergola', colour, `/catalog/pergola-${colour}.svg`),
          stock: stock((s * 3 + c) % 9 === 7 ? 'out' : (s + c) % 5 === 1 ? 'low' : 'normal'),
          custom_attributes: [
            { attribute_code: 'size', value: String(size.id) },
            { attribute_code: 'color', value: String(colours[colour].id) },
          ],
          created_at: parent.created_at,
          updated_at: parent.updated_at,
        };
      }),
    );
    Object.assign(parent, {
      price: Math.min(...children.map((c) => c.price)),
      material: materials.polyesterMicro.id,
      certification: certifications.m2.id,
      usage: [usages.ombrage.id],
      color: (cloths as readonly Colour[]).map((c) => colours[c].id),
      size: chosenSizes.map((s) => s.id),
      configurable_options: [
        {
          id: parent.id * 10 + 1,
          attribute_id: 141,
          attribute_code: 'size',
          label: 'Dimensions',
          position: 0,
          values: chosenSizes.map((s) => ({ value_index: s.id, label: s.label })),
        },
        {
          id: parent.id * 10 + 2,
          attribute_id: 93,
          attribute_code: 'color',
          label: 'Couleur',
          position: 1,
          values: (cloths as readonly Colour[]).map((c) => ({ value_index: colours[c].id, label: colours[c].label })),
        },
      ],
      configurable_children: children,
    });
    products.push(parent, ...(children as unknown as Doc[]));
  }
  const sails: [string, string, number][] = [
    ['TRI-36', 'triangulaire 3,6 m', 59.9],
    ['TRI-50', 'triangulaire 5 m', 89.9],
    ['CAR-36', 'carrée 3,6 × 3,6 m', 79.9],
    ['CAR-50', 'carrée 5 × 5 m', 129],
    ['REC-3X4', 'rectangulaire 3 × 4 m', 99.9],
    ['REC-4X6', 'rectangulaire 4 × 6 m', 169],
  ];
  sails.forEach(([code, shape, ttc], i) => {
    for (const colour of ['sable', 'anthracite'] as Colour[]) {
      const doc = simple({
        sku: `OM-VOILE-${code}-${colour.toUpperCase()}`,
        name: `Voile d’ombrage ${shape} ${colours[colour].label.toLowerCase()}`,
        ttc,
        category: 32,
        parentCategory: 30,
        kind: 'sail',
        colour,
        text: `Voile d’ombrage ${shape} en PEHD tricoté 185 g/m², laisse passer l’air et filtre jusqu’à 95 % des UV. Anneaux inox aux angles, cordes de fixation fournies.`,
        attrs: {
          color: colours[colour].id,
          grammage: grammageId(185),
          material: materials.pehdTricote.id,
          usage: [usages.ombrage.id],
        },
      });
      if (i === 4 && colour === 'sable')
        Object.assign(doc, { special_price: ht(84.9), special_from_date: '2026-11-01' });
    }
  });
  const covers: [string, string, number, Colour, number | null][] = [
    ['OM-TER-3X4', 'Toile de couverture de terrasse 3 × 4 m', 189, 'blanc', 168],
    ['OM-TER-4X5', 'Toile de couverture de terrasse 4 × 5 m', 249, 'blanc', 169],
    ['OM-TER-4X6', 'Toile de couverture de terrasse 4 × 6 m', 289, 'beige', 176],
    ['OM-TER-5X6', 'Toile de couverture de terrasse 5 × 6 m', 349, 'anthracite', 170],
    ['OM-CARPORT-3X5', 'Couverture de carport 3 × 5 m', 229, 'anthracite', null],
    ['OM-CRISTAL-3X4', 'Bâche de terrasse transparente cristal 3 × 4 m', 159, 'blanc', 168],
    ['OM-CRISTAL-4X6', 'Bâche de terrasse transparente cristal 4 × 6 m', 259, 'blanc', 176],
  ];
  for (const [sku, name, ttc, colour, size] of covers) {
    simple({
      sku,
      name,
      ttc,
      category: 33,
      parentCategory: 30,
      kind: 'cover',
      colour,
      text: `${name} en toile polyester enduite PVC imperméable, œillets inox et sandows de fixation inclus.`,
      attrs: {
        color: colours[colour].id,
        material: materials.pvc650.id,
        usage: [usages.ombrage.id, usages.protection.id],
        ...(size ? { size } : {}),
      },
    });
  }

  // Bundles: a tank (its colour children) plus a connection kit and an optional pump (SPEC §3 bundle_options).
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const bundleOf = (parentSku: string, kitSkus: string[], pumpSku: string | null, name: string) => {
    const tank = bySku.get(parentSku) as Doc;
    const tankChildren = tank.configurable_children as { sku: string; price: number; id: number }[];
    const links = (skus: string[], defaultSku: string) =>
      skus.map((sku, i) => {
        const linked = bySku.get(sku) ?? tankChildren.find((c) => c.sku === sku);
        return {
          id: String(i + 1),
          sku,
          qty: 1,
          is_default: sku === defaultSku,
          price: linked?.price ?? 0,
          price_type: 0,
          can_change_quantity: 0,
          position: i + 1,
        };
      });
    const options = [
      {
        option_id: 1,
        title: 'Citerne',
        required: true,
        type: 'select',
        position: 1,
        sku: parentSku,
        product_links: links(
          tankChildren.map((c) => c.sku),
          tankChildren[0]?.sku ?? '',
        ),
      },
      {
        option_id: 2,
        title: 'Kit de raccordement',
        required: true,
        type: 'radio',
        position: 2,
        sku: kitSkus[0],
        product_links: links(kitSkus, kitSkus[0] ?? ''),
      },
      ...(pumpSku
        ? [
            {
              option_id: 3,
              title: 'Pompe (facultatif)',
              required: false,
              type: 'checkbox',
              position: 3,
              sku: pumpSku,
              product_links: links([pumpSku], ''),
            },
          ]
        : []),
    ];
    // The listed price is the default selections' (SPEC §4: the flagged link, else the first, optional options too),
    // by the very rule the catalogue and the cart price with.
    const defaultsHt = bundleDefaultSelections(options).reduce((sum, { link, qty }) => sum + link.price * qty, 0);
    const doc = base({
      sku: `PACK-${parentSku}`,
      name,
      type_id: 'bundle',
      ttc: defaultsHt * vat,
      categoryIds: [10, ...(tank.category_ids as number[]).slice(1), 43],
      image: (() => {
        const [usage = 'pluie', colour = 'vert'] = ((tank.image as string).split('citerne-')[1] ?? '')
          .replace('.svg', '')
          .split('-');
        return image(`bundle-${usage}`, colour as Colour, `/catalog/bundle-${usage}-${colour}.svg`);
      })(),
      short: `${tank.name} livrée avec son kit de raccordement, prête à installer.`,
      description: `<p>Le pack comprend la ${String(tank.name).toLowerCase()} dans la couleur de votre choix et un kit de raccordement. Ajoutez une pompe si vous souhaitez arroser directement depuis la citerne.</p>`,
    });
    Object.assign(doc, {
      price: Math.round(defaultsHt * 100) / 100,
      price_type: 0,
      bundle_options: options,
      volume: tank.volume,
      volume_m3: tank.volume_m3,
      usage: tank.usage,
      color: tank.color,
    });
    products.push(doc);
  };
  bundleOf('CS-EP-5', ['KI-GOUT', 'KI-COLL'], 'PO-SURF-800', 'Pack citerne eau de pluie 5 m³ + kit gouttière');
  bundleOf('CS-EP-10', ['KI-GOUT', 'KI-COLL'], 'PO-SURF-800', 'Pack citerne eau de pluie 10 m³ + kit gouttière');
  bundleOf('CS-EP-20', ['KI-GOUT', 'KI-TROP-50'], 'PO-SUR-1000', 'Pack citerne eau de pluie 20 m³ + kit gouttière');
  bundleOf(
    'CS-AP-10',
    ['KI-ANTIDEB', 'KI-TROP-50'],
    'PO-SUR-1000',
    'Pack citerne eau potable 10 m³ + kit anti-débordement',
  );
  bundleOf('CS-RI-60', ['KI-INC-100'], null, 'Pack réserve incendie 60 m³ + kit pompier DN100');
  bundleOf('CS-RI-120', ['KI-INC-100'], null, 'Pack réserve incendie 120 m³ + kit pompier DN100');
  bundleOf('CS-AG-100', ['KI-VID-80', 'KI-TROP-50'], 'PO-MOTO-3', 'Pack citerne agricole 100 m³ + kit de vidange');
  bundleOf('CS-EF-50', ['KI-VID-80'], null, 'Pack citerne effluents 50 m³ + kit de vidange');

  // Grouped accessory packs (SPEC §3 product_links, link_type associated).
  const grouped = (sku: string, name: string, linked: [string, number][], category: number, text: string) => {
    const items = linked.map(([linkedSku]) => bySku.get(linkedSku) as Doc);
    const sumHt = items.reduce((sum, item) => sum + (item.price as number), 0);
    const doc = base({
      sku,
      name,
      type_id: 'grouped',
      ttc: sumHt * vat,
      categoryIds: [40, category],
      image: image('pack', 'gris', '/catalog/pack-gris.svg'),
      short: text,
      description: `<p>${text}</p><p>Le pack regroupe : ${items.map((item) => item.name).join(', ')}.</p>`,
    });
    Object.assign(doc, {
      price: Math.round(sumHt * 100) / 100,
      product_links: linked.map(([linkedSku, qty], i) => ({
        sku,
        link_type: 'associated',
        linked_product_sku: linkedSku,
        linked_product_type: 'simple',
        position: i + 1,
        qty,
      })),
    });
    products.push(doc);
  };
  grouped(
    'GR-RACC-50',
    'Pack raccordement DN50',
    [
      ['VA-PVC-50', 1],
      ['RA-CAN-50', 2],
      ['RA-COU-50', 2],
      ['RA-COL-PVC', 1],
    ],
    43,
    'Vanne, raccords cannelés, coudes et colle pour raccorder une citerne en DN50.',
  );
  grouped(
    'GR-RACC-40',
    'Pack raccordement DN40',
    [
      ['VA-PVC-40', 1],
      ['RA-CAN-40', 2],
      ['RA-COL-PVC', 1],
    ],
    43,
    'Le nécessaire pour raccorder une petite citerne en DN40.',
  );
  grouped(
    'GR-INC-100',
    'Pack pompier DN100',
    [
      ['VA-GUI-100', 1],
      ['RA-GUI-100', 1],
      ['RA-BOU-100', 1],
      ['RA-PAN-RI', 1],
    ],
    43,
    'Vanne à guillotine, raccord et bouchon Guillemin, panneau de signalisation : l’équipement d’une réserve incendie.',
  );
  grouped(
    'GR-ARRO',
    'Pack arrosage',
    [
      ['PO-SURF-800', 1],
      ['RA-RAP-34', 2],
      ['RA-CRE-50', 1],
    ],
    44,
    'Pompe de surface, crépine et raccords rapides pour arroser depuis la citerne.',
  );
  grouped(
    'GR-POSE-30',
    'Pack pose citerne jusqu’à 30 m³',
    [
      ['GE-300-50', 1],
      ['KI-TROP-50', 1],
      ['KI-REP', 1],
    ],
    45,
    'Géotextile, trop-plein et kit de réparation pour une pose sans souci.',
  );
  grouped(
    'GR-LAITON',
    'Pack vannes laiton',
    [
      ['VA-LAI-1', 1],
      ['VA-LAI-2', 1],
      ['RA-MAN-1', 2],
    ],
    41,
    'Deux vannes laiton et leurs manchons.',
  );

  // Made-to-measure products with custom options of every type (SPEC §3 custom options).
  const madeToMeasure = (
    sku: string,
    name: string,
    ttc: number,
    categoryIds: number[],
    kind: string,
    colour: Colour,
    text: string,
    options: MadeToMeasureOption[],
    measure?: (valueId: (optionId: number, title: string) => number) => ProductMeasure,
  ) => {
    const doc = base({
      sku,
      name,
      type_id: 'simple',
      ttc,
      categoryIds,
      image: image(kind, colour, `/catalog/${kind}-${colour}.svg`),
      short: `${text.split('. ')[0]}.`,
      description: `<p>${text}</p>`,
    });
    Object.assign(doc, {
      custom_options: options,
      made_to_measure: true,
      has_options: true,
      required_options: true,
      erin_recommends: sku === 'CS-SUR-MESURE' ? 1 : 0,
    });
    // Issue 17: the measure rules the configurator and the cart apply (ProductMeasureSchema of the contract).
    if (measure) {
      const valueId = (optionId: number, title: string) => {
        const found = options
          .find((option) => option.option_id === optionId)
          ?.values?.find((value) => value.title === title)?.option_type_id;
        if (found === undefined) throw new Error(`${sku}: option ${optionId} has no value ${title}`);
        return found;
      };
      Object.assign(doc, { measure: v.parse(ProductMeasureSchema, measure(valueId)) });
    }
    products.push(doc);
    return doc;
  };
  let optionTypeId = 1;
  const values = (entries: [string, number, 'fixed' | 'percent'][]) =>
    entries.map(([title, price, price_type], i) => ({
      option_type_id: optionTypeId++,
      title,
      price,
      price_type,
      sort_order: i + 1,
    }));
  madeToMeasure(
    'CS-SUR-MESURE',
    'Citerne souple sur mesure',
    690,
    [10, 17],
    'tank-measure',
    'vert',
    'Citerne souple confectionnée aux dimensions de votre terrain, de 1,5 à 500 m³ pour une hauteur remplie de 1,20 m. Le prix comprend la base de fabrication et le volume (26 € HT le m³) ; les options s’ajoutent, et notre bureau d’études confirme la faisabilité sous 48 heures.',
    [
      {
        option_id: 1,
        title: 'Longueur disponible (m)',
        type: 'field',
        is_require: true,
        sort_order: 1,
        price: 0,
        price_type: 'fixed',
        max_characters: 6,
      },
      {
        option_id: 2,
        title: 'Largeur disponible (m)',
        type: 'field',
        is_require: true,
        sort_order: 2,
        price: 0,
        price_type: 'fixed',
        max_characters: 6,
      },
      {
        option_id: 3,
        title: 'Usage',
        type: 'drop_down',
        is_require: true,
        sort_order: 3,
        values: values([
          ['Eau de pluie', 0, 'fixed'],
          ['Eau potable (toile ACS)', 35, 'percent'],
          ['Réserve incendie (DECI)', 15, 'percent'],
          ['Effluents', 25, 'percent'],
        ]),
      },
      {
        option_id: 4,
        title: 'Couleur',
        type: 'radio',
        is_require: true,
        sort_order: 4,
        values: values([
          ['Vert', 0, 'fixed'],
          ['Noir', 0, 'fixed'],
          ['Sable', 0, 'fixed'],
        ]),
      },
      {
        option_id: 5,
        title: 'Accessoires',
        type: 'checkbox',
        is_require: false,
        sort_order: 5,
        values: values([
          ['Vanne supplémentaire DN50', 89, 'fixed'],
          ['Trop-plein DN50', 49, 'fixed'],
          ['Kit de raccordement gouttière', 79, 'fixed'],
        ]),
      },
      {
        option_id: 6,
        title: 'Renforts',
        type: 'multiple',
        is_require: false,
        sort_order: 6,
        values: values([
          ['Sangles d’arrimage', 120, 'fixed'],
          ['Tapis anti-poinçonnement', 8, 'percent'],
        ]),
      },
      {
        option_id: 7,
        title: 'Délai de fabrication',
        type: 'select',
        is_require: true,
        sort_order: 7,
        values: values([
          ['Standard (3 à 4 semaines)', 0, 'fixed'],
          ['Express (10 jours ouvrés)', 10, 'percent'],
        ]),
      },
      {
        option_id: 8,
        title: 'Plan ou photo du terrain',
        type: 'file',
        is_require: false,
        sort_order: 8,
        price: 0,
        price_type: 'fixed',
        file_extension: 'pdf, jpg, jpeg, png',
        image_size_x: 4000,
        image_size_y: 4000,
      },
      {
        option_id: 9,
        title: 'Précisions pour notre bureau d’études',
        type: 'area',
        is_require: false,
        sort_order: 9,
        price: 0,
        price_type: 'fixed',
        max_characters: 1000,
      },
    ],
    (valueId) => ({
      shape: 'tank',
      unit: 'm',
      height: 1.2,
      dimensions: [
        { option_id: 1, min: 1, max: 30 },
        { option_id: 2, min: 1, max: 15 },
      ],
      quantity: { min: 1.5, max: 500 },
      price_per_unit: 26,
      exclusions: [
        // Drinking-water (ACS) fabric is not made for tanks above 120 m³; effluent tanks are black only.
        { values: [valueId(3, 'Eau potable (toile ACS)')], above: 120 },
        { values: [valueId(3, 'Effluents'), valueId(4, 'Vert')] },
        { values: [valueId(3, 'Effluents'), valueId(4, 'Sable')] },
      ],
    }),
  );
  madeToMeasure(
    'BA-SUR-MESURE',
    'Bâche PVC 650 g/m² sur mesure',
    149,
    [20, 22],
    'tarp-measure',
    'gris',
    'Bâche PVC confectionnée à vos dimensions exactes, de 1 à 150 m². Le prix de base couvre une bâche jusqu’à 10 m² ; au-delà, chaque m² est facturé 11 € HT.',
    [
      {
        option_id: 11,
        title: 'Longueur (cm)',
        type: 'field',
        is_require: true,
        sort_order: 1,
        price: 0,
        price_type: 'fixed',
        max_characters: 5,
      },
      {
        option_id: 12,
        title: 'Largeur (cm)',
        type: 'field',
        is_require: true,
        sort_order: 2,
        price: 0,
        price_type: 'fixed',
        max_characters: 5,
      },
      {
        option_id: 13,
        title: 'Toile',
        type: 'drop_down',
        is_require: true,
        sort_order: 3,
        values: values([
          ['PVC 650 g/m²', 0, 'fixed'],
          ['PVC 900 g/m²', 20, 'percent'],
        ]),
      },
      {
        option_id: 14,
        title: 'Couleur',
        type: 'radio',
        is_require: true,
        sort_order: 4,
        values: values([
          ['Gris', 0, 'fixed'],
          ['Noir', 0, 'fixed'],
          ['Vert', 0, 'fixed'],
          ['Blanc', 0, 'fixed'],
        ]),
      },
      {
        option_id: 15,
        title: 'Finitions',
        type: 'checkbox',
        is_require: false,
        sort_order: 5,
        values: values([
          ['Œillets laiton tous les 50 cm', 0, 'fixed'],
          ['Ourlet renforcé avec cordelette', 15, 'fixed'],
          ['Sangles à cliquet', 29, 'fixed'],
        ]),
      },
      {
        option_id: 16,
        title: 'Plan de la bâche',
        type: 'file',
        is_require: false,
        sort_order: 6,
        price: 0,
        price_type: 'fixed',
        file_extension: 'pdf, jpg, png',
      },
      {
        option_id: 17,
        title: 'Commentaire',
        type: 'area',
        is_require: false,
        sort_order: 7,
        price: 0,
        price_type: 'fixed',
        max_characters: 500,
      },
    ],
    (valueId) => ({
      shape: 'sheet',
      unit: 'cm',
      dimensions: [
        { option_id: 11, min: 100, max: 2000 },
        { option_id: 12, min: 100, max: 1000 },
      ],
      quantity: { min: 1, max: 150 },
      price_per_unit: 11,
      included: 10,
      // White is woven in 650 g/m² only.
      exclusions: [{ values: [valueId(13, 'PVC 900 g/m²'), valueId(14, 'Blanc')] }],
    }),
  );
  madeToMeasure(
    'BA-REMORQUE-SM',
    'Bâche de remorque sur mesure',
    119,
    [20, 22],
    'tarp-measure',
    'noir',
    'Bâche plate de remorque confectionnée à vos mesures, avec élastique de fixation. Le prix de base couvre 3 m² ; au-delà, chaque m² est facturé 9 € HT.',
    [
      {
        option_id: 21,
        title: 'Longueur intérieure de la remorque (cm)',
        type: 'field',
        is_require: true,
        sort_order: 1,
        price: 0,
        price_type: 'fixed',
        max_characters: 4,
      },
      {
        option_id: 24,
        title: 'Largeur intérieure de la remorque (cm)',
        type: 'field',
        is_require: true,
        sort_order: 2,
        price: 0,
        price_type: 'fixed',
        max_characters: 4,
      },
      {
        option_id: 22,
        title: 'Couleur',
        type: 'select',
        is_require: true,
        sort_order: 3,
        values: values([
          ['Noir', 0, 'fixed'],
          ['Gris', 0, 'fixed'],
        ]),
      },
      {
        option_id: 23,
        title: 'Élastique de fixation',
        type: 'radio',
        is_require: true,
        sort_order: 4,
        values: values([
          ['Sans', 0, 'fixed'],
          ['Avec élastique Ø8 mm', 12, 'fixed'],
        ]),
      },
    ],
    () => ({
      shape: 'sheet',
      unit: 'cm',
      dimensions: [
        { option_id: 21, min: 100, max: 600 },
        { option_id: 24, min: 80, max: 300 },
      ],
      quantity: { min: 0.8, max: 18 },
      price_per_unit: 9,
      included: 3,
      exclusions: [],
    }),
  );
  madeToMeasure(
    'OM-PERG-SM',
    'Toile de pergola sur mesure',
    159,
    [30, 31],
    'pergola',
    'beige',
    'Toile de pergola confectionnée à vos dimensions, fourreaux cousus à l’entraxe de vos traverses. Le prix de base couvre 6 m² ; au-delà, chaque m² est facturé 14 € HT, jusqu’à 30 m².',
    [
      {
        option_id: 31,
        title: 'Largeur (cm)',
        type: 'field',
        is_require: true,
        sort_order: 1,
        price: 0,
        price_type: 'fixed',
        max_characters: 4,
      },
      {
        option_id: 32,
        title: 'Avancée (cm)',
        type: 'field',
        is_require: true,
        sort_order: 2,
        price: 0,
        price_type: 'fixed',
        max_characters: 4,
      },
      {
        option_id: 33,
        title: 'Toile',
        type: 'drop_down',
        is_require: true,
        sort_order: 3,
        values: values([
          ['Micro-perforée', 0, 'fixed'],
          ['Occultante', 18, 'percent'],
        ]),
      },
      {
        option_id: 34,
        title: 'Couleur',
        type: 'radio',
        is_require: true,
        sort_order: 4,
        values: values([
          ['Blanc', 0, 'fixed'],
          ['Beige', 0, 'fixed'],
          ['Anthracite', 0, 'fixed'],
          ['Terracotta', 0, 'fixed'],
        ]),
      },
      {
        option_id: 35,
        title: 'Options',
        type: 'multiple',
        is_require: false,
        sort_order: 5,
        values: values([
          ['Lambrequin avant', 25, 'fixed'],
          ['Renfort anti-poches d’eau', 10, 'percent'],
        ]),
      },
    ],
    (valueId) => ({
      shape: 'sheet',
      unit: 'cm',
      dimensions: [
        { option_id: 31, min: 100, max: 600 },
        { option_id: 32, min: 100, max: 500 },
      ],
      quantity: { min: 1, max: 30 },
      price_per_unit: 14,
      included: 6,
      // The blackout fabric is not dyed in terracotta.
      exclusions: [{ values: [valueId(33, 'Occultante'), valueId(34, 'Terracotta')] }],
    }),
  );

  // Virtual services and downloadable documents.
  for (const [sku, name, ttc, text] of [
    [
      'SV-INSTALL-50',
      'Installation d’une citerne souple (jusqu’à 50 m³)',
      390,
      'Un technicien prépare la plateforme, pose le géotextile, déploie la citerne et réalise les raccordements. Intervention en France métropolitaine.',
    ],
    [
      'SV-INSTALL-RI',
      'Installation d’une réserve incendie (jusqu’à 240 m³)',
      1290,
      'Pose complète d’une réserve incendie avec poteau d’aspiration et essai de mise en eau, procès-verbal remis pour le SDIS.',
    ],
    [
      'SV-ETUDE-DECI',
      'Étude de dimensionnement DECI',
      490,
      'Notre bureau d’études calcule le volume nécessaire selon votre règlement départemental de DECI et vous remet un rapport.',
    ],
  ] as const) {
    const doc = base({
      sku,
      name,
      type_id: 'virtual',
      ttc,
      categoryIds: [50],
      image: image('service', 'bleu', '/catalog/service-bleu.svg'),
      short: `${text.split('. ')[0]}.`,
      description: `<p>${text}</p>`,
    });
    doc.stock = { is_in_stock: true, qty: 0, manage_stock: false, min_sale_qty: 1, max_sale_qty: 10 };
    products.push(doc);
  }
  const sheet = base({
    sku: 'DOC-FT-EP',
    name: 'Fiche technique citerne souple eau de pluie (PDF)',
    type_id: 'downloadable',
    ttc: 0,
    categoryIds: [50],
    image: image('document', 'vert', '/catalog/document-vert.svg'),
    short: 'Caractéristiques, dimensions et notice de pose de nos citernes eau de pluie.',
    description:
      '<p>Document PDF de 12 pages : caractéristiques de la toile, dimensions par volume, préparation du terrain et notice de pose.</p>',
  });
  Object.assign(sheet, {
    downloadable_links: [
      {
        id: 1,
        title: 'Fiche technique (PDF, 2,4 Mo)',
        link_type: 'file',
        number_of_downloads: 0,
        is_shareable: 1,
        sort_order: 1,
      },
    ],
  });
  sheet.stock = { is_in_stock: true, qty: 0, manage_stock: false, min_sale_qty: 1, max_sale_qty: 1 };
  const guide = base({
    sku: 'DOC-GUIDE-EP',
    name: 'Guide pratique de la récupération d’eau de pluie (livre numérique)',
    type_id: 'downloadable',
    ttc: 9.9,
    taxClass: 6,
    categoryIds: [50],
    image: image('document', 'bleu', '/catalog/document-bleu.svg'),
    short: 'Livre numérique de 86 pages pour dimensionner, installer et entretenir une récupération d’eau de pluie.',
    description:
      '<p>Livre numérique (EPUB et PDF) : réglementation, calcul du volume, choix de la citerne, raccordements, entretien. TVA réduite à 5,5 % applicable aux livres numériques.</p>',
  });
  Object.assign(guide, {
    downloadable_links: [
      {
        id: 2,
        title: 'Livre numérique (EPUB)',
        link_type: 'file',
        number_of_downloads: 5,
        is_shareable: 0,
        sort_order: 1,
      },
      {
        id: 3,
        title: 'Livre numérique (PDF)',
        link_type: 'file',
        number_of_downloads: 5,
        is_shareable: 0,
        sort_order: 2,
      },
    ],
    erin_recommends: 1,
  });
  guide.stock = { is_in_stock: true, qty: 0, manage_stock: false, min_sale_qty: 1, max_sale_qty: 1 };
  products.push(sheet, guide);

  return { products, images: [...images.values()] };
}
