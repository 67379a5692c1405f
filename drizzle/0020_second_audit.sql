CREATE TABLE "phone_reveal_visitors" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "phone_reveal_visitors_property_id_day_visitor_hash_pk" PRIMARY KEY("property_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_changes" text[];--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reviewed_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD COLUMN "price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "reporter_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_reveal_visitors" ADD CONSTRAINT "phone_reveal_visitors_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveal_visitors_day_idx" ON "phone_reveal_visitors" USING btree ("day");--> statement-breakpoint
-- Listings live before edits were reviewed: their price now is the one the later changes are measured from.
UPDATE "properties" SET "reviewed_price" = "price" WHERE "status" NOT IN ('pending', 'rejected');
