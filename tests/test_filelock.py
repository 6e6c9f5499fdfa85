"""The advisory file locks a replica's readers and its eviction share: a reader that waited for
an evictor must not come away holding a lock on a marker the evictor removed meanwhile."""

from __future__ import annotations

import threading
import time

from sacpstore.filelock import exclusive_if_free, shared_if_present


def test_a_shared_lock_on_a_file_removed_while_waiting_is_no_lock(tmp_path):
    marker = tmp_path / "marker"
    marker.touch()
    got: list[bool] = []
    with exclusive_if_free(marker) as free:
        assert free
        waiter = threading.Thread(target=lambda: got.append(_shared(marker)))
        waiter.start()
        time.sleep(0.2)  # the waiter has opened the file and waits for the lock
        assert got == []
        marker.unlink()
    waiter.join(10)
    assert got == [False]


def test_a_shared_lock_on_a_file_replaced_while_waiting_is_on_the_new_file(tmp_path):
    marker = tmp_path / "marker"
    marker.touch()
    got: list[bool] = []
    with exclusive_if_free(marker) as free:
        assert free
        waiter = threading.Thread(target=lambda: got.append(_shared(marker, hold=True)))
        waiter.start()
        time.sleep(0.2)
        marker.unlink()
        marker.touch()  # a new marker (the snapshot pulled again)
    waiter.join(10)
    assert got == [True]


def _shared(path, hold: bool = False) -> bool:
    with shared_if_present(path) as held:
        if held and hold:
            with exclusive_if_free(path) as other:  # taken: this thread's lock is on it
                return not other
        return held
