ALTER TABLE "colors" ADD COLUMN "color_name_bn" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "material_name_bn" text;--> statement-breakpoint
ALTER TABLE "product_traces" ADD COLUMN "type_bn" text;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "size_name_bn" text;