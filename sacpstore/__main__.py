"""``python -m sacpstore`` runs the ``sacp`` command line."""

from sacpstore.cli.main import run

run()
