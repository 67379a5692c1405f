import { z } from "zod";

// The signed-in reader's favourites (/favorites).

/** ?page=1 of /favorites and GET /api/me/favorites — a bad or missing page is 1. */
export const favoriteListSchema = z.object({
  page: z.preprocess((v) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  }, z.number().int()),
});
