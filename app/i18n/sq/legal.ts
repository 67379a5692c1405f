// The legal pages, one namespace: the legal advice, the terms of use and the privacy policy.
export default {
  // The legal advice page (/keshilla-ligjore, document 2 §2.13). Figures: document 2 §9.
  advice: {
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
  },
  // The terms of use (/kushtet-e-perdorimit, document 2 §2.14); constants from document 2 §9.
  terms: {
    metaTitle: "Kushtet e përdorimit – Prona",
    metaDescription:
      "Kushtet e përdorimit të Pronës: llogaritë, shpalljet, privatësia, pagesat dhe abonimet Premium, përgjegjësitë dhe ndërprerja.",
    title: "Kushtet e përdorimit",
    subtitle: "Rregullat që vlejnë për të gjithë ata që përdorin Pronën për të kërkuar, shitur ose dhënë me qira prona.",
    lastUpdated: "Përditësuar së fundmi: {{date}}",
    print: "Printo",
    menu: "Seksionet e kushteve",
    questions: "Keni pyetje për këto kushte?",
    contactLink: "Na kontaktoni",
    tabs: {
      general: "Të përgjithshme",
      user: "Llogaria e përdoruesit",
      content: "Përmbajtja dhe shpalljet",
      privacy: "Privatësia",
      payment: "Pagesat dhe abonimet",
      liabilities: "Përgjegjësitë",
      termination: "Ndërprerja",
      legal: "Dispozitat ligjore",
    },
    general: {
      p1: "Prona është një platformë në internet për shpalljen dhe kërkimin e pronave të paluajtshme në Kosovë: banesa, shtëpi, toka dhe lokale, në shitje ose me qira.",
      p2: "Duke përdorur platformën, pranoni këto kushte. Nëse nuk pajtoheni me to, ju lutemi mos e përdorni Pronën.",
      p3: "Prona nuk është palë në marrëveshjet ndërmjet blerësve, shitësve, qiramarrësve dhe qiradhënësve. Ne ofrojmë hapësirën ku ata takohen.",
      accountsTitle: "Llojet e llogarive",
      basic:
        "Llogari bazë (individuale): falas, për të kërkuar prona, për të ruajtur të preferuarat, për të kontaktuar pronarët dhe për të publikuar deri në {{count}} prona.",
      premium:
        "Llogari Premium: vendosje në krye të rezultateve, statistika të detajuara, më shumë foto, shpallje pa kufi dhe mbështetje me përparësi.",
      agency: "Llogari agjenti ose agjencie: për profesionistët e patundshmërive që menaxhojnë shumë prona në emër të klientëve.",
    },
    user: {
      p1: "Për të krijuar llogari duhet të jeni të paktën 18 vjeç.",
      p2: "Duhet të jepni informacion të vërtetë, të saktë dhe të përditësuar për veten dhe për pronat tuaja.",
      p3: "Çdo person mund të ketë vetëm një llogari. Llogaritë e shumëfishta për të njëjtin person nuk lejohen.",
      p4: "Jeni përgjegjës për ruajtjen e fjalëkalimit dhe për çdo veprim të bërë me llogarinë tuaj. Na njoftoni menjëherë nëse dyshoni për përdorim të paautorizuar.",
    },
    content: {
      p1: "Çdo shpallje e re shqyrtohet nga ekipi ynë dhe bëhet publike vetëm pasi të aprovohet.",
      p2: "Shpalljet duhet të përshkruajnë pronën me vërtetësi: çmimi, sipërfaqja, vendndodhja dhe fotot duhet t'i përkasin pronës reale.",
      p3: "Ndalohen shpalljet e rreme, të dyfishta ose mashtruese, si dhe përmbajtja fyese, diskriminuese ose që shkel të drejtat e autorit.",
      p4: "Prona ka të drejtë të refuzojë ose të heqë çdo shpallje që nuk i respekton këto kushte, pa njoftim paraprak.",
    },
    privacy: {
      p1: "Të dhënat tuaja personale i përpunojmë sipas Politikës së privatësisë dhe legjislacionit për mbrojtjen e të dhënave personale në Kosovë.",
      p2: "Numri i telefonit dhe emaili që vendosni në një kërkesë kontakti u shfaqen vetëm pronarëve të cilëve u shkruani.",
      p3: "Lexoni Politikën e plotë të privatësisë për të kuptuar se çfarë mbledhim, pse e mbledhim dhe cilat janë të drejtat tuaja.",
      link: "Politika e privatësisë",
    },
    payment: {
      p1: "Abonimi Premium ofrohet mujor ose vjetor dhe rinovohet automatikisht në fund të çdo periudhe.",
      p2: "Abonimin mund ta anuloni në çdo kohë, por të paktën 24 orë para datës së rinovimit, që të mos ju faturohet periudha e ardhshme.",
      p3: "Nuk ka rimbursim për periudhat e pjesshme: pas anulimit, Premium mbetet aktiv deri në fund të periudhës së paguar.",
      p4: "Pagesat pranohen me transfertë bankare, me kartelë dhe me pagesë elektronike.",
      p5: "Çmimet aktuale janë {{monthly}} në muaj dhe {{yearly}} në vit. Ndryshimet e çmimeve njoftohen paraprakisht dhe vlejnë nga rinovimi i ardhshëm.",
    },
    liabilities: {
      p1: "Përgjegjësia për saktësinë e shpalljeve është e përdoruesit që i publikon ato.",
      p2: "Prona nuk garanton gjendjen, pronësinë ose ligjshmërinë e pronave të shpallura. Verifikoni dokumentet te noteri dhe në kadastër para çdo pagese.",
      p3: "Nuk mbajmë përgjegjësi për dëme që vijnë nga marrëveshjet ndërmjet përdoruesve ose nga ndërprerjet e përkohshme të shërbimit për mirëmbajtje.",
    },
    termination: {
      p1: "Mund ta fshini llogarinë tuaj në çdo kohë nga faqja e cilësimeve.",
      p2: "Prona ka të drejtë të pezullojë ose të mbyllë llogaritë që shkelin këto kushte, që publikojnë shpallje mashtruese ose që keqpërdorin platformën.",
      p3: "Pas mbylljes së llogarisë, shpalljet tuaja hiqen nga platforma.",
    },
    legal: {
      p1: "Këto kushte rregullohen nga ligjet e Republikës së Kosovës. Kontestet zgjidhen para gjykatës kompetente në Prishtinë.",
      p2: "Mund t'i ndryshojmë këto kushte herë pas here. Ndryshimet e rëndësishme i njoftojmë në platformë dhe me email para se të hyjnë në fuqi.",
      p3: "Nëse një dispozitë e këtyre kushteve shpallet e pavlefshme, dispozitat e tjera mbeten në fuqi.",
    },
  },
  // The privacy policy (/privatesia, document 2 §2.15).
  privacy: {
    metaTitle: "Politika e privatësisë – Prona",
    metaDescription: "Si i mbledh, përdor dhe mbron Prona të dhënat tuaja personale, cookies dhe të drejtat tuaja sipas ligjit në Kosovë.",
    title: "Politika e privatësisë",
    subtitle: "Privatësia juaj ka rëndësi për ne. Këtu shpjegojmë çfarë të dhënash mbledhim, pse i mbledhim dhe si mund t'i kontrolloni.",
    lastUpdated: "Përditësuar së fundmi: {{date}}",
    toc: {
      overview: "Përmbledhje",
      collection: "Të dhënat që mbledhim",
      usage: "Si i përdorim",
      sharing: "Ndarja e të dhënave",
      rights: "Të drejtat tuaja",
      cookies: "Cookies",
      security: "Siguria",
      changes: "Ndryshimet",
      contact: "Kontakti",
    },
    overview: {
      p1: "Kjo politikë vlen për faqen e Pronës dhe për të gjitha shërbimet tona. Prona është kontrollues i të dhënave personale që përpunohen në platformë.",
      p2: "I përpunojmë të dhënat në përputhje me Ligjin për mbrojtjen e të dhënave personale të Republikës së Kosovës.",
    },
    collection: {
      intro: "Mbledhim vetëm të dhënat që na duhen për t'ju ofruar shërbimin. Hapni secilin grup për detaje:",
      personal: {
        title: "Të dhënat personale",
        text: "Emri, emaili, numri i telefonit, lloji i llogarisë dhe fjalëkalimi (i ruajtur vetëm si hash që nuk kthehet dot në tekst). Kur na shkruani përmes formularit të kontaktit ose shkruani një vlerësim, ruajmë edhe emrin, emailin dhe tekstin që dërgoni.",
      },
      usage: {
        title: "Të dhënat e përdorimit",
        text: "Faqet që vizitoni, kërkimet, pronat e preferuara dhe njoftimet që lexoni, që të përmirësojmë shërbimin.",
      },
      property: {
        title: "Të dhënat e pronave",
        text: "Përshkrimi, çmimi, vendndodhja dhe fotot e pronave që publikoni, si dhe kërkesat e kontaktit që merrni.",
      },
      automatic: {
        title: "Të dhënat automatike",
        text: "Adresa IP, lloji i shfletuesit dhe pajisjes dhe koha e vizitës, të mbledhura automatikisht për siguri dhe statistika.",
      },
      thirdParty: {
        title: "Të dhënat nga palët e treta",
        text: "Konfirmimet e pagesave nga banka për abonimet Premium. Nuk blejmë të dhëna nga palë të tjera.",
      },
    },
    usage: {
      u1: "Për të krijuar dhe menaxhuar llogarinë tuaj",
      u2: "Për të publikuar dhe shfaqur shpalljet tuaja",
      u3: "Për t'ju lidhur me pronarët ose me të interesuarit",
      u4: "Për t'ju dërguar njoftime për pronat dhe llogarinë",
      u5: "Për të parandaluar mashtrimet dhe keqpërdorimin",
      u6: "Për të përmirësuar platformën me statistika të përgjithshme",
    },
    sharing: {
      p1: "Nuk i shesim të dhënat tuaja personale.",
      p2: "Kur dërgoni një kërkesë kontakti, pronari i shpalljes sheh mesazhin dhe të dhënat që zgjidhni të ndani. Kur publikohet një vlerësim që keni shkruar, emri juaj shfaqet pranë tij në faqen Vlerësimet.",
      p3: "Të dhënat mund t'u jepen ofruesve që na ndihmojnë të funksionojmë (strehimi i serverëve, dërgimi i emaileve), vetëm për këtë qëllim, ose autoriteteve kur e kërkon ligji.",
    },
    rights: {
      intro: "Sipas ligjit, keni të drejtë:",
      r1: "Të merrni informacion dhe qasje në të dhënat tuaja",
      r2: "Të kërkoni korrigjimin e të dhënave të pasakta",
      r3: "Të kërkoni fshirjen e të dhënave tuaja",
      r4: "Të kundërshtoni ose të kufizoni përpunimin",
      r5: "Të merrni të dhënat tuaja në formë të lexueshme (bartshmëria)",
      response: "Çdo kërkese i përgjigjemi brenda 30 ditëve.",
    },
    cookies: {
      p1: "Përdorim vetëm cookies të domosdoshme: për të mbajtur sesionin tuaj të kyçjes dhe për të mbajtur mend gjuhën që keni zgjedhur. Tema e çelët ose e errët ruhet vetëm në shfletuesin tuaj.",
      p2: "Nuk përdorim cookies reklamuese. Mund t'i fshini cookies nga cilësimet e shfletuesit, por atëherë do t'ju duhet të kyçeni përsëri.",
    },
    security: {
      p1: "Lidhja me Pronën është e enkriptuar, fjalëkalimet ruhen vetëm si hash dhe qasja në të dhëna është e kufizuar vetëm për stafin që ka nevojë.",
      p2: "Asnjë sistem nuk është plotësisht i sigurt; nëse vërejmë një shkelje që ju prek, do t'ju njoftojmë pa vonesë.",
    },
    changes: {
      p1: "Mund ta përditësojmë këtë politikë. Data e përditësimit të fundit shfaqet në krye të faqes, dhe ndryshimet e rëndësishme i njoftojmë në platformë.",
    },
    contact: {
      intro: "Për çdo pyetje ose kërkesë për të dhënat tuaja, na shkruani:",
      mailbox: "Email",
      address: "Adresa postare",
      form: "Formulari i kontaktit",
      authority:
        "Nëse mendoni se të drejtat tuaja janë shkelur, mund të ankoheni në Agjencinë për Informim dhe Privatësi (AIP), autoritetin mbikëqyrës në Kosovë.",
    },
    cta: {
      title: "Keni ende pyetje?",
      text: "Ekipi ynë është këtu për t'ju ndihmuar.",
      button: "Na kontaktoni",
      terms: "Lexoni edhe Kushtet e përdorimit",
    },
  },
} as const;
