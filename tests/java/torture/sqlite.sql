-- The type-and-shape torture schema of the Java suite, SQLite flavour.
-- Every row of genix's SQLite type table and the affinity names (VARCHAR2, MONEY, CLOB),
-- typeless columns and a typeless key (WITHOUT ROWID), key shapes (rowid alias with and
-- without AUTOINCREMENT, a BIGINT key that SQLite lets be NULL, assigned text, composite of
-- text + date + int, none with and without an `id` column, one named in genix.toml), defaults
-- of every kind, generated columns (stored and virtual), a CHECK, a unique constraint, a
-- foreign key, an FTS5 table (whose shadow tables genix leaves out) and a view.
-- tests/java/test_torture_java.py creates it in a private file, drives every table over
-- HTTP and reads each value back with sqlite3.

CREATE TABLE tt_parent (
  parent_id INTEGER PRIMARY KEY,
  code VARCHAR(20) NOT NULL CONSTRAINT uq_parent_code UNIQUE,
  title TEXT NOT NULL
);

CREATE TABLE tt_numbers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  c_bool BOOLEAN NOT NULL DEFAULT 0,
  c_int INT NOT NULL,
  c_integer INTEGER,
  c_big BIGINT,
  c_small SMALLINT CONSTRAINT ck_numbers_small CHECK (c_small IS NULL OR c_small >= -100),
  c_num NUMERIC(10,2) DEFAULT 1.5,
  c_decimal DECIMAL(8,3),
  c_real REAL,
  c_double DOUBLE,
  c_float FLOAT,
  c_money MONEY,
  c_total INTEGER GENERATED ALWAYS AS (c_int * 2) STORED,
  c_virtual INTEGER GENERATED ALWAYS AS (c_int + 1) VIRTUAL,
  a_key VARCHAR(10),
  parent_id INTEGER CONSTRAINT fk_numbers_parent REFERENCES tt_parent (parent_id)
);

CREATE TABLE tt_texts (
  id INTEGER PRIMARY KEY,
  c_text TEXT,
  c_varchar VARCHAR(64) NOT NULL,
  c_varchar2 VARCHAR2(20),
  c_clob CLOB,
  c_char CHAR(1),
  email VARCHAR(100) CONSTRAINT uq_texts_email UNIQUE,
  c_expr TEXT DEFAULT ('x' || 'y'),
  c_typeless
);

CREATE TABLE tt_times (
  id INTEGER PRIMARY KEY,
  c_date DATE,
  c_datetime DATETIME,
  c_timestamp TIMESTAMP,
  created DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  c_today DATE DEFAULT CURRENT_DATE
);

CREATE TABLE tt_binary (
  id INTEGER PRIMARY KEY,
  c_blob BLOB,
  c_blob_default BLOB NOT NULL DEFAULT x'00ff'
);

CREATE TABLE tt_bigint_key (
  id BIGINT PRIMARY KEY,
  label TEXT
);

CREATE TABLE tt_kv (k PRIMARY KEY, v) WITHOUT ROWID;

CREATE TABLE tt_assigned (
  code TEXT PRIMARY KEY,
  label TEXT NOT NULL
);

CREATE TABLE tt_composite (
  region TEXT NOT NULL,
  day DATE NOT NULL,
  seq INTEGER NOT NULL,
  amount NUMERIC(10,2),
  note TEXT,
  PRIMARY KEY (region, day, seq)
);

CREATE TABLE tt_log (
  at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  level TEXT NOT NULL,
  message TEXT
);

CREATE TABLE tt_keyless_id (
  id INTEGER,
  name TEXT NOT NULL
);

CREATE TABLE tt_named_key (
  email TEXT NOT NULL CONSTRAINT uq_named_email UNIQUE,
  name TEXT
);

-- a relation to a table keyed by genix.toml (tt_named_key: no primary key), declared there
CREATE TABLE tt_named_ref (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL CONSTRAINT fk_named_ref_email REFERENCES tt_named_key (email),
  note TEXT
);

CREATE VIRTUAL TABLE tt_docs USING fts5(title, body);

CREATE VIEW tt_view AS SELECT code, title FROM tt_parent;
