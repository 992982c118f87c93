"""The REST API as clients see it: response and page wrappers, paging policy, the Java
expressions of ``[api]``, the OpenAPI document and its schemas and summaries, the JSON property
of each column."""
