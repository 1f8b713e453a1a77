// Reference data of the seed catalogue: attributes and their options, colours, categories.
// Read by generateSeed.ts; nothing here is loaded at run time.

export const colours = {
  vert: { id: 49, label: 'Vert', hex: '#3f7d3a' },
  noir: { id: 50, label: 'Noir', hex: '#2b2b2b' },
  sable: { id: 51, label: 'Sable', hex: '#d8c28f' },
  gris: { id: 52, label: 'Gris', hex: '#8a8f94' },
  bleu: { id: 53, label: 'Bleu', hex: '#2f6db5' },
  rouge: { id: 54, label: 'Rouge', hex: '#c0392b' },
  blanc: { id: 55, label: 'Blanc', hex: '#f4f4f0' },
  beige: { id: 56, label: 'Beige', hex: '#e3d5b8' },
  anthracite: { id: 57, label: 'Anthracite', hex: '#3b4045' },
  terracotta: { id: 58, label: 'Terracotta', hex: '#c4633f' },
} as const;
export type Colour = keyof typeof colours;

export const sizes = [
  { id: 167, label: '2 x 3 m', w: 2, l: 3 },
  { id: 168, label: '3 x 4 m', w: 3, l: 4 },
  { id: 169, label: '4 x 5 m', w: 4, l: 5 },
  { id: 170, label: '5 x 6 m', w: 5, l: 6 },
  { id: 171, label: '6 x 8 m', w: 6, l: 8 },
  { id: 172, label: '8 x 10 m', w: 8, l: 10 },
  { id: 173, label: '10 x 12 m', w: 10, l: 12 },
  { id: 174, label: '3 x 3 m', w: 3, l: 3 },
  { id: 175, label: '4 x 4 m', w: 4, l: 4 },
  { id: 176, label: '4 x 6 m', w: 4, l: 6 },
  { id: 177, label: '5 x 5 m', w: 5, l: 5 },
] as const;

export const volumes = [1, 2, 3, 5, 10, 15, 20, 30, 40, 50, 60, 80, 100, 120, 150, 180, 200, 240, 250, 300, 400, 500];
export const volumeOptionId = (m3: number) => 300 + volumes.indexOf(m3);

export const grammages = [
  { id: 401, label: '150 g/m²', value: 150 },
  { id: 402, label: '250 g/m²', value: 250 },
  { id: 403, label: '450 g/m²', value: 450 },
  { id: 404, label: '650 g/m²', value: 650 },
  { id: 405, label: '900 g/m²', value: 900 },
  { id: 406, label: '1100 g/m²', value: 1100 },
  { id: 407, label: '200 g/m²', value: 200 },
  { id: 408, label: '300 g/m²', value: 300 },
  { id: 409, label: '400 g/m²', value: 400 },
  { id: 410, label: '160 g/m²', value: 160 },
  { id: 411, label: '185 g/m²', value: 185 },
];
export const grammageId = (value: number) => {
  const found = grammages.find((g) => g.value === value);
  if (!found) throw new Error(`no grammage ${value}`);
  return found.id;
};

export const usages = {
  pluie: { id: 501, label: 'Eau de pluie' },
  potable: { id: 502, label: 'Eau potable' },
  incendie: { id: 503, label: 'Réserve incendie' },
  irrigation: { id: 504, label: 'Irrigation et agriculture' },
  effluents: { id: 505, label: 'Effluents et lisiers' },
  hydrocarbures: { id: 506, label: 'Hydrocarbures' },
  protection: { id: 507, label: 'Protection et bâchage' },
  ombrage: { id: 508, label: 'Ombrage' },
  raccordement: { id: 509, label: 'Raccordement' },
} as const;

export const certifications = {
  acs: { id: 601, label: 'ACS (attestation de conformité sanitaire)' },
  deci: { id: 602, label: 'Conforme DECI (défense extérieure contre l’incendie)' },
  ce: { id: 603, label: 'Marquage CE' },
  ral: { id: 604, label: 'Résistant aux hydrocarbures (norme EN 14125)' },
  m2: { id: 605, label: 'Classement au feu M2' },
} as const;

