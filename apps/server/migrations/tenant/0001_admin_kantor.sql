CREATE TABLE "kantor" (
	"id" serial PRIMARY KEY NOT NULL,
	"kodekantor" varchar(5) NOT NULL,
	"namakantor" varchar(100) NOT NULL,
	"pusat" boolean DEFAULT false NOT NULL,
	"timezone" varchar(40) DEFAULT 'Asia/Jakarta' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "konfigurasi" (
	"nama" varchar(60) PRIMARY KEY NOT NULL,
	"nilai" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pengguna" ADD COLUMN "email" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "kantor_kodekantor_key" ON "kantor" USING btree ("kodekantor");