CREATE TABLE "stored_object_parts" (
	"object_key" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_object_parts_object_key_part_pk" PRIMARY KEY("object_key","part")
);
