// The legal and static pages of SPEC §2, in French (the shop's language). The seller's identity is not written here:
// the pages hold `{{seller.…}}` placeholders that the storefront fills at render from the identity the merchant
// configures in the API (SELLER_IDENTITY_FILE, issue 18), so the legal notice, the CGV and the invoices always agree.

/** A placeholder of the seller identity, filled by the storefront (names: `sellerTextValues` of core-api). */
const seller = (field: string) => `{{seller.${field}}}`;

export const company = {
  name: seller('companyName'),
  brand: 'Citerne Souple France',
  legalForm: seller('legalForm'),
  /** Where the tanks are made (the shop's story, not its registered office). */
  workshopCity: 'Cholet',
  phone: seller('phone'),
  email: seller('email'),
  capital: seller('shareCapital'),
  rcs: seller('rcs'),
  siret: seller('siret'),
  vat: seller('vatNumber'),
  director: seller('publicationDirector'),
  host: `${seller('host.name')}, ${seller('host.address')}, téléphone ${seller('host.phone')}`,
  mediator: `${seller('mediator.name')}, ${seller('mediator.address')} — <a href="${seller('mediator.website')}">${seller('mediator.website')}</a>`,
};

/** Numbers of the seed's store content (header block, home reassurance), which the storefront shows as written. */
export const demoPhone = { display: '02 41 00 00 00', international: '+33 2 41 00 00 00' };

const address = seller('address');

