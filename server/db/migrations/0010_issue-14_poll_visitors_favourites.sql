CREATE TABLE "favourites" (
	"customer_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_customer_id_article_id_pk" PRIMARY KEY("customer_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "poll_answers" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_customer_idx" ON "poll_answers" USING btree ("question_id","customer_id") WHERE "poll_answers"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "poll_answers_visitor_idx" ON "poll_answers" USING btree ("question_id","visitor_key") WHERE "poll_answers"."visitor_key" is not null;