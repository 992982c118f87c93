-- Tables whose classes are named like classes the generated code also uses: java.util.List,
-- MyBatis-Plus' Page, java.lang.Record, the project's own Result, Spring's @Service.
CREATE TABLE page (id INTEGER PRIMARY KEY, title VARCHAR(64) NOT NULL, created DATETIME);
CREATE TABLE list (id INTEGER PRIMARY KEY, name VARCHAR(64));
CREATE TABLE record (id INTEGER PRIMARY KEY, note TEXT);
CREATE TABLE result (id INTEGER PRIMARY KEY, score INTEGER);
CREATE TABLE service (id INTEGER PRIMARY KEY, label VARCHAR(20));
