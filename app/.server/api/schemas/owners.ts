import { z } from "zod";
import { AGENCY_SPECIALTIES } from "~/domain/agencies";
import { ownerCardSchema } from "./owner-card";
import { propertySummarySchema } from "./properties";

// The JSON of the public profiles, the agencies and the phone reveal (issue 14 §3–§4).

export const profileIdParams = z.object({ id: z.string().meta({ description: "The account's id (a UUID)." }) });
export const profilePageQuery = z.object({
  page: z.string().optional().meta({ description: "1 by default; past the end, the last page." }),
});

const agencySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string(),
    cities: z.array(z.string()),
    phone: z.string().nullable().meta({ description: "The agency's published number." }),
    email: z.string().nullable().meta({ description: "The agency's published e-mail (not its login)." }),
    website: z.string().nullable(),
    rating: z.number().min(1).max(5).nullable(),
    agentCount: z.int().min(0).nullable(),
    propertyCount: z.int().min(0).meta({ description: "Active listings." }),
    yearFounded: z.int().nullable(),
    specialties: z.array(z.enum(AGENCY_SPECIALTIES)),
    isPremium: z.boolean(),
    verified: z.boolean(),
    isDemo: z.boolean().meta({ description: "A sample agency of the demo data." }),
    memberSince: z.iso.datetime(),
  })
  .meta({ id: "Agency" });

export const agenciesSchema = z.object({ agencies: z.array(agencySchema) });

export const publicProfileSchema = z
  .object({
    owner: ownerCardSchema,
    agency: agencySchema.nullable(),
    listings: z.object({
      items: z.array(propertySummarySchema),
      total: z.int().min(0),
      page: z.int().min(1),
      page_count: z.int().min(1),
      page_size: z.int().min(1),
    }),
  })
  .meta({ id: "PublicProfile" });

export const revealedPhoneSchema = z
  .object({
    phone: z.string(),
    links: z.object({ tel: z.string(), whatsapp: z.string(), viber: z.string() }),
  })
  .meta({ id: "RevealedPhone" });

export const agencyDetailsAnswerSchema = z
  .object({
    agency: z.object({
      description: z.string(),
      cities: z.array(z.string()),
      specialties: z.array(z.enum(AGENCY_SPECIALTIES)),
      phone: z.string(),
      email: z.string(),
      website: z.string(),
      year_founded: z.int().nullable(),
      agent_count: z.int().nullable(),
    }),
  })
  .meta({ id: "AgencyDetails" });
