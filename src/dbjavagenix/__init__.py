"""DBJavaGenix: database schema → Java layers of a Spring Boot service.

The public Python surface is :mod:`dbjavagenix.pipeline`; everything else is internal.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
