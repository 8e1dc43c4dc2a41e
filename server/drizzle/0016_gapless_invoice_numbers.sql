-- Invoice numbers move from a sequence (0 first; a refused order still used one up) to the
-- `invoice_no` counter row, moved on inside the order's own statement: 1 first, no gaps. The
-- counter starts at the last number the sequence gave (0 when it gave none or only 0).
INSERT INTO "counters" ("name", "value")
SELECT 'invoice_no', CASE WHEN is_called THEN last_value ELSE 0 END FROM invoice_no_seq
ON CONFLICT ("name") DO UPDATE SET "value" = excluded."value";--> statement-breakpoint
DROP SEQUENCE "invoice_no_seq";
