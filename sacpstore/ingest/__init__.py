"""Ingest: read a tree or git revision into blobs and a pinned snapshot."""

from sacpstore.ingest.ingest import IngestResult, ingest
from sacpstore.ingest.policy import Policy

__all__ = ["IngestResult", "Policy", "ingest"]
