"""One column as a Java field: its Java and JDBC types, names, SQL spelling, rules, roles,
traits, and the enums and codes its type or comment documents."""
