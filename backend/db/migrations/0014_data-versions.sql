CREATE TABLE "data_versions" (
	"scope" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
