import type { ReviewCategory } from "~/domain/enums";

// The reviews page's sample of 8 (document 2 §3, Review). Titles and comments are text in the
// catalogs (namespace "reviews", samples.<id>); property names are the demo catalogue's listing titles,
// so 'Shiko pronën' leads to the listing when it is on the site.

export type SampleReview = {
  id: `sample-${number}`;
  key: "r1" | "r2" | "r3" | "r4" | "r5" | "r6" | "r7" | "r8";
  userName: string;
  propertyName?: string;
  propertyType?: "apartment" | "house" | "commercial";
  propertyLocation?: string;
  rating: 1 | 2 | 3 | 4 | 5;
  date: string;
  helpful: number;
  isVerifiedPurchase: boolean;
  category: ReviewCategory;
};

export const SAMPLE_REVIEWS: readonly SampleReview[] = [
  {
    id: "sample-1",
    key: "r1",
    userName: "Arta Krasniqi",
    propertyName: "Banesë 2+1 me pamje nga qyteti në Dardani",
    propertyType: "apartment",
    propertyLocation: "Prishtinë",
    rating: 5,
    date: "2023-11-02",
    helpful: 12,
    isVerifiedPurchase: true,
    category: "property",
  },
  {
    id: "sample-2",
    key: "r2",
    userName: "Blerim Gashi",
    propertyName: "Penthouse luksoze në Sunny Hill",
    propertyType: "apartment",
    propertyLocation: "Prishtinë",
    rating: 4,
    date: "2023-10-18",
    helpful: 8,
    isVerifiedPurchase: true,
    category: "service",
  },
  {
    id: "sample-3",
    key: "r3",
    userName: "Valbona Morina",
    rating: 5,
    date: "2023-10-05",
    helpful: 15,
    isVerifiedPurchase: false,
    category: "platform",
  },
  {
    id: "sample-4",
    key: "r4",
    userName: "Driton Berisha",
    propertyName: "Shtëpi familjare me oborr në Ortakoll",
    propertyType: "house",
    propertyLocation: "Prizren",
    rating: 5,
    date: "2023-09-21",
    helpful: 6,
    isVerifiedPurchase: true,
    category: "property",
  },
  {
    id: "sample-5",
    key: "r5",
    userName: "Elira Hoxha",
    propertyName: "Lokal afarist në qendër të Pejës",
    propertyType: "commercial",
    propertyLocation: "Pejë",
    rating: 3,
    date: "2023-09-10",
    helpful: 4,
    isVerifiedPurchase: true,
    category: "service",
  },
  {
    id: "sample-6",
    key: "r6",
    userName: "Faton Shala",
    rating: 4,
    date: "2023-08-28",
    helpful: 9,
    isVerifiedPurchase: false,
    category: "platform",
  },
  {
    id: "sample-7",
    key: "r7",
    userName: "Mimoza Rexhepi",
    propertyName: "Banesë 2+1 në Karagaç",
    propertyType: "apartment",
    propertyLocation: "Pejë",
    rating: 5,
    date: "2023-08-12",
    helpful: 11,
    isVerifiedPurchase: true,
    category: "property",
  },
  {
    id: "sample-8",
    key: "r8",
    userName: "Agon Kastrati",
    propertyName: "Banesë 1+1 në Ulpianë",
    propertyType: "apartment",
    propertyLocation: "Prishtinë",
    rating: 2,
    date: "2023-07-30",
    helpful: 3,
    isVerifiedPurchase: true,
    category: "property",
  },
];
