"""The web view at ``/ui``: server-rendered pages over the service's operations (snapshots, a
file browser with verified reads, query forms, result pages, verification), behind the same
middleware as the API, with a login page for browsers on a server with a token. The result
page is ``sacpstore.report``'s, shared with ``sacp view``."""

from fastapi import APIRouter

from . import login, routes

router = APIRouter()
router.include_router(login.router)
router.include_router(routes.router)

__all__ = ["router"]
