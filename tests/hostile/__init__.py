"""The hostile-input suite (issue 12): what a hostile or careless user does, one case per item,
each asserting the message, the exit code and the bytes on disk before and after.

* ``test_config_input``: broken TOML (keys defined twice, BOM, UTF-16, Latin-1), ``-c`` loops,
  misspelled or non-JSON ``GENIX_*`` variables, ``[types.X]`` of no dialect, huge timeouts.
* ``test_config_meaning``: valid configs that would do something else than meant (exclude all,
  overrides of excluded tables, case-insensitive patterns, two version columns, a logic-delete
  key, two controllers on one path, bad REST path segments, bidi controls in comments).
* ``test_java_names``: packages, classes against ``java.lang``, classes named like another a
  file uses (written qualified), ``java_name``, ``jdbc_type``, class-name patterns, OGNL words,
  paths differing only in case.
* ``test_mybatis_metachars``: MyBatis / OGNL / XML / SQL metacharacters in table and column names,
  executed with real MyBatis and MyBatis-Plus on MariaDB, PostgreSQL and SQLite.
* ``test_output_tree``: symbolic links, ``.genix`` protection, folders in the way, long names,
  full / read-only disks, damaged state, rollback, the durable write order.
* ``test_forged_state``: forged and merged ``.genix/`` state, generated per class (path shapes
  x record kinds x table kinds x hash): no record makes genix delete or replace a file it did
  not write; damaged state and lock files are stale with one warning.
* ``test_schema_changes``: a schema changed during the read, tables gone since the last build.
* ``test_database_messages``: stalls, closed connections, bad ports, unknown schemes, locks.
* ``test_exit_codes``: the one exit-code table, internal errors, interrupts, usage errors.
* ``test_special_inputs``: files the user names (config, DDL, snapshot, ``init_sql``, templates,
  ``.genixignore``, ``application.yml``) that are pipes, devices, folders, looping links, too
  large, not UTF-8, nested thousands deep or alias bombs, generated per class; each run in a
  child process with a timeout, so a hang fails.

The database stall and failure cases of the readers themselves are in
``tests/introspect/test_connection_failures.py``; the SIGKILL and concurrency cases in
``tests/regen``.
"""