export const materials = {
  pvc1100: { id: 701, label: 'Polyester enduit PVC 1100 g/m²' },
  pvc900: { id: 702, label: 'Polyester enduit PVC 900 g/m²' },
  pvc650: { id: 703, label: 'Polyester enduit PVC 650 g/m²' },
  tpu: { id: 704, label: 'Polyester enduit TPU (contact alimentaire)' },
  pe: { id: 705, label: 'Polyéthylène tissé' },
  pehd: { id: 706, label: 'PEHD' },
  laiton: { id: 707, label: 'Laiton' },
  pvcRigide: { id: 708, label: 'PVC pression' },
  inox: { id: 709, label: 'Inox 304' },
  polypropylene: { id: 710, label: 'Polypropylène non tissé' },
  polyesterMicro: { id: 711, label: 'Polyester micro-perforé enduit PVC' },
  pehdTricote: { id: 712, label: 'PEHD tricoté' },
  aluminium: { id: 713, label: 'Aluminium' },
} as const;

export const categories = [
  { id: 2, parent_id: 1, name: 'Catalogue', url_key: 'catalogue', level: 1, position: 0, include_in_menu: false },
  { id: 10, parent_id: 2, name: 'Citernes souples', url_key: 'citernes-souples', level: 2, position: 1 },
  { id: 11, parent_id: 10, name: 'Eau de pluie', url_key: 'eau-de-pluie', level: 3, position: 1 },
  { id: 12, parent_id: 10, name: 'Eau potable ACS', url_key: 'eau-potable-acs', level: 3, position: 2 },
  { id: 13, parent_id: 10, name: 'Réserve incendie', url_key: 'reserve-incendie', level: 3, position: 3 },
  { id: 14, parent_id: 10, name: 'Agricole et irrigation', url_key: 'agricole-et-irrigation', level: 3, position: 4 },
  { id: 15, parent_id: 10, name: 'Effluents', url_key: 'effluents', level: 3, position: 5 },
  { id: 16, parent_id: 10, name: 'Hydrocarbures', url_key: 'hydrocarbures', level: 3, position: 6 },
  { id: 17, parent_id: 10, name: 'Sur mesure', url_key: 'sur-mesure', level: 3, position: 7 },
  { id: 20, parent_id: 2, name: 'Bâches', url_key: 'baches', level: 2, position: 2 },
  { id: 21, parent_id: 20, name: 'Bâches de protection', url_key: 'baches-de-protection', level: 3, position: 1 },
  { id: 22, parent_id: 20, name: 'Bâches PVC sur mesure', url_key: 'baches-pvc-sur-mesure', level: 3, position: 2 },
  {
    id: 23,
    parent_id: 20,
    name: 'Bâches agricoles et ensilage',
    url_key: 'baches-agricoles-et-ensilage',
    level: 3,
    position: 3,
  },
  { id: 30, parent_id: 2, name: 'Ombrage', url_key: 'ombrage', level: 2, position: 3 },
  { id: 31, parent_id: 30, name: 'Toiles de pergola', url_key: 'toiles-de-pergola', level: 3, position: 1 },
  { id: 32, parent_id: 30, name: "Voiles d'ombrage", url_key: 'voiles-d-ombrage', level: 3, position: 2 },
  { id: 33, parent_id: 30, name: 'Couvertures de terrasse', url_key: 'couvertures-de-terrasse', level: 3, position: 3 },
  { id: 40, parent_id: 2, name: 'Accessoires', url_key: 'accessoires', level: 2, position: 4 },
  { id: 41, parent_id: 40, name: 'Vannes', url_key: 'vannes', level: 3, position: 1 },
  { id: 42, parent_id: 40, name: 'Raccords', url_key: 'raccords', level: 3, position: 2 },
  { id: 43, parent_id: 40, name: 'Kits de raccordement', url_key: 'kits-de-raccordement', level: 3, position: 3 },
  { id: 44, parent_id: 40, name: 'Pompes', url_key: 'pompes', level: 3, position: 4 },
  { id: 45, parent_id: 40, name: 'Géotextiles', url_key: 'geotextiles', level: 3, position: 5 },
  {
    id: 50,
    parent_id: 2,
    name: 'Services et documentation',
    url_key: 'services-et-documentation',
    level: 2,
    position: 5,
  },
] as const;

