CREATE TYPE "public"."heating_type" AS ENUM('central', 'own', 'electric', 'none');--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floors_total" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "heating" "heating_type";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnished" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "new_build" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "elevator" boolean;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reference" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "properties_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "properties_active_position_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."status" = 'active';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_position_valid" CHECK (("properties"."latitude" IS NULL) = ("properties"."longitude" IS NULL) AND ("properties"."latitude" IS NULL OR ("properties"."latitude" BETWEEN -90 AND 90 AND "properties"."longitude" BETWEEN -180 AND 180)));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_year_built_valid" CHECK ("properties"."year_built" IS NULL OR "properties"."year_built" BETWEEN 1800 AND 2100);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_floors_valid" CHECK (("properties"."floor" IS NULL OR "properties"."floor" BETWEEN -5 AND 200) AND ("properties"."floors_total" IS NULL OR "properties"."floors_total" BETWEEN 1 AND 200));