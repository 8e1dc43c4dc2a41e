-- Invoice numbers move from a sequence (0 first; a refused order still used one up) to the
-- `invoice_no` counter row, moved on inside the order's own statement: 1 first, no gaps. The
-- counter starts at the last number the sequence gave; a shop that never numbered an order gets
-- no row (an empty database stays empty), and its first order writes 1.
INSERT INTO "counters" ("name", "value")
SELECT 'invoice_no', last_value FROM invoice_no_seq WHERE is_called
ON CONFLICT ("name") DO UPDATE SET "value" = excluded."value";--> statement-breakpoint
DROP SEQUENCE "invoice_no_seq";
