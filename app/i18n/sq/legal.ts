// The legal advice page (/keshilla-ligjore, document 2 §2.13). Figures: document 2 §9.
export default {
  metaTitle: "Këshilla ligjore për pronat në Kosovë – Prona",
  metaDescription:
    "Si blihet, shitet dhe jepet me qira një pronë në Kosovë: hapat te noteri dhe kadastra, tatimet, tarifat dhe dokumentet e nevojshme.",
  title: "Këshilla ligjore",
  subtitle:
    "Udhëzues praktik për blerjen, shitjen dhe qiradhënien e pronave në Kosovë: nga kontrata te noteri deri te regjistrimi në kadastër.",
  disclaimerTitle: "Vërejtje",
  disclaimer:
    "Ky udhëzues është vetëm informues dhe nuk zëvendëson këshillën e një avokati ose noteri. Ligjet dhe tarifat mund të ndryshojnë; verifikoni gjithmonë informacionin në institucionet përkatëse para se të nënshkruani.",
  lastUpdated: "Përditësuar së fundmi: {{date}}",
  toc: {
    buying: "Procesi i blerjes",
    selling: "Shitja e pronës",
    renting: "Qiradhënia",
    taxes: "Tatimet dhe tarifat",
    documents: "Dokumentet",
    legalHelp: "Ndihmë ligjore",
  },
  buying: {
    intro:
      "Blerja e një prone në Kosovë bëhet me kontratë të noterizuar dhe përfundon me regjistrimin e pronarit të ri në kadastër. Këta janë hapat kryesorë:",
    s1: {
      title: "Përcaktoni buxhetin",
      text: "Llogaritni çmimin, tatimet dhe tarifat. Nëse merrni kredi, banka zakonisht kërkon një paradhënie prej 10–15% të vlerës së pronës.",
    },
    s2: {
      title: "Gjeni pronën",
      text: "Krahasoni shpalljet, vizitoni pronën në orë të ndryshme të ditës dhe pyesni për shpenzimet mujore, ngrohjen dhe parkingun.",
    },
    s3: {
      title: "Verifikoni pronësinë",
      text: "Kërkoni certifikatën e pronës (fletën poseduese) nga zyra kadastrale komunale dhe kontrolloni që shitësi është pronar dhe që prona nuk ka hipotekë apo barrë.",
    },
    s4: {
      title: "Kontrolloni lejet",
      text: "Për ndërtimet e reja kërkoni lejen e ndërtimit dhe, kur ka, lejen e përdorimit. Për banesat në ndërtesa të reja pyesni nëse është bërë ndarja e njësive në kadastër.",
    },
    s5: {
      title: "Nënshkruani parakontratën",
      text: "Një marrëveshje paraprake me shkrim përcakton çmimin, afatet dhe kaparin. Lexojeni me kujdes ose kërkoni ndihmën e një avokati.",
    },
    s6: {
      title: "Kontrata te noteri",
      text: "Kontrata e shitblerjes nënshkruhet para noterit, i cili verifikon identitetin e palëve dhe dokumentet dhe e vërteton kontratën.",
    },
    s7: {
      title: "Pagesa dhe tatimet",
      text: "Pagesa bëhet mirë përmes bankës, që të mbetet gjurmë. Para regjistrimit paguhen tatimi dhe tarifat e transaksionit.",
    },
    s8: {
      title: "Regjistrimi në kadastër",
      text: "Kontrata e noterizuar dorëzohet në zyrën kadastrale komunale. Regjistrimi i pronarit të ri zakonisht zgjat 15–30 ditë pune.",
    },
  },
  selling: {
    intro: "Si shitës, një përgatitje e mirë e dokumenteve e shkurton kohën e shitjes dhe rrit besimin e blerësit.",
    i1: "Siguroni certifikatën e pronës dhe kopjen e planit nga zyra kadastrale.",
    i2: "Paguani tatimin në pronë dhe faturat e shërbimeve (rrymë, ujë, mbeturina) deri në ditën e shitjes.",
    i3: "Nëse prona është e trashëguar, përfundoni më parë procedurën e trashëgimisë te noteri ose në gjykatë.",
    i4: "Nëse ka bashkëpronarë ose bashkëshort, nevojitet pëlqimi i tyre me shkrim.",
    i5: "Vendosni një çmim real duke krahasuar prona të ngjashme në të njëjtën lagje.",
  },
  renting: {
    intro: "Qiraja rregullohet me kontratë me shkrim ndërmjet qiradhënësit dhe qiramarrësit.",
    i1: "Kontrata përcakton qiranë, afatin, depozitën dhe kush paguan shpenzimet.",
    i2: "Depozita e sigurisë zakonisht është 1–2 qira mujore dhe kthehet në fund nëse prona nuk është dëmtuar.",
    i3: "Bëni një procesverbal të gjendjes së pronës dhe të inventarit me fotografi në ditën e dorëzimit.",
    i4: "Të ardhurat nga qiraja tatohen me 9%; për qiramarrës biznese, tatimi mbahet në burim.",
    i5: "Njoftimi për ndërprerje të kontratës jepet me shkrim, brenda afatit të caktuar në kontratë.",
  },
  taxes: {
    intro: "Shifrat më poshtë janë orientuese. Vlerat e sakta i përcaktojnë komuna, noteri dhe Administrata Tatimore e Kosovës.",
    item: "Shpenzimi",
    amount: "Shuma e zakonshme",
    paidBy: "Kush paguan",
    rows: {
      downPayment: { item: "Paradhënia për kredi hipotekore", amount: "10–15% e çmimit", paidBy: "Blerësi" },
      transactionTax: { item: "Tatimi në transaksion", amount: "0.5–1% e vlerës", paidBy: "Blerësi" },
      notaryFee: { item: "Tarifa e noterit", amount: "0.3–0.8% e vlerës", paidBy: "Sipas marrëveshjes, zakonisht blerësi" },
      cadastre: { item: "Regjistrimi në kadastër", amount: "30–50 €", paidBy: "Blerësi" },
      propertyTax: { item: "Tatimi në pronë", amount: "0.15–1% në vit", paidBy: "Pronari" },
      rentalTax: { item: "Tatimi në të ardhurat nga qiraja", amount: "9%", paidBy: "Qiradhënësi" },
      deposit: { item: "Depozita e sigurisë për qira", amount: "1–2 qira mujore", paidBy: "Qiramarrësi" },
      registrationTime: { item: "Koha e regjistrimit", amount: "15–30 ditë pune", paidBy: "–" },
    },
  },
  documents: {
    intro: "Dokumentet që kërkohen zakonisht te noteri dhe në kadastër:",
    d1: "Letërnjoftimi ose pasaporta e vlefshme e palëve",
    d2: "Certifikata e pronës (fleta poseduese) dhe kopja e planit",
    d3: "Kontrata e shitblerjes ose aktvendimi i trashëgimisë",
    d4: "Leja e ndërtimit dhe leja e përdorimit për ndërtimet e reja",
    d5: "Vërtetimi për tatimin në pronë të paguar",
    d6: "Prokura e noterizuar, kur njëra palë përfaqësohet nga dikush tjetër",
    d7: "Pëlqimi i bashkëshortit ose i bashkëpronarëve, kur kërkohet",
  },
  legalHelp: {
    intro: "Për kontrata, trashëgimi, prona pa dokumente të plota ose kontestet me qiramarrës, këshillohuni me një avokat ose noter.",
    partners: "Shihni partnerët tanë ligjorë",
    contact: "Na shkruani për ndihmë",
  },
  faqTitle: "Pyetjet e shpeshta",
  faq: {
    q1: "A mund të blejë pronë në Kosovë një shtetas i huaj?",
    a1: "Po. Kontrata lidhet te noteri njësoj si për shtetasit e Kosovës, me pasaportë të vlefshme; në disa zona të veçanta të mbrojtura mund të vlejnë kufizime.",
    q2: "A mund ta blej pronën pa noter?",
    a2: "Jo. Kontrata e shitblerjes së pronës së paluajtshme duhet të vërtetohet nga noteri, përndryshe nuk mund të regjistrohet në kadastër.",
    q3: "Sa zgjat regjistrimi i pronës në emrin tim?",
    a3: "Pas dorëzimit të kontratës së noterizuar, regjistrimi në kadastër zakonisht zgjat 15–30 ditë pune.",
    q4: "Kush e paguan tatimin në pronë pas shitjes?",
    a4: "Tatimin e vitit deri në shitje e paguan shitësi; pas regjistrimit, tatimi i ngarkohet pronarit të ri.",
  },
  resourcesTitle: "Burime të jashtme",
  resources: {
    cadastre: "Agjencia Kadastrale e Kosovës (AKK)",
    notaries: "Oda e Noterëve të Kosovës",
    tax: "Administrata Tatimore e Kosovës (ATK)",
    bar: "Oda e Avokatëve të Kosovës",
    opens: "(hapet në dritare të re)",
  },
} as const;
