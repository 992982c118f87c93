"""Knowing an existing Spring Boot project: its build (Maven or Gradle), its Spring
configuration, its datasource, and what a genix category needs from it."""
