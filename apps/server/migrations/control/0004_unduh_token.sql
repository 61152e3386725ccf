CREATE TABLE "control"."unduh_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"userid" varchar(30) NOT NULL,
	"lap" varchar(60) NOT NULL,
	"format" varchar(4) NOT NULL,
	"param" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "control"."unduh_token" ADD CONSTRAINT "unduh_token_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "control"."sessions"("id") ON DELETE cascade ON UPDATE no action;