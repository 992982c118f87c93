-- The genix demo schema: a small shop with an admin area (SQLite).
-- genix builds examples/demo/demo.db from this file the first time a config asks for it
-- (connections.main.init_sql). It exercises what real schemas have: shared prefixes
-- (sys_, shop_), a composite key, a table without a key, a view, booleans, decimals,
-- dates, blobs, a string key and reserved-word column names.

PRAGMA foreign_keys = ON;

CREATE TABLE sys_user (
    id            INTEGER PRIMARY KEY,
    username      VARCHAR(64)  NOT NULL UNIQUE,
    email         VARCHAR(128),
    password_hash VARCHAR(100) NOT NULL,
    is_active     BOOLEAN      NOT NULL DEFAULT 1,
    avatar        BLOB,
    created_at    DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP,
    updated_at    DATETIME
);

CREATE TABLE sys_role (
    id     INTEGER PRIMARY KEY,
    code   VARCHAR(32) NOT NULL UNIQUE,
    name   VARCHAR(64) NOT NULL,
    remark VARCHAR(255)
);

-- composite primary key
CREATE TABLE sys_user_role (
    user_id    INTEGER NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
    role_id    INTEGER NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
    granted_at DATETIME,
    PRIMARY KEY (user_id, role_id)
);

-- no primary key at all: an append-only log
CREATE TABLE sys_operation_log (
    user_id    INTEGER REFERENCES sys_user (id) ON DELETE SET NULL,
    action     VARCHAR(64) NOT NULL,
    detail     TEXT,
    created_at DATETIME    NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX idx_operation_log_user ON sys_operation_log (user_id, created_at);

CREATE TABLE shop_category (
    id         INTEGER PRIMARY KEY,
    parent_id  INTEGER REFERENCES shop_category (id),
    name       VARCHAR(64) NOT NULL,
    sort_order INTEGER     NOT NULL DEFAULT 0
);

CREATE TABLE shop_product (
    id           INTEGER PRIMARY KEY,
    category_id  INTEGER        NOT NULL REFERENCES shop_category (id),
    sku          VARCHAR(32)    NOT NULL UNIQUE,
    name         VARCHAR(200)   NOT NULL,
    price        DECIMAL(10, 2) NOT NULL,
    weight_kg    DECIMAL(8, 3),
    on_sale      BOOLEAN        NOT NULL DEFAULT 0,
    release_date DATE,
    image        BLOB,
    description  TEXT
);
CREATE INDEX idx_product_category ON shop_product (category_id);

CREATE TABLE shop_order (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER        NOT NULL REFERENCES sys_user (id),
    order_no     VARCHAR(32)    NOT NULL UNIQUE,
    status       VARCHAR(16)    NOT NULL DEFAULT 'NEW',
    total_amount DECIMAL(12, 2) NOT NULL DEFAULT 0,
    paid         BOOLEAN        NOT NULL DEFAULT 0,
    ordered_at   DATETIME       NOT NULL,
    ship_date    DATE,
    note         VARCHAR(500)
);

-- composite primary key made of a foreign key and a line number
CREATE TABLE shop_order_item (
    order_id   INTEGER        NOT NULL REFERENCES shop_order (id) ON DELETE CASCADE,
    line_no    INTEGER        NOT NULL,
    product_id INTEGER        NOT NULL REFERENCES shop_product (id),
    quantity   INTEGER        NOT NULL DEFAULT 1,
    unit_price DECIMAL(10, 2) NOT NULL,
    PRIMARY KEY (order_id, line_no)
);

CREATE TABLE shop_review (
    id         INTEGER PRIMARY KEY,
    product_id INTEGER  NOT NULL REFERENCES shop_product (id) ON DELETE CASCADE,
    user_id    INTEGER  NOT NULL REFERENCES sys_user (id),
    rating     SMALLINT NOT NULL,
    comment    TEXT,
    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- a string key and reserved words as column names (genix quotes them in SQL)
CREATE TABLE app_setting (
    "key"      VARCHAR(64) PRIMARY KEY,
    "value"    TEXT,
    "order"    INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMP
);

-- a view: generated read-only (no insert, update or delete)
CREATE VIEW v_product_sales AS
SELECT p.id                                      AS product_id,
       p.name                                    AS product_name,
       COALESCE(SUM(i.quantity), 0)              AS units_sold,
       COALESCE(SUM(i.quantity * i.unit_price), 0) AS revenue
FROM shop_product p
LEFT JOIN shop_order_item i ON i.product_id = p.id
GROUP BY p.id, p.name;

INSERT INTO sys_user (id, username, email, password_hash, is_active, created_at)
VALUES (1, 'admin', 'admin@example.com', '$2a$10$demo.hash.not.a.real.password.at.all', 1, '2026-01-05 09:00:00'),
       (2, 'alice', 'alice@example.com', '$2a$10$demo.hash.not.a.real.password.at.all', 1, '2026-02-11 14:30:00');
INSERT INTO sys_role (id, code, name, remark) VALUES (1, 'ADMIN', 'Administrator', 'everything'), (2, 'USER', 'User', NULL);
INSERT INTO sys_user_role (user_id, role_id, granted_at) VALUES (1, 1, '2026-01-05 09:00:00'), (2, 2, '2026-02-11 14:30:00');
INSERT INTO shop_category (id, parent_id, name, sort_order) VALUES (1, NULL, 'Books', 1), (2, 1, 'Databases', 1);
INSERT INTO shop_product (id, category_id, sku, name, price, weight_kg, on_sale, release_date)
VALUES (1, 2, 'BK-SQL-001', 'SQL Antipatterns', 34.90, 0.450, 1, '2022-10-04'),
       (2, 2, 'BK-DDD-002', 'Designing Data-Intensive Applications', 45.00, 0.980, 0, '2017-03-16');
INSERT INTO shop_order (id, user_id, order_no, status, total_amount, paid, ordered_at)
VALUES (1, 2, 'SO-2026-0001', 'PAID', 79.90, 1, '2026-03-01 10:15:00');
INSERT INTO shop_order_item (order_id, line_no, product_id, quantity, unit_price) VALUES (1, 1, 1, 1, 34.90), (1, 2, 2, 1, 45.00);
INSERT INTO shop_review (product_id, user_id, rating, comment) VALUES (1, 2, 5, 'Every developer should read it.');
INSERT INTO app_setting ("key", "value", "order") VALUES ('site.name', 'genix demo shop', 1), ('orders.open', 'true', 2);
