"""``/docs``: Swagger UI served from the installed ``fastapi-swagger`` package, so the page
works offline (FastAPI's own page loads its script and style from a CDN)."""

from __future__ import annotations

from importlib import resources

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, Response

ASSETS = "/docs/assets"
_MEDIA_TYPES = {
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
    "favicon-32x32.png": "image/png",
}


def install(app: FastAPI) -> None:
    """Add ``/docs`` and its three assets (create the app with ``docs_url=None``)."""

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=app.openapi_url or "/openapi.json",
            title=f"{app.title} - API docs",
            swagger_js_url=f"{ASSETS}/swagger-ui-bundle.js",
            swagger_css_url=f"{ASSETS}/swagger-ui.css",
            swagger_favicon_url=f"{ASSETS}/favicon-32x32.png",
            swagger_ui_parameters={"validatorUrl": None},  # no call to an online validator
        )

    for name, media_type in _MEDIA_TYPES.items():
        app.add_api_route(
            f"{ASSETS}/{name}", _asset_route(name, media_type), include_in_schema=False
        )


def _asset_route(name: str, media_type: str):
    """A route answering the asset ``name`` of the installed Swagger UI, read once."""
    body = resources.files("fastapi_swagger").joinpath("resources", name).read_bytes()

    def asset() -> Response:
        return Response(body, media_type=media_type, headers={"Cache-Control": "max-age=86400"})

    return asset
