ALTER TABLE "properties" ADD COLUMN "floor_plan" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "video_url" text;