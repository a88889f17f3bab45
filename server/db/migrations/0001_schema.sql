CREATE TABLE "article_groups2" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_groups3" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_group2_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_no" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tech_description" text DEFAULT '' NOT NULL,
	"nutrient_content" text,
	"wash_label" text[] DEFAULT '{}'::text[] NOT NULL,
	"care_label" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_line_id" integer NOT NULL,
	"gender_id" integer NOT NULL,
	"main_group_id" integer NOT NULL,
	"article_group2_id" integer NOT NULL,
	"article_group3_id" integer NOT NULL,
	"suggested_price_ore" integer NOT NULL,
	"pant_ore" integer DEFAULT 0 NOT NULL,
	"purchasable_web" smallint DEFAULT 1 NOT NULL,
	"featured" smallint DEFAULT 0 NOT NULL,
	"visible_web" smallint DEFAULT 1 NOT NULL,
	"web_purchase_limit" integer DEFAULT 10 NOT NULL,
	"only_cc" boolean DEFAULT false NOT NULL,
	"season" text,
	"custom_label" text,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('norwegian', coalesce("name", '')), 'A') || setweight(to_tsvector('norwegian', coalesce("search_text", '')), 'B') || setweight(to_tsvector('norwegian', coalesce("description", '')), 'C')) STORED,
	CONSTRAINT "articles_article_no_unique" UNIQUE("article_no"),
	CONSTRAINT "articles_price_nonneg" CHECK ("articles"."suggested_price_ore" >= 0 and "articles"."pant_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bestsellers" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"qty_rank" integer NOT NULL,
	"turnover_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "blog_post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"featured_image" text,
	"main_article_id" integer,
	"related_article_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hostnames" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"logo_svg" text NOT NULL,
	"colors" jsonb NOT NULL,
	"product_line_id" integer,
	"show_maintenance" boolean DEFAULT false NOT NULL,
	"show_information" boolean DEFAULT false NOT NULL,
	"show_about" boolean DEFAULT false NOT NULL,
	"show_support" boolean DEFAULT false NOT NULL,
	"show_collection" boolean DEFAULT false NOT NULL,
	"pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cache_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"price_ore" integer NOT NULL,
	"label_type" text NOT NULL,
	"label_data" text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image" text,
	"image_mobile" text,
	"show_label" boolean DEFAULT true NOT NULL,
	"show_image" boolean DEFAULT true NOT NULL,
	"label_text" text,
	"url" text,
	"combined" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "color_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"hex" text NOT NULL,
	"color_id" integer
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"color_code" text NOT NULL,
	"color_group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"auth_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"birth_date" text,
	"gender_id" integer,
	"address" text,
	"postal_code" text,
	"city" text,
	"password_hash" text NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"role" text DEFAULT 'customer' NOT NULL,
	"staff_shop_id" integer,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"club" boolean DEFAULT false NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"event_invite" boolean DEFAULT false NOT NULL,
	"birthday_gift" boolean DEFAULT false NOT NULL,
	"cookies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"qr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_auth_id_unique" UNIQUE("auth_id")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "genders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "main_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"banner" text,
	"banner_link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	CONSTRAINT "main_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"article_id" integer,
	"ean" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"unit_price_ore" integer NOT NULL,
	"total_ore" integer NOT NULL,
	"vat_ore" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"customer_id" integer,
	"name" text,
	"email" text,
	"vat_percentage" integer DEFAULT 25 NOT NULL,
	"total_vat_ore" integer NOT NULL,
	"net_ore" integer NOT NULL,
	"total_ore" integer NOT NULL,
	"klarna_capture_id" text,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reservation_id_unique" UNIQUE("reservation_id")
);
--> statement-breakpoint
CREATE TABLE "poll_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"banner_desktop" text,
	"banner_mobile" text,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"code" text PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"municipality" text NOT NULL,
	"county" text NOT NULL,
	"category" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"quality" smallint,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_lines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"fixed" boolean NOT NULL,
	"amount" integer NOT NULL,
	"type" text DEFAULT 'Standard' NOT NULL,
	"requires_login" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reservation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"ean" text NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"unit_price_ore" integer NOT NULL,
	"pant_ore" integer DEFAULT 0 NOT NULL,
	"campaign_line_id" integer,
	CONSTRAINT "reservation_lines_count_pos" CHECK ("reservation_lines"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "reservation_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer,
	"status_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"delivery" boolean DEFAULT false NOT NULL,
	"shipping_method_id" integer,
	"address" text,
	"city" text,
	"zipcode" text,
	"total_ore" integer NOT NULL,
	"discount_ore" integer DEFAULT 0 NOT NULL,
	"shipping_ore" integer DEFAULT 0 NOT NULL,
	"promo_code_id" integer,
	"payment_method" text,
	"tracking_url" text,
	"klarna_session_id" text,
	"klarna_order_id" text,
	"tx_data" jsonb,
	"hold_expires_at" timestamp with time zone,
	"pickup_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"reviewable_type" text DEFAULT 'article' NOT NULL,
	"reviewable_id" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"rating" smallint NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"true_to_size" smallint,
	"size_color" text,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"key" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"price_ore" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"no" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"org_no" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"post_no" text NOT NULL,
	"post_place" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"messenger_id" text,
	"chain_id" integer DEFAULT 1 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" text NOT NULL,
	"map_link" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shops_no_unique" UNIQUE("no")
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"message" text NOT NULL,
	"image" text,
	"link" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"variant_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_variant_id_shop_id_pk" PRIMARY KEY("variant_id","shop_id"),
	CONSTRAINT "stock_qty_nonneg" CHECK ("stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"ean" text NOT NULL,
	"size_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"purchasable_web" smallint DEFAULT 1 NOT NULL,
	"image" text,
	CONSTRAINT "variants_ean_unique" UNIQUE("ean")
);
--> statement-breakpoint
ALTER TABLE "article_groups2" ADD CONSTRAINT "article_groups2_main_group_id_main_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "public"."main_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_groups3" ADD CONSTRAINT "article_groups3_article_group2_id_article_groups2_id_fk" FOREIGN KEY ("article_group2_id") REFERENCES "public"."article_groups2"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_main_group_id_main_groups_id_fk" FOREIGN KEY ("main_group_id") REFERENCES "public"."main_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_article_group2_id_article_groups2_id_fk" FOREIGN KEY ("article_group2_id") REFERENCES "public"."article_groups2"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_article_group3_id_article_groups3_id_fk" FOREIGN KEY ("article_group3_id") REFERENCES "public"."article_groups3"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bestsellers" ADD CONSTRAINT "bestsellers_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_main_article_id_articles_id_fk" FOREIGN KEY ("main_article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD CONSTRAINT "campaign_lines_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_lines" ADD CONSTRAINT "campaign_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_color_group_id_color_groups_id_fk" FOREIGN KEY ("color_group_id") REFERENCES "public"."color_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_staff_shop_id_shops_id_fk" FOREIGN KEY ("staff_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_questions" ADD CONSTRAINT "poll_questions_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_lines" ADD CONSTRAINT "reservation_lines_campaign_line_id_campaign_lines_id_fk" FOREIGN KEY ("campaign_line_id") REFERENCES "public"."campaign_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_id_reservation_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."reservation_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewable_id_articles_id_fk" FOREIGN KEY ("reviewable_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ag2_main_slug_idx" ON "article_groups2" USING btree ("main_group_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "ag3_ag2_slug_idx" ON "article_groups3" USING btree ("article_group2_id","slug");--> statement-breakpoint
CREATE INDEX "articles_main_group_name_idx" ON "articles" USING btree ("main_group_id","name","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_main_group_price_idx" ON "articles" USING btree ("main_group_id","suggested_price_ore","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_ag2_name_idx" ON "articles" USING btree ("article_group2_id","name","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_ag2_price_idx" ON "articles" USING btree ("article_group2_id","suggested_price_ore","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_ag3_idx" ON "articles" USING btree ("article_group3_id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_gender_name_idx" ON "articles" USING btree ("gender_id","name","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_product_line_idx" ON "articles" USING btree ("product_line_id","name","id") WHERE "articles"."visible_web" = 1;--> statement-breakpoint
CREATE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_search_vector_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_name_trgm_idx" ON "articles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "auth_tokens_customer_idx" ON "auth_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "bestsellers_qty_rank_idx" ON "bestsellers" USING btree ("qty_rank");--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "campaign_lines_article_idx" ON "campaign_lines" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_lines_campaign_article_idx" ON "campaign_lines" USING btree ("campaign_id","article_id");--> statement-breakpoint
CREATE INDEX "campaigns_period_idx" ON "campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "colors_group_idx" ON "colors" USING btree ("color_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_idx" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "poll_answers_poll_idx" ON "poll_answers" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "poll_answers_question_idx" ON "poll_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "poll_options_question_idx" ON "poll_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "poll_questions_poll_idx" ON "poll_questions" USING btree ("poll_id");--> statement-breakpoint
CREATE INDEX "postcodes_active_idx" ON "postcodes" USING btree ("active","code");--> statement-breakpoint
CREATE INDEX "reservation_lines_reservation_idx" ON "reservation_lines" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_history_reservation_idx" ON "reservation_status_history" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_shop_status_idx" ON "reservations" USING btree ("shop_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_customer_idx" ON "reservations" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "reviews_reviewable_idx" ON "reviews" USING btree ("reviewable_id") WHERE "reviews"."approved";--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_brand_key_idx" ON "settings" USING btree (coalesce("brand_id", 0),"key");--> statement-breakpoint
CREATE INDEX "shops_active_idx" ON "shops" USING btree ("active","name");--> statement-breakpoint
CREATE INDEX "social_posts_posted_idx" ON "social_posts" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "stock_shop_idx" ON "stock" USING btree ("shop_id") WHERE "stock"."qty" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "variants_article_size_color_idx" ON "variants" USING btree ("article_id","size_id","color_id");--> statement-breakpoint
CREATE INDEX "variants_color_idx" ON "variants" USING btree ("color_id");