"""Looking around a snapshot the way an agent does before it asks for a packet: list files by
glob, grep their verified text, find where a name is defined and referenced."""

from sacpstore.lookup.grep import GrepRequest, grep
from sacpstore.lookup.listing import list_files
from sacpstore.lookup.symbols import symbols

__all__ = ["GrepRequest", "grep", "list_files", "symbols"]
