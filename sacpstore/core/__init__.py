"""The core object: ``sacpstore.open(path)`` -> ``Store``, ``store.snapshot(name)`` ->
``Snapshot``. Every front end (CLI, REST, JSON-RPC, MCP) is an adapter over these two classes;
they own name resolution, transactions (through ``store.view``), the per-process snapshot cache
and request validation (DESIGN §2a)."""
