"""Words a SQL name must be quoted for: one list for every dialect (quoting a word a dialect does
not reserve is harmless, and one list keeps the generated SQL the same on each)."""

from __future__ import annotations

# Words reserved in at least one of MySQL 8 / MariaDB 10.11, PostgreSQL 15 and SQLite 3 (the
# first block: those plausible as column or table names; the second: the rest of the MySQL,
# MariaDB and PostgreSQL lists, as SQLAlchemy's dialects keep them: a column `int`, `rank` or
# `position` is refused unquoted there). Quoting a word a dialect does not reserve is harmless.
RESERVED = frozenset(
    """
    add all alter analyze and any array as asc between both by call case cast check collate column
    condition constraint convert create cross current current_date current_time current_timestamp
    current_user cursor database databases default delete desc describe distinct div drop dual
    each else elseif end except exists explain false fetch for force foreign from full fulltext
    grant group having if ignore in index inner insert interval into is join key keys kill
    leading left like limit lines load localtime localtimestamp lock long match natural not null
    offset on option or order outer over partition percent primary procedure range read
    references regexp release rename repeat replace require restrict return returning revoke right
    rlike row rows schema select separator set show some spatial sql table then to trailing
    trigger true union unique unlock unsigned until update usage use user using values when where
    while window with write xor year_month zerofill analyse asymmetric authorization binary
    collation concurrently do freeze ilike initially isnull lateral notnull only overlaps placing
    similar symmetric tablesample variadic verbose abort action after attach autoincrement before
    begin cascade commit conflict deferrable deferred detach exclusive fail glob immediate indexed
    instead notnull plan pragma query raise recursive reindex rollback savepoint temp temporary
    transaction vacuum view virtual without
    """.split()
    + """
    accessible admin asensitive bigint blob body change char character continue cube cume_dist
    current_catalog current_role current_schema day_hour day_microsecond day_minute day_second
    dec decimal declare delayed dense_rank deterministic distinctrow do_domain_ids double elsif
    empty enclosed escaped exit first_value float float4 float8 function general generated get
    get_master_public_key goto grouping groups high_priority history hour_microsecond
    hour_minute hour_second ignore_domain_ids ignore_server_ids infile inout insensitive int
    int1 int2 int3 int4 int8 integer intersect io_after_gtids io_before_gtids iterate
    json_table lag last_value lead leave linear longblob longtext loop low_priority master_bind
    master_heartbeat_period master_ssl_verify_server_cert maxvalue mediumblob mediumint
    mediumtext member middleint minute_microsecond minute_second mod modifies new
    no_write_to_binlog nth_value ntile numeric of off old optimize optimizer_costs optionally
    others out outfile package page_checksum parallel parse_gcol_expr parse_vcol_expr
    percent_rank period persist persist_only position precision purge qualify rank read_write
    reads real ref_system_id resignal role row_number rowtype schemas second_microsecond
    sensitive session_user signal slow smallint specific sql_after_gtids sql_before_gtids
    sql_big_result sql_calc_found_rows sql_small_result sqlexception sqlstate sqlwarning ssl
    starting stats_auto_recalc stats_persistent stats_sample_pages stored straight_join system
    system_time terminated tinyblob tinyint tinytext undo utc_date utc_time utc_timestamp
    varbinary varchar varcharacter varying versioning
    """.split()
)
