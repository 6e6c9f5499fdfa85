"""The ``sacp`` command line."""
