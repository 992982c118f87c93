"""The Java project around the generated code: what it needs from Maven
(:mod:`~dbjavagenix.javaproject.requirements`) and the skeleton ``genix new`` writes."""
