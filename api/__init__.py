"""The HTTP service (installed as ``sacpstore_api``): REST and JSON-RPC 2.0 over FastAPI."""
