ALTER TABLE "reservations" ADD COLUMN "pickup_ready_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "pickup_promise" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "preparation_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "web_safety_buffer" integer DEFAULT 0 NOT NULL;