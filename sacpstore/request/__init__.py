"""What a request to the store may hold, checked once when it is made: the checks every request
type shares (``fields``), fields described once for every front end (``spec``), and the
requests of operations that have no package of their own (``search``, ``read``,
``path_ingest``)."""
