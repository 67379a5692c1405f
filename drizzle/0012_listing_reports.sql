CREATE TYPE "public"."report_reason" AS ENUM('fraud', 'unavailable', 'wrong_price', 'duplicate', 'offensive', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_resolution" AS ENUM('dismissed', 'deactivated', 'owner_contacted');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_hash" text,
	"reporter_email" text,
	"language" text DEFAULT 'sq' NOT NULL,
	"reason" "report_reason" NOT NULL,
	"text" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"resolution" "report_resolution",
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_handled_by_profiles_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_status_created_idx" ON "listing_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reports_property_status_idx" ON "listing_reports" USING btree ("property_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_user_idx" ON "listing_reports" USING btree ("property_id","reporter_id") WHERE "listing_reports"."status" = 'open' AND "listing_reports"."reporter_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_visitor_idx" ON "listing_reports" USING btree ("property_id","reporter_hash") WHERE "listing_reports"."status" = 'open' AND "listing_reports"."reporter_hash" IS NOT NULL;