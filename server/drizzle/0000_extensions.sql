-- Trigram indexes serve the storefront's case-insensitive "name contains" search.
-- Installed in public so it is found whatever schema the shop's tables live in.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
