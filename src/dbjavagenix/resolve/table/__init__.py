"""One table's context: its fields, key, unique lookups, list query, routes, logic delete, the
team's base classes and conventions, and a table the team maps already."""
