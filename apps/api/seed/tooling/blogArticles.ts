/**
 * The blog's articles (issue 17): CMS pages whose identifier starts with `blog-`, with the date they were published,
 * a summary for the list and the products they mention (by sku, shown under the article). Written for the shop's
 * customers: installing, rainwater regulations, fire reserves, maintenance.
 */
export interface BlogArticleSeed {
  readonly identifier: `blog-${string}`;
  readonly title: string;
  readonly meta_description: string;
  readonly summary: string;
  readonly published_at: string;
  readonly products: readonly string[];
  readonly content: string;
}

const p = (sku: string, urlKey: string, label: string) => `<a href="/p/${sku}/${urlKey}">${label}</a>`;

export const blogArticles: readonly BlogArticleSeed[] = [
  {
    identifier: 'blog-installer-une-citerne-souple',
    title: 'Installer une citerne souple en cinq étapes',
    meta_description:
      'Préparer le sol, poser le géotextile, raccorder et remplir une citerne souple : la méthode pas à pas pour une installation durable.',
    summary:
      'Une citerne souple s’installe en une demi-journée, sans terrassement lourd. Le secret d’une poche qui dure vingt ans tient pourtant à un sol bien préparé.',
    published_at: '2026-03-12T08:00:00.000Z',
    products: ['GE-300-50', 'KI-TROP-50', 'VA-PVC-50', 'KI-REP'],
    content: `<p>Une citerne souple ne demande ni fosse ni dalle béton : elle repose à plat sur le sol, qu’elle épouse une fois pleine. C’est ce qui la rend économique et rapide à poser. C’est aussi pourquoi la préparation du terrain décide de sa durée de vie.</p>
<h2>1. Choisir l’emplacement</h2>
<p>Prévoyez une surface plane et horizontale, plus grande que l’emprise de la citerne pleine d’au moins 50 cm sur chaque côté : la poche s’élargit légèrement en se remplissant et vous devez pouvoir en faire le tour. Une pente de plus de 1 % fait migrer l’eau d’un côté et fatigue les soudures. Évitez le pied d’un talus qui ruisselle, les racines d’arbres et le passage des véhicules.</p>
<h2>2. Préparer le sol</h2>
<p>Retirez pierres, racines et objets pointus, puis nivelez. Sur un sol caillouteux, étalez 5 cm de sable fin que vous compactez. Déroulez ensuite un ${p('GE-300-50', 'geotextile-300-g-m2-rouleau-2-25-m', 'géotextile de 300 g/m²')} débordant de la surface : il protège le fond contre le poinçonnement et les rongeurs. C’est l’étape la plus importante de toute l’installation.</p>
<h2>3. Dérouler et positionner</h2>
<p>Dépliez la citerne vide sur le géotextile, par temps doux si possible : le PVC est plus souple au-dessus de 10 °C. Orientez les piquages vers l’endroit où vous puiserez l’eau et vers l’arrivée (gouttière, forage, réseau). Vérifiez qu’aucun pli ne reste coincé sous la poche.</p>
<h2>4. Raccorder</h2>
<p>Montez les accessoires avant le remplissage : une ${p('VA-PVC-50', 'vanne-1-4-de-tour-pvc-dn50', 'vanne ¼ de tour')} sur la sortie, un ${p('KI-TROP-50', 'kit-trop-plein-dn50', 'kit trop-plein')} sur l’entrée si la citerne est alimentée par une descente de gouttière, et laissez l’évent libre : il laisse sortir l’air pendant le remplissage. Serrez les raccords à la main puis d’un quart de tour, sans excès.</p>
<h2>5. Remplir et contrôler</h2>
<p>Remplissez progressivement : au premier quart, contrôlez l’étanchéité des raccords et la position de la poche, que vous pouvez encore rectifier. Une citerne pleine atteint sa hauteur nominale (de 0,67 m pour 1 m³ à 1,80 m pour les grands volumes). Gardez à portée de main un ${p('KI-REP', 'kit-de-reparation-citerne-pvc', 'kit de réparation')} : une petite perforation se colmate en quelques minutes.</p>
<p>Pas encore sûr du volume ? Notre <a href="/comment-choisir-sa-citerne-souple">guide de choix</a> le calcule pour vous, avec les dimensions au sol de chaque modèle.</p>`,
  },
  {
    identifier: 'blog-reglementation-eau-de-pluie',
    title: 'Récupérer l’eau de pluie : ce que dit la réglementation',
    meta_description:
      'Usages autorisés, déclaration en mairie, séparation des réseaux : les règles françaises de la récupération d’eau de pluie expliquées simplement.',
    summary:
      'Arroser, laver la voiture, alimenter les WC : ce que la loi permet de faire de l’eau de pluie, et les précautions qu’elle impose à l’intérieur de la maison.',
    published_at: '2026-04-02T08:00:00.000Z',
    products: ['CS-EP-5', 'CS-EP-10', 'KI-GOUT', 'KI-COLL'],
    content: `<p>Récupérer l’eau de pluie de sa toiture est libre en France. Son usage, en revanche, est encadré dès qu’elle entre dans la maison, parce qu’elle n’est pas potable et ne doit jamais se mélanger à l’eau du réseau public.</p>
<h2>Dehors : tout est permis</h2>
<p>Arrosage du jardin et du potager, lavage des véhicules et des terrasses, remplissage d’une mare : l’eau de pluie recueillie sur une toiture peut être utilisée librement à l’extérieur. Le texte de référence est l’arrêté du 21 août 2008 relatif à la récupération des eaux de pluie et à leur usage à l’intérieur et à l’extérieur des bâtiments.</p>
<h2>Dedans : WC, sols et, sous conditions, le lave-linge</h2>
<p>À l’intérieur, l’eau de pluie peut alimenter les chasses d’eau et servir au lavage des sols ; le lave-linge est admis à condition de traiter l’eau. Le décret du 29 août 2023 relatif aux usages des eaux de pluie a élargi et précisé ces usages. Trois règles ne changent pas :</p>
<ul>
<li>le réseau d’eau de pluie est totalement séparé du réseau d’eau potable : aucune connexion, même par un clapet ;</li>
<li>chaque robinet et chaque canalisation d’eau de pluie porte la mention « eau non potable » ;</li>
<li>l’appoint en eau du réseau, s’il existe, se fait par une surverse qui coupe physiquement tout retour.</li>
</ul>
<h2>La déclaration en mairie</h2>
<p>Dès que l’eau de pluie est utilisée à l’intérieur et rejoint ensuite les égouts (c’est le cas des WC), son usage doit être déclaré en mairie : la commune en tient compte pour la redevance d’assainissement. Pour un usage uniquement extérieur, aucune démarche n’est nécessaire.</p>
<h2>Bien équiper la citerne</h2>
<p>Une eau de pluie propre commence par un ${p('KI-COLL', 'collecteur-filtrant-de-descente', 'collecteur filtrant')} sur la descente de gouttière, qui écarte feuilles et mousses, puis un ${p('KI-GOUT', 'kit-de-raccordement-gouttiere', 'kit de raccordement')} jusqu’à la citerne. Une ${p('CS-EP-5', 'citerne-souple-eau-de-pluie-5-m3', 'citerne souple de 5 m³')} suffit à un jardin familial ; pour les WC d’un foyer de quatre personnes, visez plutôt une ${p('CS-EP-10', 'citerne-souple-eau-de-pluie-10-m3', 'citerne de 10 m³')}.</p>
<p>Ces règles évoluent : avant un usage intérieur, vérifiez auprès de votre mairie les textes en vigueur. Notre <a href="/comment-choisir-sa-citerne-souple">calculateur</a> dimensionne la citerne selon votre région, votre toiture et vos usages.</p>`,
  },
  {
    identifier: 'blog-reserve-incendie-regles-deci',
    title: 'Réserve incendie : les règles de la défense extérieure contre l’incendie',
    meta_description:
      'Volumes de 30, 60 ou 120 m³, accès des pompiers, signalisation, contrôle : comment la DECI encadre une réserve incendie souple.',
    summary:
      'Un permis de construire, un hameau mal desservi par les poteaux, une exploitation agricole : quand et comment une citerne souple devient un point d’eau incendie.',
    published_at: '2026-05-20T08:00:00.000Z',
    products: ['CS-RI-30', 'CS-RI-60', 'CS-RI-120', 'KI-INC-100', 'RA-PAN-RI'],
    content: `<p>Quand le réseau d’eau ne peut pas fournir le débit dont les pompiers ont besoin, la commune ou le propriétaire installe une réserve : c’est un point d’eau incendie (PEI). Les citernes souples sont la solution la plus répandue, parce qu’elles s’installent vite et sans génie civil.</p>
<h2>Qui fixe les règles ?</h2>
<p>La défense extérieure contre l’incendie (DECI) repose sur l’arrêté du 15 décembre 2015 fixant le référentiel national, décliné dans chaque département par un règlement départemental (RDDECI) rédigé par le service d’incendie et de secours (SDIS). C’est ce règlement, et l’avis du SDIS sur votre projet, qui s’appliquent.</p>
<h2>Quel volume ?</h2>
<p>Le volume dépend du risque à défendre. Pour les risques courants, les règlements retiennent en général :</p>
<ul>
<li><strong>30 m³</strong> pour un risque faible, comme une habitation isolée : ${p('CS-RI-30', 'citerne-souple-reserve-incendie-30-m3', 'réserve incendie de 30 m³')} ;</li>
<li><strong>60 m³</strong> pour un risque ordinaire, comme un hameau ou une petite activité : ${p('CS-RI-60', 'citerne-souple-reserve-incendie-60-m3', 'réserve de 60 m³')} ;</li>
<li><strong>120 m³</strong> pour un risque important, comme une exploitation ou un entrepôt : ${p('CS-RI-120', 'citerne-souple-reserve-incendie-120-m3', 'réserve de 120 m³')}.</li>
</ul>
<p>Les risques particuliers (industrie, établissements recevant du public) font l’objet d’une étude au cas par cas.</p>
<h2>Accès, raccordement et signalisation</h2>
<p>Le point d’eau doit être accessible en permanence aux engins, à une distance du bâtiment fixée par le règlement départemental, avec une aire d’aspiration stabilisée. La citerne est équipée d’un ${p('KI-INC-100', 'kit-de-raccordement-incendie-dn100', 'kit de raccordement incendie DN100')} terminé par un raccord symétrique normalisé, et signalée par un ${p('RA-PAN-RI', 'panneau-de-signalisation-reserve-incendie', 'panneau réserve incendie')} visible de la voie.</p>
<h2>Contrôle et entretien</h2>
<p>Le PEI est inscrit à l’arrêté communal ou intercommunal de DECI ; il fait l’objet de contrôles périodiques et le niveau d’eau doit être maintenu. Une citerne souple se contrôle d’un coup d’œil : elle se creuse dès qu’elle perd de l’eau.</p>
<p>Avant de commander, demandez l’avis du SDIS de votre département sur le volume et l’implantation. Notre <a href="/comment-choisir-sa-citerne-souple?use=fire&amp;risk=ordinary">guide de choix</a> vous indique les dimensions au sol de chaque réserve.</p>`,
  },
  {
    identifier: 'blog-entretenir-sa-citerne-souple',
    title: 'Entretenir sa citerne souple : le calendrier',
    meta_description:
      'Filtres, raccords, hivernage, vidange et stockage : les gestes simples qui font durer une citerne souple plus de vingt ans.',
    summary:
      'Quelques minutes par mois et un contrôle par an suffisent. Voici quoi vérifier, quand, et comment préparer la citerne à l’hiver ou au stockage.',
    published_at: '2026-09-15T08:00:00.000Z',
    products: ['KI-COLL', 'KI-REP', 'KI-VID-80', 'PO-IMM-550'],
    content: `<p>Une citerne souple en PVC ou en polyéthylène bien posée demande peu d’entretien. Les quelques gestes qui suivent évitent l’essentiel des pannes : un filtre colmaté, un raccord qui suinte, une vanne qui gèle.</p>
<h2>Chaque mois</h2>
<ul>
<li>Nettoyez le filtre du ${p('KI-COLL', 'collecteur-filtrant-de-descente', 'collecteur de descente')} : feuilles et mousses réduisent vite le remplissage.</li>
<li>Faites le tour de la citerne : une poche qui se creuse ou un sol humide signalent une fuite.</li>
</ul>
<h2>Chaque année</h2>
<ul>
<li>Contrôlez les raccords et les joints ; resserrez d’un quart de tour si un raccord suinte.</li>
<li>Manœuvrez les vannes pour éviter qu’elles ne grippent.</li>
<li>Dégagez la végétation autour de la citerne et vérifiez l’état du géotextile en bordure.</li>
</ul>
<h2>Avant l’hiver</h2>
<p>Une citerne pleine ne craint pas le gel : le volume d’eau met longtemps à refroidir. Les points faibles sont les tuyaux et les vannes extérieurs : vidangez-les, laissez les vannes entrouvertes et débranchez la pompe si elle est dehors.</p>
<h2>Tous les cinq à dix ans</h2>
<p>Une vidange complète permet d’évacuer les dépôts. Un ${p('KI-VID-80', 'kit-de-vidange-rapide-dn80', 'kit de vidange rapide')} ou une ${p('PO-IMM-550', 'pompe-immergee-550-w', 'pompe immergée')} vide la citerne en quelques heures ; rincez à l’eau claire, sans détergent agressif.</p>
<h2>Réparer et stocker</h2>
<p>Une petite perforation se répare avec le ${p('KI-REP', 'kit-de-reparation-citerne-pvc', 'kit de réparation PVC')} : nettoyez, séchez, collez la pièce et laissez sécher 24 heures avant de remplir. Pour stocker une citerne vide, lavez-la, laissez-la sécher entièrement, pliez-la sans marquer d’angle vif et rangez-la à l’abri des rongeurs.</p>
<p>Une question sur votre modèle ? <a href="/contact">Écrivez-nous</a>, nous vous répondons au plus vite.</p>`,
  },
];
