"""The template context types: the public API templates are written against (exported as
``schemas/context.schema.json``), below the resolver and the categories that build on them."""
