"""The resolve stage as a build runs it: the tables selected, each table's plan and layers, the
prepared project, every file's context, what is left out, the checks before rendering, and the
fingerprints that keep builds incremental."""
