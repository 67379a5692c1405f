CREATE TABLE "image_variant_backfills" (
	"variant" text PRIMARY KEY NOT NULL,
	"after_property_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
