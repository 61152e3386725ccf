-- Trigram indexes back the searches by words of a name (lists, pickers, the item search).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
