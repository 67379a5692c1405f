CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'none');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'saved_search' BEFORE 'other';--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_due_at" timestamp with time zone,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'instant' NOT NULL,
	"language" text DEFAULT 'sq' NOT NULL,
	"keyword_query" "tsquery",
	"location_query" "tsquery",
	"type" "property_type",
	"listing_type" "listing_type",
	"min_price" numeric(14, 2),
	"max_price" numeric(14, 2),
	"min_rooms" integer,
	"min_bathrooms" integer,
	"min_area" integer,
	"max_area" integer,
	"heating" "heating_type",
	"furnished" boolean,
	"new_build" boolean,
	"parking" boolean,
	"elevator" boolean,
	"bounds_south" numeric(9, 6),
	"bounds_west" numeric(9, 6),
	"bounds_north" numeric(9, 6),
	"bounds_east" numeric(9, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_search_property_idx" ON "saved_search_alerts" USING btree ("saved_search_id","property_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_unsent_idx" ON "saved_search_alerts" USING btree ("created_at") WHERE "saved_search_alerts"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);