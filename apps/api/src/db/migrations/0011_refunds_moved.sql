ALTER TABLE "payments" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_reference";