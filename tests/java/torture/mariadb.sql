-- The type-and-shape torture schema of the Java suite, MariaDB (10.7+) / MySQL flavour.
-- Every type of genix's MySQL type table, key shapes (auto-increment, assigned text,
-- sequence default, uuid default, composite of text + date + int, none with and without an
-- `id` column, one named in genix.toml), defaults of every kind (literal, expression,
-- CURRENT_TIMESTAMP, ON UPDATE, zero dates, NEXTVAL, UUID()), generated columns, a CHECK, a
-- unique constraint, a foreign key, a partitioned table and a view.
-- tests/java/test_torture_java.py creates it in a private database, drives every table
-- over HTTP and reads each value back with PyMySQL.

CREATE TABLE tt_parent (
  parent_id INT AUTO_INCREMENT PRIMARY KEY,
  code VARCHAR(20) NOT NULL,
  title VARCHAR(100) NOT NULL,
  CONSTRAINT uq_parent_code UNIQUE (code)
) COMMENT 'Parents the numbers table refers to';

CREATE TABLE tt_numbers (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  c_bool TINYINT(1) NOT NULL DEFAULT 0,
  c_bit1 BIT(1) DEFAULT b'1',
  c_tiny TINYINT,
  c_tiny_u TINYINT UNSIGNED,
  c_small SMALLINT,
  c_small_u SMALLINT UNSIGNED,
  c_medium MEDIUMINT,
  c_medium_u MEDIUMINT UNSIGNED,
  c_int INT NOT NULL,
  c_int_u INT UNSIGNED,
  c_big BIGINT,
  c_big_u BIGINT UNSIGNED COMMENT 'unsigned 64-bit',
  c_dec DECIMAL(10,2) DEFAULT 1.50,
  c_dec_u DECIMAL(8,3) UNSIGNED,
  c_float FLOAT,
  c_double DOUBLE,
  c_real REAL,
  c_year YEAR,
  c_total BIGINT GENERATED ALWAYS AS (c_int * 2) STORED,
  c_virtual INT GENERATED ALWAYS AS (c_int + 1) VIRTUAL,
  a_key VARCHAR(10) COMMENT 'Lombok names its getter getAKey',
  parent_id INT,
  CONSTRAINT fk_numbers_parent FOREIGN KEY (parent_id) REFERENCES tt_parent (parent_id),
  CONSTRAINT ck_numbers_tiny CHECK (c_tiny IS NULL OR c_tiny >= -100)
);

CREATE TABLE tt_texts (
  id INT AUTO_INCREMENT PRIMARY KEY,
  c_char CHAR(1),
  c_varchar VARCHAR(64) NOT NULL,
  c_tinytext TINYTEXT,
  c_text TEXT,
  c_mediumtext MEDIUMTEXT,
  c_longtext LONGTEXT,
  c_json JSON,
  c_enum ENUM('small', 'medium', 'large') NOT NULL DEFAULT 'medium',
  c_set SET('red', 'green', 'blue'),
  c_uuid UUID,
  c_inet6 INET6,
  c_inet4 INET4,
  email VARCHAR(100),
  c_expr VARCHAR(40) DEFAULT (concat('x', 'y')),
  CONSTRAINT uq_texts_email UNIQUE (email)
);

CREATE TABLE tt_times (
  id INT AUTO_INCREMENT PRIMARY KEY,
  c_date DATE,
  c_time TIME,
  c_datetime DATETIME,
  c_datetime6 DATETIME(6),
  c_ts TIMESTAMP NULL DEFAULT NULL,
  created TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated DATETIME DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  zero_dt DATETIME NOT NULL DEFAULT '0000-00-00 00:00:00',
  zero_d DATE DEFAULT '0000-00-00'
);

CREATE TABLE tt_binary (
  id INT AUTO_INCREMENT PRIMARY KEY,
  c_binary BINARY(4),
  c_varbinary VARBINARY(255),
  c_tinyblob TINYBLOB,
  c_blob BLOB,
  c_mediumblob MEDIUMBLOB,
  c_longblob LONGBLOB,
  c_bit8 BIT(8),
  c_geom POINT
);

CREATE TABLE tt_assigned (
  code VARCHAR(20) PRIMARY KEY,
  label VARCHAR(50) NOT NULL
);

CREATE TABLE tt_composite (
  region VARCHAR(10) NOT NULL,
  day DATE NOT NULL,
  seq INT NOT NULL,
  amount DECIMAL(10,2),
  note VARCHAR(100),
  PRIMARY KEY (region, day, seq)
);

CREATE SEQUENCE tt_seq START WITH 100;

CREATE TABLE tt_sequence (
  id BIGINT NOT NULL DEFAULT NEXTVAL(tt_seq) PRIMARY KEY,
  label VARCHAR(50)
);

CREATE TABLE tt_uuid_key (
  id UUID NOT NULL DEFAULT UUID() PRIMARY KEY,
  label VARCHAR(50)
);

CREATE TABLE tt_log (
  at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
  level VARCHAR(10) NOT NULL,
  message VARCHAR(200)
);

CREATE TABLE tt_keyless_id (
  id INT,
  name VARCHAR(50) NOT NULL
);

CREATE TABLE tt_keyless_auto (
  id INT NOT NULL AUTO_INCREMENT UNIQUE,
  name VARCHAR(50) NOT NULL
);

CREATE TABLE tt_named_key (
  email VARCHAR(100) NOT NULL,
  name VARCHAR(50),
  CONSTRAINT uq_named_email UNIQUE (email)
);

-- a relation to a table keyed by genix.toml (tt_named_key: no primary key), declared there
CREATE TABLE tt_named_ref (
  id INT AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(100) NOT NULL,
  note VARCHAR(50),
  CONSTRAINT fk_named_ref_email FOREIGN KEY (email) REFERENCES tt_named_key (email)
);

CREATE TABLE tt_partitioned (
  id INT NOT NULL,
  year INT NOT NULL,
  note VARCHAR(50),
  PRIMARY KEY (id, year)
) PARTITION BY RANGE (year) (
  PARTITION p2023 VALUES LESS THAN (2024),
  PARTITION p2024 VALUES LESS THAN (2025),
  PARTITION pmax VALUES LESS THAN MAXVALUE
);

CREATE VIEW tt_view AS SELECT code, title FROM tt_parent;
