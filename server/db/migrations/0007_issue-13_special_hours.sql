CREATE TABLE "shop_special_hours" (
	"shop_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"opens" text,
	"closes" text,
	CONSTRAINT "shop_special_hours_shop_id_date_pk" PRIMARY KEY("shop_id","date"),
	CONSTRAINT "shop_special_hours_shape" CHECK (("shop_special_hours"."opens" is null and "shop_special_hours"."closes" is null) or ("shop_special_hours"."opens" ~ '^[0-2][0-9]:[0-5][0-9]$' and "shop_special_hours"."closes" ~ '^[0-2][0-9]:[0-5][0-9]$' and "shop_special_hours"."opens" < "shop_special_hours"."closes"))
);
--> statement-breakpoint
ALTER TABLE "shop_special_hours" ADD CONSTRAINT "shop_special_hours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;