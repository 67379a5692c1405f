// The terms of use page (/kushtet-e-perdorimit, document 2 §2.14); constants from document 2 §9.
export default {
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
} as const;
