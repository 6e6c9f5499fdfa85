"""The web view at ``/ui``: server-rendered pages over the service's operations (snapshots, a
file browser with verified reads, query forms, result pages, verification), behind the same
middleware as the API. The result page is ``sacpstore.report``'s, shared with ``sacp view``."""

from .routes import router

__all__ = ["router"]
