import { z } from "zod";

/** Who is selling (issue 14 §3), as listings and profiles show it: never an e-mail or phone number. */
export const ownerCardSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    user_type: z.string(),
    is_agency: z.boolean(),
    verified: z.boolean().meta({ description: "An administrator verified the account." }),
    member_since: z.iso.datetime(),
    active_listings: z.int().min(0),
    has_phone: z.boolean().meta({ description: "There is a number to reveal (POST /api/properties/{id}/phone)." }),
    logo: z.string().nullable(),
  })
  .meta({ id: "OwnerCard" });