export const categoryTexts: Record<number, { description: string; short: string; filters: string[] }> = {
  10: {
    short:
      'Citernes souples fabriquées en France, de 1 à 500 m³, pour stocker l’eau de pluie, l’eau potable, les réserves incendie et les effluents.',
    description:
      'Nos citernes souples sont confectionnées dans notre atelier à partir de toiles polyester enduites PVC ou TPU soudées haute fréquence. Elles se posent sur un sol plat, sans terrassement ni génie civil, et se replient pour être déplacées.',
    filters: ['volume', 'color', 'usage', 'certification'],
  },
  11: {
    short: 'Récupérez l’eau de pluie de vos toitures pour l’arrosage et les usages extérieurs.',
    description:
      'Citernes souples de 1 à 50 m³ à raccorder à une descente de gouttière. Livrées avec vanne de vidange et trop-plein.',
    filters: ['volume', 'color'],
  },
  12: {
    short: 'Citernes souples en toile alimentaire certifiée ACS pour l’eau destinée à la consommation humaine.',
    description:
      'Toile TPU conforme à l’arrêté du 29 mai 1997 modifié, attestation de conformité sanitaire fournie avec chaque citerne.',
    filters: ['volume', 'color'],
  },
  13: {
    short: 'Réserves d’eau pour la défense extérieure contre l’incendie (DECI), de 30 à 500 m³.',
    description:
      'Citernes souples conformes aux exigences des SDIS : raccord pompier DN100, poteau d’aspiration, marquage réglementaire.',
    filters: ['volume', 'color', 'certification'],
  },
  14: {
    short: 'Stockage d’eau pour l’irrigation, l’abreuvement et les usages agricoles.',
    description: 'Grands volumes, toile 900 ou 1100 g/m² traitée anti-UV.',
    filters: ['volume', 'color'],
  },
  15: {
    short: 'Stockage temporaire ou permanent des lisiers, digestats et eaux usées.',
    description: 'Toile résistante aux effluents agricoles et industriels, vannes DN80 ou DN100.',
    filters: ['volume', 'color'],
  },
  16: {
    short: 'Citernes souples pour fioul, gazole non routier et hydrocarbures.',
    description: 'Toile polyuréthane résistante aux hydrocarbures, livrée avec bac de rétention en option.',
    filters: ['volume'],
  },
  17: {
    short: 'Citernes souples aux dimensions exactes de votre terrain.',
    description:
      'Indiquez vos dimensions, votre volume et vos raccords : notre bureau d’études valide la faisabilité sous 48 h.',
    filters: [],
  },
  20: {
    short: 'Bâches de protection, bâches PVC sur mesure et bâches agricoles.',
    description: 'Bâches œilletées prêtes à poser ou confectionnées à vos mesures.',
    filters: ['size', 'color', 'grammage'],
  },
  21: {
    short: 'Bâches œilletées de 150 à 650 g/m² pour protéger matériel, bois et chantiers.',
    description: 'Œillets tous les 50 cm, ourlets soudés, traitement anti-UV.',
    filters: ['size', 'color', 'grammage'],
  },
  22: {
    short: 'Bâches PVC confectionnées à vos dimensions.',
    description: 'Choisissez la toile, la couleur, les finitions et les renforts.',
    filters: [],
  },
  23: {
    short: 'Bâches d’ensilage, de couverture de fourrage et de stockage.',
    description: 'Films et bâches traités anti-UV pour l’exploitation agricole.',
    filters: ['size', 'grammage'],
  },
  30: {
    short: 'Toiles de pergola, voiles d’ombrage et couvertures de terrasse.',
    description: 'Des solutions d’ombrage confectionnées en France.',
    filters: ['size', 'color'],
  },
  31: {
    short: 'Toiles de remplacement pour pergolas.',
    description: 'Toile micro-perforée ou occultante, fourreaux cousus, dimensions standard ou sur mesure.',
    filters: ['size', 'color'],
  },
  32: {
    short: 'Voiles d’ombrage triangulaires, carrées et rectangulaires.',
    description: 'Tissu PEHD tricoté respirant, protection UV jusqu’à 95 %.',
    filters: ['size', 'color'],
  },
  33: {
    short: 'Couvertures de terrasse et toiles tendues.',
    description: 'Toiles imperméables pour couvrir une terrasse ou un carport.',
    filters: ['size', 'color'],
  },
  40: {
    short: 'Vannes, raccords, kits, pompes et géotextiles pour équiper votre citerne.',
    description: 'Tous les accessoires compatibles avec nos citernes souples.',
    filters: ['material'],
  },
  41: {
    short: 'Vannes ¼ de tour, vannes à guillotine et vannes laiton.',
    description: 'Du DN25 au DN100.',
    filters: ['material'],
  },
  42: {
    short: 'Raccords pompier, coudes, tés et réductions.',
    description: 'Raccords symétriques Guillemin et raccords PVC pression.',
    filters: ['material'],
  },
  43: {
    short: 'Kits complets pour raccorder une citerne à une gouttière ou une pompe.',
    description: 'Tout le nécessaire en un seul colis.',
    filters: [],
  },
  44: {
    short: 'Pompes de surface, immergées et surpresseurs.',
    description: 'Pour arroser, transférer ou vider une citerne.',
    filters: [],
  },
  45: {
    short: 'Géotextiles de protection à poser sous la citerne.',
    description: 'Feutres non tissés de 200 à 400 g/m².',
    filters: ['grammage'],
  },
  50: {
    short: 'Installation par nos techniciens et documentation technique.',
    description: 'Services et documents pour réussir votre projet.',
    filters: [],
  },
};

