ALTER TABLE "jadwal_backup" ADD COLUMN "terakhir" date;--> statement-breakpoint
ALTER TABLE "jadwal_backup" ADD COLUMN "klaim" varchar(40);--> statement-breakpoint
ALTER TABLE "jadwal_backup" ADD COLUMN "klaim_sampai" timestamp with time zone;