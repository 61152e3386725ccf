DROP TABLE "penomoran" CASCADE;--> statement-breakpoint
ALTER TABLE "gl_saldo" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_saldo" DROP CONSTRAINT "gl_saldo_perkiraan_id_periode_pk";--> statement-breakpoint
ALTER TABLE "gl_saldo" ADD CONSTRAINT "gl_saldo_perkiraan_id_periode_slot_pk" PRIMARY KEY("perkiraan_id","periode","slot");
