CREATE TABLE "hotel_content" (
	"code" integer PRIMARY KEY NOT NULL,
	"hotel" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
