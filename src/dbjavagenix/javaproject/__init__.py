"""The Java project around the generated code: what it needs from Maven
(:mod:`~dbjavagenix.javaproject.requirements`), the skeleton ``genix new`` writes, and knowing
an existing Spring Boot project (its build, Spring configuration and datasource: ``detect``,
``springconfig``, ``jdbc``, ``infer``) to infer a genix config and check its dependencies
(``doctor``, ``pomedit``)."""
