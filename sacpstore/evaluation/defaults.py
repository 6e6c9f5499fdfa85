"""Default source and test rules of task generation, apart from the generator so that the
``sacp eval make-tasks`` parser can show them without loading it (every ``sacp`` call builds
every parser)."""

from __future__ import annotations

TEST_DIRS = ("test", "tests", "testing")
DEFAULT_EXTS = (".py",)
DEFAULT_TEST_FILE_RE = r"^(test_.*|.*_test\.py|conftest\.py)$"
