-- Trigram similarity for catalogue search (typo tolerance). PGlite loads the extension from
-- @electric-sql/pglite/contrib/pg_trgm in the client factory.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
