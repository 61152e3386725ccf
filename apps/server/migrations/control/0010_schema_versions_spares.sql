CREATE TABLE "control"."schema_versions" (
	"schema_name" varchar(63) PRIMARY KEY NOT NULL,
	"tag" varchar(200) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control"."spare_schemas" (
	"schema_name" varchar(63) PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
