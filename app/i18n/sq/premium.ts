// The premium page (document 1 §1, §2 'Premium (/premium)', §9).
export default {
  metaDescription:
    "Bëhuni Premium në Prona: pronat tuaja në krye të listës, statistika të avancuara, më shumë foto dhe mbështetje me përparësi.",
  hero: {
    eyebrow: "Prona Premium",
    title: "Shitni dhe jepni me qira më shpejt me Premium",
    subtitle:
      "Pronat Premium shiten ose jepen me qira rreth dy herë më shpejt. Dilni në krye të listës, shihni kush interesohet dhe merrni ndihmë kur t'ju duhet.",
    cta: "Bëhu Premium",
    extend: "Vazhdo Premium",
  },
  status: {
    activeTitle: "Jeni anëtar Premium",
    activeUntil: "Premium-i juaj është aktiv deri më {{date}}.",
    activeForever: "Premium-i juaj është aktiv pa datë skadimi.",
    extendHint: "Për ta vazhduar, bëni një pagesë të re me të njëjtën referencë para se të skadojë.",
    expiredTitle: "Premium-i juaj ka skaduar",
    expiredOn: "Premium-i juaj skadoi më {{date}}. Bëni një pagesë të re për ta aktivizuar sërish.",
  },
  plans: {
    title: "Zgjidhni planin tuaj",
    choose: "Plani i pagesës",
    monthly: "Mujor",
    annual: "Vjetor",
    discount: "20% zbritje",
    perMonth: "/muaj",
    perYear: "/vit",
    monthlyNote: "Paguani muaj për muaj, pa asnjë detyrim afatgjatë.",
    annualNote: "Një pagesë për 12 muaj.",
    saving_other: "{{count}} muaj falas, me vlerë {{amount}}",
    savingHint: "krahasuar me pagesën mujore",
  },
  benefits: {
    title: "Çfarë përfitoni me Premium",
    featured_listings: {
      title: "Në krye të listës – 'Top Shpallje'",
      body: "Pronat tuaja shfaqen para të tjerave në kërkime dhe në ballinë, me shenjën 'Premium'.",
    },
    advanced_statistics: {
      title: "Statistika të avancuara",
      body: "Shihni sa herë shikohet secila pronë, shikimet e javës dhe të muajit, sa e kanë ruajtur si të preferuar dhe raportin e interesit.",
    },
    priority_support: {
      title: "Mbështetje me përparësi",
      body: "Pyetjet tuaja marrin përgjigje brenda 24 orëve, nga një ekip që e njeh tregun e Kosovës.",
    },
    unlimited_properties: {
      title: "Shpallje të pakufizuara",
      body_one: "Postoni sa prona të doni, pa kufirin prej {{count}} prone të llogarisë falas.",
      body_other: "Postoni sa prona të doni, pa kufirin prej {{count}} pronash të llogarisë falas.",
    },
    more_images: {
      title_other: "Deri në {{count}} foto për pronë",
      body: "Tregoni çdo dhomë, oborrin dhe pamjen: më shumë foto sjellin më shumë thirrje.",
    },
  },
  payment: {
    title: "Udhëzimet për pagesë",
    intro: "Premium paguhet me transfer bankar. Përdorni të dhënat më poshtë në bankën tuaj ose në e-banking.",
    plan: "Plani",
    amount: "Shuma",
    bank: "Banka",
    holder: "Përfituesi",
    iban: "IBAN",
    reference: "Referenca e pagesës",
    copy: "Kopjo",
    copyIban: "Kopjo IBAN-in",
    copyReference: "Kopjo referencën",
    referenceHint: "Shkruajeni referencën saktësisht kështu te përshkrimi i pagesës, që ta lidhim pagesën me llogarinë tuaj.",
    noReference: "ID nuk është në dispozicion. Na shkruani para pagesës, që t'ju japim referencën tuaj.",
    activation: "Llogaria juaj kalon në Premium brenda 1-2 ditëve të punës pas pagesës.",
    support: "Keni pyetje për pagesën? Na shkruani në {{email}}.",
    contactForm: "formularin e kontaktit",
    notSet: "Të dhënat bankare do të publikohen së shpejti. Deri atëherë na shkruani dhe ju dërgojmë udhëzimet e pagesës.",
  },
  reasons: {
    title: "Pse Premium?",
    faster: {
      title: "Dy herë më shpejt",
      body: "Pronat Premium shiten ose jepen me qira rreth dy herë më shpejt se shpalljet e zakonshme.",
    },
    refresh: {
      title: "Gjithmonë të freskëta",
      body: "Shpalljet tuaja rifreskohen automatikisht çdo javë, që të mos humbasin mes të rejave.",
    },
    insight: {
      title: "Vendime me të dhëna",
      body: "Kur e dini sa njerëz e shohin dhe e ruajnë pronën, e dini kur ta ulni çmimin ose t'i ndryshoni fotot.",
    },
    trust: {
      title: "Më shumë besueshmëri",
      body: "Shenja 'Premium' u tregon blerësve dhe qiramarrësve se kanë të bëjnë me një pronar serioz.",
    },
  },
  testimonials: {
    title: "Çfarë thonë anëtarët tanë",
  },

  faq: {
    title: "Pyetjet më të shpeshta",
    pay: {
      q: "Si mund të paguaj për Premium?",
      a: "Me transfer bankar në IBAN-in e mësipërm, nga çdo bankë në Kosovë ose nga e-banking. Te përshkrimi i pagesës shkruani referencën tuaj PREMIUM-… që ta njohim pagesën.",
    },
    activation: {
      q: "Sa shpejt aktivizohet Premium?",
      a: "Brenda 1-2 ditëve të punës pasi pagesa arrin në llogarinë tonë. Do ta shihni statusin Premium në profil dhe në këtë faqe.",
    },
    abroad: {
      q: "A mund të paguaj nga jashtë vendit?",
      a: "Po. Nga diaspora mund të paguani me transfer SEPA ose ndërkombëtar në të njëjtin IBAN; tarifat e bankës suaj i mbani ju.",
    },
    cancel: {
      q: "A rinovohet automatikisht? Si e anuloj?",
      a: "Jo. Premium nuk rinovohet vetë: nëse nuk bëni pagesë të re, llogaria kthehet në falas kur skadon periudha. Për periudha të papërdorura pjesërisht nuk bëhet rimbursim.",
    },
    expiry: {
      q: "Çfarë ndodh me pronat e mia kur skadon Premium?",
      a: "Pronat tuaja mbeten në Prona. Statistikat fshihen sërish dhe, si përdorues falas, mund të shtoni prona të reja vetëm brenda kufirit prej {{count}} pronash.",
    },
    switch: {
      q: "A mund të kaloj nga plani mujor në atë vjetor?",
      a: "Po. Paguani shumën vjetore me të njëjtën referencë dhe periudha e re fillon kur mbaron ajo aktuale.",
    },
  },
  closing: {
    title: "Gati që prona juaj të dallohet?",
    body: "Bashkohuni me pronarët dhe agjencitë që shesin e japin me qira më shpejt në Prona.",
    cta: "Bëhu Premium",
    contact: "Na shkruani",
  },
  unavailable: {
    title: "Premium nuk ofrohet për momentin",
    body_one: "Prona nuk ofron plane Premium tani. Çdo llogari mund të publikojë {{count}} pronë me deri në {{photos}} foto.",
    body_other:
      "Prona nuk ofron plane Premium tani. Çdo llogari mund të publikojë deri në {{count}} prona me deri në {{photos}} foto secila.",
  },
} as const;
