"""Relations between the generated tables: planned across the project, checked, and turned into
each table's relation context."""
