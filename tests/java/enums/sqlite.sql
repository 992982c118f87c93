-- Enums from CHECK constraints (SQLite keeps no comments: genix.toml gives kind's).
CREATE TABLE ticket (
  id INTEGER PRIMARY KEY,
  title varchar(50) NOT NULL,
  state varchar(10) NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed', 'on-hold')),
  level integer NOT NULL DEFAULT 1 CHECK (level = 1 OR level = 2 OR level = 3),
  kind char(1)
);
INSERT INTO ticket (title, state, level, kind) VALUES ('first', 'open', 1, 'A'), ('second', 'closed', 3, 'B');
