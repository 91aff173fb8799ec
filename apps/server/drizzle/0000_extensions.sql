-- Trigram indexes serve the case-insensitive "contains" searches of every list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