export const cmsPages: { identifier: string; title: string; content: string; meta_description: string }[] = [
  {
    identifier: 'mentions-legales',
    title: 'Mentions légales',
    meta_description:
      'Éditeur, hébergeur, propriété intellectuelle et données personnelles du site Citerne Souple France.',
    content: `<h1>Mentions légales</h1>
<p>Conformément aux articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN), les informations suivantes sont portées à la connaissance des utilisateurs du site.</p>
<h2>Éditeur du site</h2>
<p>${company.name}, ${company.legalForm} au capital de ${company.capital}, immatriculée au ${company.rcs}, SIRET ${company.siret}, numéro de TVA intracommunautaire ${company.vat}.<br>Siège social : ${address}.<br>Téléphone : ${company.phone} (prix d’un appel local) — Courriel : ${company.email}.</p>
<p>Directeur de la publication : ${company.director}.</p>
<h2>Hébergement</h2>
<p>Le site est hébergé par ${company.host}.</p>
<h2>Propriété intellectuelle</h2>
<p>L’ensemble des éléments du site (textes, photographies, dessins, logos, marques, base de données) est protégé par le Code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable de ${company.name} est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.</p>
<h2>Données personnelles</h2>
<p>Les données collectées sur le site (commande, compte client, lettre d’information, formulaire de contact) sont traitées par ${company.name}, responsable de traitement, pour la gestion des commandes, de la relation client et, avec votre accord, de la prospection. Conformément au règlement (UE) 2016/679 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, que vous pouvez exercer par courriel à ${company.email} ou par courrier à l’adresse du siège. Vous pouvez introduire une réclamation auprès de la CNIL (www.cnil.fr). Le détail figure dans notre <a href="/privacy">politique de confidentialité</a>.</p>
<h2>Cookies</h2>
<p>Le site utilise des cookies nécessaires à son fonctionnement (panier, session) et, avec votre consentement, des cookies de mesure d’audience. Vous pouvez modifier vos choix à tout moment depuis le bandeau cookies ou les réglages de votre navigateur.</p>`,
  },
  {
    identifier: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    meta_description:
      'Conditions générales de vente : commande, prix, livraison, droit de rétractation de 14 jours, garanties.',
    content: `<h1>Conditions générales de vente</h1>
<p>Les présentes conditions générales de vente (CGV) s’appliquent à toute commande passée sur le site par un consommateur ou un professionnel auprès de ${company.name}, ${address} (ci-après « le Vendeur »). Elles sont accessibles à tout moment sur le site et prévalent sur tout autre document.</p>
<h2>Article 1 — Produits</h2>
<p>Le Vendeur propose des citernes souples, des bâches, des toiles d’ombrage, des accessoires, des prestations d’installation et des documents numériques. Les caractéristiques essentielles de chaque produit figurent sur sa fiche. Les photographies et dessins sont illustratifs. Certains produits sont confectionnés selon les spécifications du client (produits « sur mesure »).</p>
<h2>Article 2 — Prix</h2>
<p>Les prix sont indiqués en euros toutes taxes comprises (TTC), hors frais de livraison, lesquels sont indiqués avant la validation de la commande. La TVA applicable est celle en vigueur au jour de la commande (20 % ; 5,5 % pour les livres numériques). Le Vendeur se réserve le droit de modifier ses prix à tout moment ; le prix facturé est celui affiché lors de la validation de la commande.</p>
<h2>Article 3 — Commande</h2>
<p>Le client sélectionne les produits, vérifie le contenu de son panier, indique ses coordonnées, choisit le mode de livraison et de paiement, puis valide sa commande après avoir accepté les présentes CGV. La commande est confirmée par courriel. Pour les produits sur mesure, la fabrication ne commence qu’après validation technique des dimensions par notre bureau d’études ; si la fabrication est impossible, la commande est annulée et intégralement remboursée.</p>
<h2>Article 4 — Paiement</h2>
<p>Le paiement est exigible à la commande, par carte bancaire via nos prestataires de paiement sécurisé, par virement ou, lorsque cette option est proposée, à la livraison. Voir la page <a href="/paiement-securise">Paiement sécurisé</a>.</p>
<h2>Article 5 — Livraison</h2>
<p>Les produits sont livrés à l’adresse indiquée lors de la commande, en France métropolitaine, en Allemagne et en Italie. Les délais indicatifs figurent sur la fiche produit ; à défaut de date convenue, la livraison intervient au plus tard trente jours après la commande (article L216-1 du Code de la consommation). En cas de retard, le client peut résoudre le contrat dans les conditions de l’article L216-6. Le client vérifie l’état du colis à réception et porte ses réserves sur le bon du transporteur.</p>
<h2>Article 6 — Droit de rétractation</h2>
<p>Conformément à l’article L221-18 du Code de la consommation, le consommateur dispose d’un délai de <strong>quatorze (14) jours</strong> pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d’autres coûts que les frais de retour. Ce délai court à compter de la réception du bien par le consommateur (ou de la conclusion du contrat pour une prestation de service).</p>
<p>Pour exercer ce droit, le consommateur notifie sa décision par une déclaration dénuée d’ambiguïté (courrier à ${address} ou courriel à ${company.email}), par exemple au moyen du formulaire type ci-dessous, ou en ligne, à tout moment du délai, avec la fonction <a href="/retractation">« Se rétracter du contrat ici »</a> accessible en bas de chaque page et depuis le détail de la commande dans l’espace client (accusé de réception immédiat par courriel). Le <a href="/formulaire-de-retractation">formulaire type de rétractation</a> est aussi disponible en page à imprimer. Il renvoie le produit dans les quatorze jours suivant cette notification, complet et dans son emballage d’origine. Le Vendeur rembourse la totalité des sommes versées, y compris les frais de livraison initiaux (sur la base du mode standard), dans un délai de quatorze jours à compter de la réception de la notification, en utilisant le même moyen de paiement ; il peut différer le remboursement jusqu’à la récupération du bien ou la preuve de son expédition.</p>
<p><strong>Exceptions.</strong> Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne peut pas être exercé pour :</p>
<ul>
<li>la fourniture de biens <strong>confectionnés selon les spécifications du consommateur ou nettement personnalisés</strong> (3° de l’article L221-28) : les citernes souples sur mesure, bâches sur mesure et toiles de pergola sur mesure, fabriquées aux dimensions et options choisies par le client, ne peuvent donc être ni reprises ni échangées, sauf défaut de conformité ;</li>
<li>la fourniture d’un contenu numérique non fourni sur un support matériel dont l’exécution a commencé avec l’accord préalable exprès du consommateur et renoncement exprès à son droit de rétractation (13°) ;</li>
<li>les prestations de services pleinement exécutées avant la fin du délai de rétractation avec l’accord préalable exprès du consommateur (1°).</li>
</ul>
<p><em>Formulaire de rétractation</em> (à compléter et renvoyer uniquement si vous souhaitez vous rétracter) : « À l’attention de ${company.name}, ${address}, ${company.email} : je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous : … Commandé le … / reçu le … Nom du consommateur … Adresse du consommateur … Signature (en cas de notification sur papier) … Date … »</p>
<h2>Article 7 — Garanties légales</h2>
<p>Tous les produits bénéficient de la garantie légale de conformité (articles L217-1 à L217-32 du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil), rappelées dans l’encadré ci-dessous tel que l’article D211-2 du Code de la consommation le rédige.</p>
<aside>
<h3>Garanties légales (article D211-2 du Code de la consommation)</h3>
<p>Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, le consommateur n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci.</p>
<p>Lorsque le contrat de vente du bien prévoit la fourniture d’un contenu numérique ou d’un service numérique de manière continue pendant une durée supérieure à deux ans, la garantie légale est applicable à ce contenu numérique ou ce service numérique tout au long de la période de fourniture prévue. Durant ce délai, le consommateur n’est tenu d’établir que l’existence du défaut de conformité affectant le contenu numérique ou le service numérique et non la date d’apparition de celui-ci.</p>
<p>La garantie légale de conformité emporte obligation pour le professionnel, le cas échéant, de fournir toutes les mises à jour nécessaires au maintien de la conformité du bien.</p>
<p>La garantie légale de conformité donne au consommateur droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui.</p>
<p>Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d’une extension de six mois de la garantie initiale.</p>
<p>Si le consommateur demande la réparation du bien, mais que le vendeur impose le remplacement, la garantie légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien.</p>
<p>Le consommateur peut obtenir une réduction du prix d’achat en conservant le bien ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien, si :</p>
<p>1° Le professionnel refuse de réparer ou de remplacer le bien ;<br>2° La réparation ou le remplacement du bien intervient après un délai de trente jours ;<br>3° La réparation ou le remplacement du bien occasionne un inconvénient majeur pour le consommateur, notamment lorsque le consommateur supporte définitivement les frais de reprise ou d’enlèvement du bien non conforme, ou s’il supporte les frais d’installation du bien réparé ou de remplacement ;<br>4° La non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée infructueuse.</p>
<p>Le consommateur a également droit à une réduction du prix du bien ou à la résolution du contrat lorsque le défaut de conformité est si grave qu’il justifie que la réduction du prix ou la résolution du contrat soit immédiate. Le consommateur n’est alors pas tenu de demander la réparation ou le remplacement du bien au préalable.</p>
<p>Le consommateur n’a pas droit à la résolution de la vente si le défaut de conformité est mineur.</p>
<p>Toute période d’immobilisation du bien en vue de sa réparation ou de son remplacement suspend la garantie qui restait à courir jusqu’à la délivrance du bien remis en état.</p>
<p>Les droits mentionnés ci-dessus résultent de l’application des articles L. 217-1 à L. 217-32 du code de la consommation.</p>
<p>Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300 000 euros, qui peut être porté jusqu’à 10 % du chiffre d’affaires moyen annuel (article L. 241-5 du code de la consommation).</p>
<p>Le consommateur bénéficie également de la garantie légale des vices cachés en application des articles 1641 à 1649 du code civil, pendant une durée de deux ans à compter de la découverte du défaut. Cette garantie donne droit à une réduction de prix si le bien est conservé ou à un remboursement intégral contre restitution du bien.</p>
</aside>
<p>Nos citernes souples bénéficient en outre d’une garantie commerciale de 5 à 10 ans selon les modèles, indiquée sur la fiche produit, qui ne prive pas le consommateur des garanties légales.</p>
<h2>Article 8 — Responsabilité</h2>
<p>Le client installe les produits conformément à la notice de pose (terrain plat, débarrassé de tout objet saillant, protégé par un géotextile). Le Vendeur n’est pas responsable des dommages résultant d’une installation ou d’une utilisation non conformes.</p>
<h2>Article 9 — Données personnelles</h2>
<p>Les données du client sont traitées conformément à notre <a href="/privacy">politique de confidentialité</a>.</p>
<h2>Article 10 — Médiation et litiges</h2>
<p>En cas de litige, le client s’adresse d’abord au service client. À défaut d’accord, le consommateur peut recourir gratuitement au médiateur de la consommation : ${company.mediator} (articles L612-1 et suivants du Code de la consommation), ou à la plateforme européenne de règlement en ligne des litiges. Les présentes CGV sont soumises au droit français.</p>`,
  },
  {
    identifier: 'conditions-generales-utilisation',
    title: 'Conditions générales d’utilisation',
    meta_description: 'Conditions d’utilisation du site : accès, compte client, contenus, cookies et responsabilité.',
    content: `<h1>Conditions générales d’utilisation</h1>
<p>Les présentes conditions générales d’utilisation (CGU) encadrent l’accès au site et son utilisation. En naviguant sur le site, l’utilisateur les accepte.</p>
<h2>Accès au site</h2>
<p>Le site est accessible gratuitement à tout utilisateur disposant d’un accès à internet. ${company.name} s’efforce d’assurer sa disponibilité mais peut l’interrompre pour maintenance sans que sa responsabilité soit engagée.</p>
<h2>Compte client</h2>
<p>La création d’un compte nécessite une adresse électronique valide et un mot de passe d’au moins 8 caractères. L’utilisateur est responsable de la confidentialité de ses identifiants et informe sans délai le service client de toute utilisation non autorisée.</p>
<h2>Avis clients</h2>
<p>Les avis publiés doivent porter sur un produit acheté et respecter la loi : propos injurieux, diffamatoires ou sans rapport avec le produit sont refusés. Les avis sont modérés avant publication ; leur date et leur note sont affichées.</p>
<h2>Cookies</h2>
<p>Un bandeau informe l’utilisateur lors de sa première visite. Les cookies strictement nécessaires (panier, session, préférence cookies) ne requièrent pas de consentement ; les cookies de mesure d’audience ne sont déposés qu’avec son accord, valable treize mois.</p>
<h2>Liens et contenus</h2>
<p>Les liens vers des sites tiers sont fournis à titre d’information ; ${company.name} n’exerce aucun contrôle sur leur contenu. Toute extraction de la base de données produits est interdite.</p>
<h2>Droit applicable</h2>
<p>Les CGU sont soumises au droit français. Contact : ${company.email}.</p>`,
  },
  {
    identifier: 'paiement-securise',
    title: 'Paiement sécurisé',
    meta_description:
      'Carte bancaire 3-D Secure, virement, paiement à la livraison : nos moyens de paiement sécurisés.',
    content: `<h1>Paiement sécurisé</h1>
<p>Toutes les transactions par carte bancaire sont traitées par nos prestataires de paiement agréés, sur des pages chiffrées (TLS). Vos coordonnées bancaires ne transitent jamais par nos serveurs et ne sont pas conservées par ${company.brand}.</p>
<h2>Moyens de paiement acceptés</h2>
<ul><li>Carte bancaire (CB, Visa, Mastercard) avec authentification forte 3-D Secure, conformément à la directive européenne DSP2 ;</li><li>Virement bancaire : la commande est préparée à réception des fonds ;</li><li>Paiement à la livraison pour les commandes de produits physiques (non proposé pour les services et les documents numériques).</li></ul>
<h2>En cas d’échec du paiement</h2>
<p>Si le paiement est refusé, votre commande reste enregistrée : vous pouvez relancer le paiement depuis la page d’échec ou contacter notre service client au ${company.phone}.</p>`,
  },
  {
    identifier: 'delivery',
    title: 'Livraison',
    meta_description: 'Délais, transporteurs et frais de livraison ; livraison offerte dès 200 € TTC en France.',
    content: `<h1>Livraison</h1>
<p>Nos citernes souples sont expédiées pliées sur palette depuis notre atelier de ${company.workshopCity}. Les accessoires partent sous 48 heures ouvrées.</p>
<h2>Frais de livraison</h2>
<ul><li>Livraison par transporteur DPD : 5,00 € TTC ;</li><li>Livraison offerte en France métropolitaine dès 200 € TTC d’achat ;</li><li>Citernes de plus de 100 m³ : livraison sur rendez-vous par transporteur avec hayon, devis inclus dans le prix affiché.</li></ul>
<h2>Délais</h2>
<p>Citernes standard en stock : 3 à 5 jours ouvrés. Produits sur mesure : 3 à 4 semaines après validation technique, 10 jours ouvrés avec l’option express. Le délai applicable est rappelé sur la fiche produit et dans le courriel de confirmation.</p>
<h2>Réception</h2>
<p>Vérifiez l’état du colis en présence du livreur et notez toute réserve précise sur le bon de livraison, puis confirmez-la au transporteur par lettre recommandée dans les trois jours (article L133-3 du Code de commerce).</p>`,
  },
  {
    identifier: 'returns',
    title: 'Retours et rétractation',
    meta_description:
      'Retourner un produit : 14 jours pour vous rétracter, retours gratuits sous 30 jours sur les accessoires, exception du sur-mesure.',
    content: `<h1>Retours et rétractation</h1>
<p>Vous disposez de <strong>14 jours</strong> à compter de la réception de votre commande pour exercer votre droit de rétractation, sans avoir à vous justifier (article L221-18 du Code de la consommation). Geste commercial : les retours des accessoires sont gratuits pendant 30 jours.</p>
<h2>Comment retourner un produit ?</h2>
<ol><li>Signalez votre rétractation à ${company.email} ou via le formulaire des <a href="/conditions-generales-de-vente">CGV</a> ;</li><li>Emballez le produit complet, propre et sec (une citerne doit être vidée et repliée) ;</li><li>Envoyez-le dans les 14 jours à : ${company.name}, service retours, ${address}.</li></ol>
<p>Nous vous remboursons sous 14 jours, frais de livraison initiaux compris, par le moyen de paiement utilisé lors de la commande.</p>
<h2>Produits exclus</h2>
<p>Les produits <strong>confectionnés selon vos spécifications</strong> (citernes, bâches et toiles sur mesure) ne peuvent pas faire l’objet d’une rétractation (article L221-28, 3°, du Code de la consommation). Ils restent couverts par les garanties légales de conformité et des vices cachés.</p>`,
  },
  {
    identifier: 'about-us',
    title: 'À propos',
    meta_description: 'Fabricant français de citernes souples depuis plus de 20 ans : 8 800 citernes installées.',
    content: `<h1>À propos de ${company.brand}</h1>
<p>Depuis plus de vingt ans, notre atelier de ${company.workshopCity} conçoit et fabrique des citernes souples, des bâches et des toiles d’ombrage. Plus de <strong>8 800 citernes</strong> sont aujourd’hui installées chez des particuliers, des exploitations agricoles, des collectivités et des industriels.</p>
<h2>Fabrication française</h2>
<p>Chaque citerne est découpée, soudée haute fréquence et testée en étanchéité dans notre atelier avant expédition. Nous sélectionnons des toiles européennes traitées anti-UV et garantissons nos citernes de 5 à 10 ans.</p>
<h2>Sur mesure</h2>
<p>Notre bureau d’études dimensionne les réserves incendie selon votre règlement départemental de DECI et fabrique des citernes aux dimensions exactes de votre terrain.</p>`,
  },
  {
    identifier: 'expertise',
    title: 'Notre expertise',
    meta_description: 'Dimensionnement, fabrication et installation de citernes souples et réserves incendie.',
    content: `<h1>Notre expertise</h1>
<p>Du dimensionnement à la mise en eau, nos techniciens vous accompagnent : calcul du volume selon vos surfaces de toiture et vos besoins, choix de la toile (PVC 900 ou 1100 g/m², TPU alimentaire), conformité des réserves incendie aux exigences des SDIS, préparation du terrain et pose.</p>
<ul><li>Réserves incendie DECI de 30 à 500 m³ avec dossier technique ;</li><li>Citernes eau potable certifiées ACS ;</li><li>Stockage d’effluents et d’hydrocarbures avec rétention.</li></ul>`,
  },
  {
    identifier: 'workshops',
    title: 'Nos ateliers',
    meta_description: 'Visite de notre atelier de fabrication de citernes souples à Cholet.',
    content: `<h1>Nos ateliers</h1>
<p>Notre atelier de 3 000 m² réunit découpe numérique, soudure haute fréquence et banc d’essai d’étanchéité. Vingt-cinq personnes y fabriquent chaque année plus de 900 citernes et 4 000 bâches.</p>
<p>Les visites sont possibles sur rendez-vous, du lundi au vendredi : contactez-nous au ${company.phone}.</p>`,
  },
  {
    identifier: 'privacy',
    title: 'Politique de confidentialité',
    meta_description: 'Quelles données nous collectons, pourquoi, combien de temps, et comment exercer vos droits.',
    content: `<h1>Politique de confidentialité</h1>
<p>${company.name} (${address}) est responsable des traitements de données personnelles réalisés sur ce site.</p>
<h2>Données et finalités</h2>
<ul><li>Commandes et facturation (exécution du contrat) : identité, adresses, téléphone, historique d’achat — conservées 10 ans pour les pièces comptables ;</li><li>Compte client (exécution du contrat) : jusqu’à sa suppression ou 3 ans d’inactivité ;</li><li>Lettre d’information (consentement) : jusqu’au désabonnement ;</li><li>Demandes de contact (intérêt légitime) : 3 ans.</li></ul>
<h2>Destinataires</h2>
<p>Nos équipes, nos transporteurs et nos prestataires de paiement, dans la limite de leurs missions. Aucune donnée n’est vendue.</p>
<h2>Vos droits</h2>
<p>Accès, rectification, effacement, limitation, opposition, portabilité et directives post-mortem : écrivez à ${company.email}. Réclamation possible auprès de la CNIL.</p>`,
  },
  {
    identifier: 'legal',
    title: 'Informations légales',
    meta_description: 'Toutes nos informations légales : mentions, CGV, CGU, confidentialité.',
    content: `<h1>Informations légales</h1><ul><li><a href="/mentions-legales">Mentions légales</a></li><li><a href="/conditions-generales-de-vente">Conditions générales de vente</a></li><li><a href="/conditions-generales-utilisation">Conditions générales d’utilisation</a></li><li><a href="/privacy">Politique de confidentialité</a></li><li><a href="/paiement-securise">Paiement sécurisé</a></li></ul>`,
  },
  {
    identifier: 'enable-cookies',
    title: 'Activer les cookies',
    meta_description: 'Comment activer les cookies pour utiliser le panier et le compte client.',
    content: `<h1>Activer les cookies</h1><p>Le panier et le compte client ont besoin des cookies et du stockage local de votre navigateur. Dans les réglages de confidentialité de votre navigateur, autorisez les cookies pour ce site, puis rechargez la page.</p>`,
  },
  {
    identifier: 'customer-service',
    title: 'Service client',
    meta_description: 'Contactez notre service client par téléphone ou courriel, du lundi au vendredi.',
    content: `<h1>Service client</h1><p>Nos conseillers vous répondent du lundi au vendredi, de 8 h 30 à 12 h 30 et de 13 h 30 à 17 h 30.</p><ul><li>Téléphone : ${company.phone}</li><li>Courriel : ${company.email}</li><li>Courrier : ${address}</li></ul><p>Pour un suivi de commande, munissez-vous de votre numéro de commande.</p>`,
  },
  {
    identifier: 'store-locator',
    title: 'Nous trouver',
    meta_description: 'Adresse et horaires de notre atelier et point de retrait.',
    content: `<h1>Nous trouver</h1><p>Atelier et point de retrait : ${address}.</p><p>Retrait des commandes sur rendez-vous, du lundi au vendredi de 9 h à 12 h et de 14 h à 17 h.</p>`,
  },
  {
    identifier: 'size-guide',
    title: 'Guide des tailles',
    meta_description: 'Dimensions au sol de nos citernes souples selon leur volume.',
    content: `<h1>Guide des tailles</h1><p>Une citerne souple remplie occupe une surface légèrement supérieure à ses dimensions à plat. Prévoyez 50 cm de dégagement sur chaque côté.</p><table><thead><tr><th>Volume</th><th>Dimensions à plat (L × l)</th><th>Hauteur remplie</th></tr></thead><tbody><tr><td>5 m³</td><td>4,20 × 2,60 m</td><td>0,75 m</td></tr><tr><td>10 m³</td><td>5,00 × 3,10 m</td><td>0,90 m</td></tr><tr><td>30 m³</td><td>7,40 × 4,60 m</td><td>1,15 m</td></tr><tr><td>120 m³</td><td>12,70 × 7,90 m</td><td>1,55 m</td></tr></tbody></table>`,
  },
];