export const attributeDefinitions = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    frontend_label: 'Couleur',
    frontend_input: 'select',
    is_filterable: true,
    position: 1,
    options: Object.values(colours).map((c) => ({ value: c.id, label: c.label })),
  },
  {
    attribute_id: 141,
    attribute_code: 'size',
    frontend_label: 'Dimensions',
    frontend_input: 'select',
    is_filterable: true,
    position: 2,
    options: sizes.map((s) => ({ value: s.id, label: s.label })),
  },
  {
    attribute_id: 150,
    attribute_code: 'volume',
    frontend_label: 'Volume',
    frontend_input: 'select',
    is_filterable: true,
    position: 3,
    options: volumes.map((m3) => ({ value: volumeOptionId(m3), label: `${m3} m³` })),
  },
  {
    attribute_id: 151,
    attribute_code: 'grammage',
    frontend_label: 'Grammage',
    frontend_input: 'select',
    is_filterable: true,
    position: 4,
    options: grammages.map((g) => ({ value: g.id, label: g.label })),
  },
  {
    attribute_id: 152,
    attribute_code: 'usage',
    frontend_label: 'Usage',
    frontend_input: 'multiselect',
    is_filterable: true,
    position: 5,
    options: Object.values(usages).map((u) => ({ value: u.id, label: u.label })),
  },
  {
    attribute_id: 153,
    attribute_code: 'certification',
    frontend_label: 'Certification',
    frontend_input: 'select',
    is_filterable: true,
    position: 6,
    options: Object.values(certifications).map((c) => ({ value: c.id, label: c.label })),
  },
  {
    attribute_id: 154,
    attribute_code: 'material',
    frontend_label: 'Matière',
    frontend_input: 'select',
    is_filterable: true,
    position: 7,
    options: Object.values(materials).map((m) => ({ value: m.id, label: m.label })),
  },
  {
    attribute_id: 155,
    attribute_code: 'erin_recommends',
    frontend_label: 'Nos recommandations',
    frontend_input: 'boolean',
    is_filterable: true,
    position: 8,
    options: [
      { value: 0, label: 'Non' },
      { value: 1, label: 'Oui' },
    ],
  },
  {
    attribute_id: 156,
    attribute_code: 'dimensions',
    frontend_label: 'Dimensions (L × l × h)',
    frontend_input: 'text',
    is_filterable: false,
    position: 9,
    options: [],
  },
  {
    attribute_id: 157,
    attribute_code: 'volume_m3',
    frontend_label: 'Volume (m³)',
    frontend_input: 'price',
    is_filterable: false,
    position: 10,
    options: [],
  },
  {
    attribute_id: 158,
    attribute_code: 'warranty_years',
    frontend_label: 'Garantie (ans)',
    frontend_input: 'text',
    is_filterable: false,
    position: 11,
    options: [],
  },
  {
    attribute_id: 159,
    attribute_code: 'made_in_france',
    frontend_label: 'Fabriqué en France',
    frontend_input: 'boolean',
    is_filterable: false,
    position: 12,
    options: [
      { value: 0, label: 'Non' },
      { value: 1, label: 'Oui' },
    ],
  },
  {
    attribute_id: 77,
    attribute_code: 'price',
    frontend_label: 'Prix',
    frontend_input: 'price',
    is_filterable: true,
    position: 0,
    options: [],
  },
];
