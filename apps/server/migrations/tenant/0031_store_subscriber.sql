CREATE TABLE "sharesubscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(150) DEFAULT '' NOT NULL,
	"shareid" varchar(40) DEFAULT '' NOT NULL,
	"token" varchar(64) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sharesubscriber_token_key" ON "sharesubscriber" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sharesubscriber_email_trgm" ON "sharesubscriber" USING gin ("email" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharesubscriber_shareid_trgm" ON "sharesubscriber" USING gin ("shareid" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "sharesubscriber_aktif_idx" ON "sharesubscriber" USING btree ("aktif");