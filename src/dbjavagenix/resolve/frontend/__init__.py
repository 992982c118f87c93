"""The front end (``[frontend]``): the typed TypeScript client and the admin pages with their
pickers, form rules and value formats."""
