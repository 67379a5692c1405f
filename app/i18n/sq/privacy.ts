// The privacy policy page (/privatesia, document 2 §2.15).
export default {
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
} as const;
