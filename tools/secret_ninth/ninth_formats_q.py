"""Family datasci_app_dashboards: data-science app servers, notebooks' helpers and BI tools."""

from __future__ import annotations

import base64
import random
import re

from ninth_corpus import SYM_DQ, SYM_JSON, Ctx, Out, an, fill, fmt, hx, pick, pw

F = "datasci_app_dashboards"


def _o(
    rng: random.Random,
    paths: tuple[str, ...],
    tpl: str,
    s: str,
    syntax: str | None = None,
    **kw: object,
) -> Out:
    return Out(pick(rng, *paths), fill(tpl, s=s, **kw), s, syntax)


def _yaml_b64_values(text: str) -> str:
    out = []
    for m in re.findall(r"^\s*\w+: ([A-Za-z0-9+/]+=*)\s*$", text, re.M):
        try:
            out.append(base64.b64decode(m, validate=True).decode())
        except ValueError:
            continue
    return "\n".join(out)


def _r_b64(text: str) -> str:
    pat = r'base64decode\("([A-Za-z0-9+/=]+)"\)'
    return "\n".join(base64.b64decode(m).decode() for m in re.findall(pat, text))


@fmt(F, "gradio_launch_auth_user_password_tuple")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        import gradio as gr

        demo = gr.Interface(fn=predict, inputs="image", outputs="label")
        demo.launch(server_name="0.0.0.0", server_port=7860, auth=("<<u>>", "<<s>>"))
        """
    return _o(
        rng,
        ("app.py", "demo/app.py", f"{c.short}/serve_gradio.py"),
        tpl,
        pw(rng, sym=SYM_DQ),
        u=pick(rng, "reviewer", c.first),
    )


@fmt(F, "dash_auth_basic_auth_user_dict")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        import dash
        import dash_auth

        app = dash.Dash(__name__)
        auth = dash_auth.BasicAuth(app, {"<<u>>": "<<s>>"})
        server = app.server
        """
    return _o(
        rng,
        ("dashboard/app.py", "app.py", f"{c.short}/dash_app.py"),
        tpl,
        pw(rng, sym=SYM_DQ),
        u=pick(rng, "finance", c.first),
    )


@fmt(F, "datasette_metadata_json_auth_tokens_plugin")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        {
          "title": "<<org>> open data",
          "plugins": {
            "datasette-auth-tokens": {
              "tokens": [
                { "token": "<<s>>", "actor": { "bot_id": "ingest" } }
              ]
            }
          }
        }
        """
    return _o(
        rng,
        ("metadata.json", "datasette/metadata.json", f"{c.short}/metadata.json"),
        tpl,
        an(rng, 40),
        org=c.org,
    )


@fmt(F, "sparkmagic_config_json_livy_basic_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        {
          "kernel_python_credentials": {
            "username": "<<u>>",
            "password": "<<s>>",
            "url": "https://<<h>>:8998",
            "auth": "Basic_Access"
          },
          "livy_session_startup_timeout_seconds": 120,
          "wait_for_idle_timeout_seconds": 15
        }
        """
    return _o(
        rng,
        (".sparkmagic/config.json", "sparkmagic/config.json", f"{c.first}/.sparkmagic/config.json"),
        tpl,
        pw(rng, sym=SYM_JSON),
        u=pick(rng, "livy", c.user),
        h=c.host("livy"),
    )


@fmt(F, "metaflow_config_json_service_auth_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        {
            "METAFLOW_DEFAULT_DATASTORE": "s3",
            "METAFLOW_DATASTORE_SYSROOT_S3": "s3://<<short>>-metaflow/metaflow",
            "METAFLOW_SERVICE_URL": "https://<<h>>/api",
            "METAFLOW_SERVICE_AUTH_KEY": "<<s>>",
            "METAFLOW_DEFAULT_METADATA": "service"
        }
        """
    return _o(
        rng,
        (
            ".metaflowconfig/config.json",
            "metaflow/config.json",
            f"{c.first}/.metaflowconfig/config.json",
        ),
        tpl,
        an(rng, 40),
        short=c.short,
        h=c.host("metaflow"),
    )


@fmt(F, "hue_ini_desktop_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        [desktop]
          secret_key_script=/usr/local/bin/hue-secret
          http_port=8888
          [[database]]
            engine=mysql
            host=<<h>>
            port=3306
            user=hue
            password=<<s>>
            name=hue
        """
    return _o(
        rng,
        ("hue/hue.ini", "desktop/conf/hue.ini", f"{c.short}/hue.ini"),
        tpl,
        pw(rng, sym="!@^*-_+"),
        "",
        h=c.host("mysql"),
    )


@fmt(F, "evidence_connection_options_yaml_base64_password", decode=_yaml_b64_values)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@^*-_+")
    enc = base64.b64encode(s.encode()).decode()
    tpl = """
        password: <<enc>>
        """
    return Out(
        pick(
            rng,
            "sources/warehouse/connection.options.yaml",
            f"sources/{c.short}/connection.options.yaml",
            "reports/sources/pg/connection.options.yaml",
        ),
        fill(tpl, enc=enc),
        s,
    )


@fmt(F, "r_plotly_chart_studio_setenv_base64_api_key", decode=_r_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20)
    tpl = """
        library(plotly)
        Sys.setenv("plotly_username" = "<<u>>")
        Sys.setenv("plotly_api_key" = rawToChar(base64enc::base64decode("<<enc>>")))
        p <- plot_ly(df, x = ~month, y = ~revenue, type = "bar")
        api_create(p, filename = "<<fn>>")
        """
    t = fill(
        tpl,
        u=c.first + str(rng.randint(1, 99)),
        enc=base64.b64encode(s.encode()).decode(),
        fn=pick(rng, "revenue-2025", "kpi", c.short),
    )
    return Out(
        pick(rng, "R/publish_plot.R", "analysis/plotly_upload.R", f"{c.short}/charts.R"), t, s
    )


_ = hx
