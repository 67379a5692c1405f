import type { ReviewCategory } from "~/domain/enums";

// The demo data's published reviews (issue 17 §3): written in Albanian, as users write them, by demo
// accounts, dated days to months before the seed and marked is_demo so the reviews page labels them
// "Demo". A fresh install without demo data has no review at all.

/** Demo accounts that only write reviews (buyers and tenants); the demo buyer writes one too. */
export const DEMO_REVIEWERS = {
  blerim: "Blerim Gashi",
  valbona: "Valbona Morina",
  labinot: "Labinot Berisha",
  elira: "Elira Hoxha",
  faton: "Faton Shala",
  mimoza: "Mimoza Rexhepi",
  agon: "Agon Kastrati",
} as const;

export type DemoReviewerKey = keyof typeof DEMO_REVIEWERS;

type DemoReview = {
  author: DemoReviewerKey | "buyer";
  /** The demo listing it is about (by title), if any. */
  listing?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  category: ReviewCategory;
  title: string;
  comment: string;
  daysAgo: number;
  helpful: number;
  verifiedPurchase: boolean;
};

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    author: "buyer",
    listing: "Banesë 2+1 me pamje nga qyteti në Dardani",
    rating: 5,
    category: "property",
    title: "Banesë e mrekullueshme, pronar shumë korrekt",
    comment:
      "Banesa ishte saktësisht si në foto, e pastër dhe e mobiluar mirë. Pronari u përgjigj brenda ditës dhe kontrata u nënshkrua pa asnjë problem. E rekomandoj pa hezitim.",
    daysAgo: 4,
    helpful: 12,
    verifiedPurchase: true,
  },
  {
    author: "blerim",
    listing: "Penthouse luksoze në Sunny Hill",
    rating: 4,
    category: "service",
    title: "Agjent profesional, proces i qartë",
    comment:
      "Agjenti na shoqëroi në tri vizita dhe na shpjegoi çdo hap te noteri. Humbi një yll vetëm sepse dokumentet e kadastrës vonuan disa ditë.",
    daysAgo: 11,
    helpful: 8,
    verifiedPurchase: true,
  },
  {
    author: "valbona",
    rating: 5,
    category: "platform",
    title: "Platforma më e lehtë për të kërkuar prona në Kosovë",
    comment:
      "Kërkimi sipas qytetit dhe çmimit funksionon shumë mirë edhe në telefon. Më pëlqen që shpalljet kontrollohen para se të publikohen, kështu nuk ka mashtrime.",
    daysAgo: 19,
    helpful: 15,
    verifiedPurchase: false,
  },
  {
    author: "labinot",
    listing: "Shtëpi familjare me oborr në Ortakoll",
    rating: 5,
    category: "property",
    title: "Shtëpia e ëndrrave në Prizren",
    comment:
      "Kërkonim një shtëpi me oborr pranë qendrës dhe e gjetëm këtu. Pronari ishte i sinqertë për çdo detaj dhe çmimi ishte i drejtë për zonën.",
    daysAgo: 33,
    helpful: 6,
    verifiedPurchase: true,
  },
  {
    author: "elira",
    listing: "Lokal afarist në qendër të Pejës",
    rating: 3,
    category: "service",
    title: "Shërbim i mirë, por përgjigje e vonuar",
    comment:
      "Lokali është në vend shumë të mirë, por u deshën pothuajse një javë për të marrë përgjigje për vizitën. Pas takimit gjithçka shkoi mirë.",
    daysAgo: 46,
    helpful: 4,
    verifiedPurchase: true,
  },
  {
    author: "faton",
    rating: 4,
    category: "platform",
    title: "Njoftimet janë shumë të dobishme",
    comment:
      "Ruaj pronat e preferuara dhe marr njoftim kur ndryshon statusi i tyre. Do të doja edhe më shumë filtra për ngrohjen dhe parkingun.",
    daysAgo: 58,
    helpful: 9,
    verifiedPurchase: false,
  },
  {
    author: "mimoza",
    listing: "Banesë 2+1 në Karagaç",
    rating: 5,
    category: "property",
    title: "Banesë e qetë me pamje nga malet",
    comment:
      "Lagjja është e qetë dhe afër parkut të Karagaçit. Pronarja na ndihmoi edhe me regjistrimin e kontratës së qirasë. Jemi shumë të kënaqur.",
    daysAgo: 77,
    helpful: 11,
    verifiedPurchase: true,
  },
  {
    author: "agon",
    listing: "Banesë 1+1 në Ulpianë",
    rating: 2,
    category: "property",
    title: "Fotot nuk përputheshin plotësisht me gjendjen",
    comment:
      "Banesa kishte nevojë për më shumë renovim se sa dukej në foto. Pronari pranoi të ulë çmimin, por do të ishte mirë që fotot të ishin më të freskëta.",
    daysAgo: 96,
    helpful: 3,
    verifiedPurchase: true,
  },
];
