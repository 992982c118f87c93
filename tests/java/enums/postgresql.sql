-- Enums from a CHECK constraint and from column comments (PostgreSQL).
CREATE TABLE ticket (
  id serial PRIMARY KEY,
  title varchar(50) NOT NULL,
  state varchar(10) NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'on-hold')),
  level smallint NOT NULL DEFAULT 1,
  kind char(1)
);
COMMENT ON COLUMN ticket.level IS '级别（1低 2中 3高）';
COMMENT ON COLUMN ticket.kind IS '类型：A=bug, B=feature';
INSERT INTO ticket (title, state, level, kind) VALUES ('first', 'open', 1, 'A'), ('second', 'closed', 3, 'B');
