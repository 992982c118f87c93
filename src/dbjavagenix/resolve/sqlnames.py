r"""How table and column names are written in generated SQL, per dialect, and in the MyBatis
text that carries it.

A name is quoted when the dialect would not read it back as written: reserved words, names
with characters other than letters, digits and ``_``, a leading digit, and on PostgreSQL any
upper-case letter (unquoted names fold to lower case there).

MyBatis reads its statement text three more times before the database sees it: the property
parser (``${name}`` from configuration variables, once per include and once per node), the
dynamic-SQL parser (``${expr}``, OGNL) and the parameter parser (``#{param}``). A quoted name
like `` `${note}` `` would be substituted with the row's own value, so :func:`mybatis_text`
writes every ``${`` as OGNL constants (``${"$"}{``, the same after any number of property
passes) and every ``#{`` escaped (``\#{``). MyBatis-Plus sends the same column text both
through its XML scripts (all three parsers) and through query wrappers (the parameter parser
only), so no spelling of ``${`` is right in both: such names, and XML's ``<`` and ``&`` that its
scripts do not escape, are refused for the MyBatis-Plus categories (:func:`name_problem`).
"""

from __future__ import annotations

import re
import unicodedata

from dbjavagenix.javatext import BIDI_CONTROLS

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

_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def quote(name: str, dialect: str) -> str:
    """``name`` as written in SQL for ``dialect`` (quoted only when needed)."""
    needs = not _PLAIN.match(name) or name.lower() in RESERVED
    if dialect == "postgresql" and name != name.lower():
        needs = True
    if not needs:
        return name
    if dialect in ("mysql", "mariadb"):
        return "`" + name.replace("`", "``") + "`"
    return '"' + name.replace('"', '""') + '"'


def qualified(name: str, schema: str | None, dialect: str, default_schema: str | None) -> str:
    """Table name, schema-qualified when it is not in the connection's default schema."""
    if schema and default_schema is not None and schema != default_schema:
        return quote(schema, dialect) + "." + quote(name, dialect)
    return quote(name, dialect)


_DOLLAR = re.compile(r"(\\*)\$\{")


def mybatis_text(sql: str, *, dollar: bool = True) -> str:
    """``sql`` (a quoted name) as written in MyBatis statement text: ``#{`` escaped, and with
    ``dollar``, ``${`` (with the backslashes before it) written as OGNL string constants."""
    if "{" not in sql:
        return sql
    out = sql.replace("#{", "\\#{")
    if dollar and "${" in out:

        def constant(m: re.Match[str]) -> str:
            slashes = m.group(1)
            lead = '${"' + slashes.replace("\\", "\\\\") + '"}' if slashes else ""
            return lead + '${"$"}{'

        out = _DOLLAR.sub(constant, out)
    return out


def attribute_text(name: str) -> str:
    r"""A name as written in a MyBatis XML attribute (``<result column="...">``): the property
    parser reads attributes once, where ``\${`` stands for a literal ``${``."""
    return name.replace("${", "\\${") if "${" in name else name


def name_problem(name: str, persistence: str) -> str | None:
    """Why a table or column name cannot be written into the generated code of a category
    with this ``persistence`` (``mybatis`` / ``mybatis-plus``), or None."""
    plain = name.isascii() and name.isprintable()  # no control, bidi or non-character in it
    for ch in "" if plain else name:
        if unicodedata.category(ch) == "Cc":
            return f"contains the control character U+{ord(ch):04X}, which XML cannot carry"
        if ch in BIDI_CONTROLS:
            return f"contains the bidirectional control U+{ord(ch):04X} (it disguises how code reads)"
        if unicodedata.category(ch) in ("Cs", "Cn") or ch in "\ufffe\uffff":
            return f"contains U+{ord(ch):04X}, which is no character XML can carry"
    if persistence == "mybatis-plus":
        if "${" in name:
            return "contains `${`, which MyBatis-Plus would substitute in its SQL scripts"
        for ch in "<&":
            if ch in name:
                return f"contains `{ch}`, which MyBatis-Plus writes unescaped into its XML scripts"
    return None
