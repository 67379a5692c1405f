CREATE TABLE "agency_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"year_founded" integer,
	"agent_count" integer,
	"rating" numeric(2, 1),
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_profiles_rating_valid" CHECK ("agency_profiles"."rating" IS NULL OR "agency_profiles"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "agency_profiles_counts_valid" CHECK (("agency_profiles"."agent_count" IS NULL OR "agency_profiles"."agent_count" >= 0))
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "phone_reveals_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_day_idx" ON "phone_reveals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "profiles_user_type_idx" ON "profiles" USING btree ("user_type");