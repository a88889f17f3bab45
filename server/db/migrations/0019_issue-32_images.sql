CREATE TABLE "image_sizes" (
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_sizes_image_key_width_format_pk" PRIMARY KEY("image_key","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"name" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_sizes" ADD CONSTRAINT "image_sizes_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_uploaded_at_idx" ON "images" USING btree ("uploaded_at","key");