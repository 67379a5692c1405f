// The reviews page (/vlersimet, document 2 §2.12) and its sample of 8 reviews.
export default {
  metaTitle: "Vlerësimet – Prona",
  metaDescription:
    "Lexoni vlerësimet e blerësve, qiramarrësve dhe pronarëve për pronat, shërbimet dhe platformën Prona, dhe ndani përvojën tuaj.",
  title: "Vlerësimet",
  subtitle: "Përvojat e vërteta të blerësve, qiramarrësve dhe pronarëve që kanë përdorur Pronën në të gjithë Kosovën.",
  summary: {
    title: "Vlerësimi i përgjithshëm",
    outOf: "{{average}} nga 5 yje",
    basedOn_one: "bazuar në {{count}} vlerësim",
    basedOn_other: "bazuar në {{count}} vlerësime",
    bar_one: "{{count}} yll: {{percent}}%",
    bar_other: "{{count}} yje: {{percent}}%",
  },
  stars: {
    s1: "1 yll",
    s2: "2 yje",
    s3: "3 yje",
    s4: "4 yje",
    s5: "5 yje",
  },
  filters: {
    title: "Kërko dhe filtro vlerësimet",
    search: "Kërko",
    searchPlaceholder: "Kërko sipas titullit, komentit, emrit ose pronës...",
    rating: "Vlerësimi",
    ratingAll: "Të gjitha vlerësimet",
    category: "Kategoria",
    categoryAll: "Të gjitha kategoritë",
    sort: "Rendit sipas",
    newest: "Më të rejat",
    highest: "Më të lartat",
    lowest: "Më të ulëtat",
    showing_other: "Duke shfaqur {{shown}} nga {{count}} vlerësime",
    apply: "Apliko filtrat",
  },
  categories: {
    property: "Pronë",
    service: "Shërbim",
    platform: "Platformë",
  },
  types: {
    apartment: "Banesë",
    house: "Shtëpi",
    land: "Tokë",
    commercial: "Lokal",
  },
  card: {
    verified: "Blerje e verifikuar",
    rating: "{{rating}} nga 5 yje",
    helpful: "Shëno si të dobishme ({{count}})",
    marked: "E dobishme ({{count}})",
    viewProperty: "Shiko pronën",
  },
  states: {
    empty: "Nuk u gjet asnjë vlerësim",
    emptyHint: "Provoni të ndryshoni kërkimin ose filtrat, ose bëhuni i pari që shkruan një vlerësim.",
  },
  write: {
    open: "Shkruani një vlerësim",
    title: "Shkruani vlerësimin tuaj",
    intro: "Vlerësimi juaj do të publikohet me emrin tuaj pasi të shqyrtohet nga ekipi ynë.",
    titleLabel: "Titulli",
    titlePlaceholder: "p.sh. Pronar korrekt dhe banesë si në foto",
    ratingLegend: "Vlerësimi juaj",
    categoryLabel: "Kategoria",
    categoryChoose: "Zgjidhni kategorinë",
    comment: "Komenti",
    commentPlaceholder: "Përshkruani përvojën tuaj: çfarë shkoi mirë dhe çfarë mund të përmirësohet?",
    submit: "Dërgo vlerësimin",
    submitting: "Duke dërguar...",
    success: "Faleminderit! Vlerësimi juaj u dërgua dhe do të publikohet pasi të shqyrtohet nga ekipi ynë.",
    signIn: "Për të shkruar një vlerësim duhet të jeni të kyçur.",
    signInLink: "Kyçu",
    registerLink: "Regjistrohu",
  },
  guidelines: {
    title: "Udhëzime për vlerësimet",
    includeTitle: "Çfarë të përfshini",
    include: {
      i1: "Përvojën tuaj personale me pronën, pronarin ose agjencinë",
      i2: "Detaje konkrete: gjendja e pronës, komunikimi, afatet",
      i3: "Anët pozitive dhe ato që mund të përmirësohen",
      i4: "Informacion të dobishëm për blerësit dhe qiramarrësit e tjerë",
    },
    avoidTitle: "Çfarë të shmangni",
    avoid: {
      a1: "Fjalor fyes, diskriminues ose kërcënues",
      a2: "Të dhëna personale si numra telefoni, adresa ose email",
      a3: "Reklama, lidhje ose përmbajtje jashtë teme",
      a4: "Vlerësime për prona ose shërbime që nuk i keni përdorur",
    },
  },
  moderation: {
    title: "Moderimi i vlerësimeve",
    text: "Të gjitha vlerësimet shqyrtohen nga ekipi ynë para publikimit. Vlerësimet që nuk respektojnë udhëzimet mund të refuzohen.",
  },
  featured: {
    title: "Çfarë thonë klientët tanë",
    t1: {
      quote: "Gjetëm banesën tonë të parë në Prishtinë brenda dy javësh. Filtrat dhe njoftimet na kursyen shumë kohë.",
      name: "Lirie dhe Arben Dema",
      role: "Blerës, Prishtinë",
    },
    t2: {
      quote: "Si qiradhënëse, marr kërkesa serioze dhe i menaxhoj të gjitha nga paneli. Premium ia vlen çdo cent.",
      name: "Besa Kelmendi",
      role: "Qiradhënëse, Prizren",
    },
    t3: {
      quote: "Agjencia jonë publikon të gjitha pronat në Pronë. Klientët vijnë të informuar dhe marrëveshjet mbyllen më shpejt.",
      name: "Ilir Bytyçi",
      role: "Agjent i patundshmërive, Pejë",
    },
  },
  cta: {
    title: "Keni blerë, shitur ose marrë me qira përmes Pronës?",
    text: "Ndani përvojën tuaj dhe ndihmoni të tjerët të marrin vendimin e duhur.",
    button: "Shkruani një vlerësim",
  },
  date: "{{day}} {{month}} {{year}}",
  months: {
    m1: "janar",
    m2: "shkurt",
    m3: "mars",
    m4: "prill",
    m5: "maj",
    m6: "qershor",
    m7: "korrik",
    m8: "gusht",
    m9: "shtator",
    m10: "tetor",
    m11: "nëntor",
    m12: "dhjetor",
  },
  samples: {
    r1: {
      title: "Banesë e mrekullueshme, pronar shumë korrekt",
      comment:
        "Banesa ishte saktësisht si në foto, e pastër dhe e mobiluar mirë. Pronari u përgjigj brenda ditës dhe kontrata u nënshkrua pa asnjë problem. E rekomandoj pa hezitim.",
    },
    r2: {
      title: "Agjent profesional, proces i qartë",
      comment:
        "Agjenti na shoqëroi në tri vizita dhe na shpjegoi çdo hap te noteri. Humbi një yll vetëm sepse dokumentet e kadastrës vonuan disa ditë.",
    },
    r3: {
      title: "Platforma më e lehtë për të kërkuar prona në Kosovë",
      comment:
        "Kërkimi sipas qytetit dhe çmimit funksionon shumë mirë edhe në telefon. Më pëlqen që shpalljet kontrollohen para se të publikohen, kështu nuk ka mashtrime.",
    },
    r4: {
      title: "Shtëpia e ëndrrave në Prizren",
      comment:
        "Kërkonim një shtëpi me oborr pranë qendrës dhe e gjetëm këtu. Pronari ishte i sinqertë për çdo detaj dhe çmimi ishte i drejtë për zonën.",
    },
    r5: {
      title: "Shërbim i mirë, por përgjigje e vonuar",
      comment:
        "Lokali është në vend shumë të mirë, por u deshën pothuajse një javë për të marrë përgjigje për vizitën. Pas takimit gjithçka shkoi mirë.",
    },
    r6: {
      title: "Njoftimet janë shumë të dobishme",
      comment:
        "Ruaj pronat e preferuara dhe marr njoftim kur ndryshon statusi i tyre. Do të doja edhe më shumë filtra për ngrohjen dhe parkingun.",
    },
    r7: {
      title: "Banesë e qetë me pamje nga malet",
      comment:
        "Lagjja është e qetë dhe afër parkut të Karagaçit. Pronarja na ndihmoi edhe me regjistrimin e kontratës së qirasë. Jemi shumë të kënaqur.",
    },
    r8: {
      title: "Fotot nuk përputheshin plotësisht me gjendjen",
      comment:
        "Banesa kishte nevojë për më shumë renovim se sa dukej në foto. Pronari pranoi të ulë çmimin, por do të ishte mirë që fotot të ishin më të freskëta.",
    },
  },
  admin: {
    metaTitle: "Moderimi i vlerësimeve",
    title: "Vlerësimet e përdoruesve",
    intro: "Vlerësimet e reja presin këtu derisa t'i publikoni ose t'i refuzoni. Të publikuarat shfaqen menjëherë në faqen Vlerësimet.",
    filterLabel: "Shfaq vlerësimet",
    status: {
      pending: "Në pritje",
      published: "Publikuar",
      rejected: "Refuzuar",
      all: "Të gjitha",
    },
    tab: "{{label}} ({{count}})",
    empty: "Nuk ka vlerësime me këtë status.",
    by: "Nga {{name}}",
    unknownUser: "Përdorues i fshirë",
    written: "Shkruar më {{date}}",
    moderated: "Moderuar më {{date}}",
    rating: "{{rating}} nga 5 yje",
    categories: {
      property: "Pronë",
      service: "Shërbim",
      platform: "Platformë",
    },
    helpful_one: "{{count}} e gjeti të dobishme",
    helpful_other: "{{count}} e gjetën të dobishme",
    publish: "Publiko",
    reject: "Refuzo",
    publishLabel: 'Publiko vlerësimin "{{title}}"',
    rejectLabel: 'Refuzo vlerësimin "{{title}}"',
    done: {
      published: "Vlerësimi u publikua dhe shfaqet në faqen Vlerësimet.",
      rejected: "Vlerësimi u refuzua dhe nuk shfaqet në faqe.",
    },
    failed: "Veprimi nuk u krye",
    viewPage: "Shiko faqen Vlerësimet",
  },
} as const;
