"""The secret rules' load (about 0.3 s of native code, once per process) overlaps an ingest's
own work: `sacp ingest` starts it before building its parser, and a thread that must still
wait for it imports meanwhile what was queued for that wait. Each scanner case runs in a fresh
interpreter, since the load happens once per process. Timings live in
tools/bench_incremental.py; nothing here measures time."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import SMALL_TREE, age_tree, run_sacp, write_tree

import sacpstore
from sacpstore.cli import main as cli_main
from sacpstore.cli.caps import ISOLATING_FLAGS, limits_of

# colorsys: a standard-library module nothing in sacpstore imports.
QUEUED_IMPORT = """\
import sys
import sacpstore.scanner as rules
{before}
rules.import_while_loading("colorsys")
assert "colorsys" not in sys.modules
rules.scanner()
print("colorsys" in sys.modules)
"""


def _python(code: str, *args: str) -> str:
    """What ``code`` prints, run in a fresh interpreter with ``args``."""
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_ending_a_process_waits_until_the_load_has_imported_its_module():
    # A process that exits while the load's thread is importing the rules' native module can
    # crash in the interpreter's shutdown; the CLI and ingest jobs call end_preload first.
    code = (
        "import sys\nimport sacpstore.scanner as rules\n"
        "rules.preload_scanner()\nrules.end_preload()\nprint('kingfisher_sdk' in sys.modules)"
    )
    assert _python(code) == "True"


def test_a_thread_waiting_for_the_load_imports_what_was_queued():
    assert _python(QUEUED_IMPORT.format(before="rules.preload_scanner()")) == "True"


# Work a thread queues for its own wait: done if it waits within the block, by it alone,
# and dropped when the block ends (a later ingest must not do an earlier one's work). The
# load waits until the queued work is done, so the main thread certainly waits for it.
QUEUED_WORK = """\
import threading
import kingfisher_sdk
import sacpstore.scanner as rules

done, released, real_rules = [], threading.Event(), kingfisher_sdk.Rules


def rules_once_released(*args, **kwargs):
    released.wait(60)
    return real_rules(*args, **kwargs)


def job():
    done.append(threading.current_thread().name)
    released.set()


kingfisher_sdk.Rules = rules_once_released
with rules.waiting_work() as queue:
    queue(lambda: done.append("dropped"))
rules.preload_scanner()
with rules.waiting_work() as queue:
    queue(job)
    other = threading.Thread(target=rules.scanner, name="other")
    other.start()
    rules.scanner()
    other.join()
print(done)
"""


def test_work_queued_for_a_wait_is_done_by_the_waiting_thread_within_its_block():
    assert _python(QUEUED_WORK) == "['MainThread']"


def test_nothing_is_queued_once_the_rules_are_loaded():
    """A long-lived server loads the rules once; later ingests queue nothing that would pile up."""
    assert _python(QUEUED_IMPORT.format(before="rules.scanner()")) == "False"


@pytest.mark.parametrize(
    ("argv", "preloads"),
    [
        (["ingest", "tree"], True),
        (["ingest", "tree", "--name", "work", "--json"], True),
        *((["ingest", "tree", flag, "30"], False) for flag in ISOLATING_FLAGS),
        (["ingest", "tree", f"{ISOLATING_FLAGS[0]}=30"], False),
        (["ingest", "tree", "--max-ingest-nodes", "5000"], True),
        (["snapshots"], False),
        (["pack", "work", "ingest"], False),
    ],
)
def test_only_an_ingest_in_this_process_starts_the_load_early(monkeypatch, argv, preloads):
    started = []
    monkeypatch.setattr(sacpstore, "preload_scanner", lambda: started.append(True))
    cli_main._start_early(argv)
    assert started == ([True] if preloads else [])


def test_the_isolating_flags_are_the_caps_that_isolate_an_ingest():
    """ISOLATING_FLAGS names exactly the caps that run an ingest in a watched process."""
    parser = cli_main.build_parser("ingest")
    caps = ["--max-ingest-nodes", "--max-parsed-bytes", *ISOLATING_FLAGS]
    for flag in caps:
        args = parser.parse_args(["ingest", "tree", flag, "30"])
        assert limits_of(args).isolated == (flag in ISOLATING_FLAGS), flag


def test_an_ingest_started_early_ingests_as_before(tmp_path):
    """The same snapshot id with the early load and under a CPU cap, which runs the ingest in a
    watched process that loads its own rules."""
    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    code, early, err = run_sacp("ingest", tree, store=tmp_path / "a")
    assert code == 0, err
    code, isolated, err = run_sacp("ingest", tree, "--max-ingest-cpu", "60", store=tmp_path / "b")
    assert code == 0, err
    assert early.split()[0] == isolated.split()[0]


LIBRARY_INGEST = """\
import sys
import sacpstore
import sacpstore.scanner as rules
with sacpstore.open(sys.argv[1], create=True) as store:
    store.ingest(sacpstore.IngestRequest(sys.argv[2], index=False))
print(rules._started)
"""


def test_a_library_ingest_loads_the_rules_only_when_it_reads_a_file(tmp_path):
    """The first ingest reads every file and starts the load; an ingest of the same unchanged
    tree reads none (the stat cache vouches for every file) and loads nothing."""
    tree = write_tree(tmp_path / "tree", SMALL_TREE)
    age_tree(tree)
    args = (str(tmp_path / "store"), str(tree))
    assert (_python(LIBRARY_INGEST, *args), _python(LIBRARY_INGEST, *args)) == ("True", "False")
