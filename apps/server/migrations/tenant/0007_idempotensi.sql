CREATE TABLE "idempotensi" (
	"userid" varchar(30) NOT NULL,
	"kunci" varchar(100) NOT NULL,
	"act" varchar(60) NOT NULL,
	"sidik" varchar(64) NOT NULL,
	"hasil" jsonb,
	"waktu" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotensi_userid_kunci_pk" PRIMARY KEY("userid","kunci")
);
--> statement-breakpoint
CREATE INDEX "idempotensi_waktu" ON "idempotensi" USING btree ("waktu");