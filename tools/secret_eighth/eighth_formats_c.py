"""Trading, brokerage and personal-accounting tools: IBC, MetaTrader 5, Lean, Tradier, Polygon,
GnuCash, Firefly III, Actual Budget."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import (
    SYM_INI,
    SYM_URL,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    jwt,
    pick,
    pw,
    ts,
    uid,
    words_pw,
)

F = "trading_accounting_tools"


@fmt(F, "ibc_gateway_config_ini_ibloginid_ibpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, sym=SYM_INI)
    text = fill(
        """
        # IBC configuration for IB Gateway (headless, live account)
        FIX=no
        IbLoginId=<<user>><<n>>
        IbPassword=<<s>>
        SecondFactorDevice=IB Key
        ReloginAfterSecondFactorAuthenticationTimeout=yes
        TradingMode=live
        AcceptIncomingConnectionAction=accept
        ReadOnlyApi=no
        OverrideTwsApiPort=4001
        AutoRestartTime=11:45 PM
        ClosedownAt=
        """,
        user=c.user,
        n=rng.randint(1, 99),
        s=s,
    )
    return Out(
        pick(rng, "ibc/config.ini", "gateway/ibc/config.ini", f"home/{c.user}/ibc/config.ini"),
        text,
        s,
    )


@fmt(F, "metatrader5_python_initialize_login_password_server")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 8, 14, sym="!@#*-_.")
    text = fill(
        """
        import MetaTrader5 as mt5
        import pandas as pd

        ACCOUNT = <<acct>>

        if not mt5.initialize(
            login=ACCOUNT,
            password="<<s>>",
            server="<<broker>>-Live<<n>>",
            timeout=60000,
        ):
            raise SystemExit(f"initialize() failed: {mt5.last_error()}")

        rates = mt5.copy_rates_from_pos("EURUSD", mt5.TIMEFRAME_H1, 0, 500)
        df = pd.DataFrame(rates)
        df.to_parquet("eurusd_h1.parquet")
        mt5.shutdown()
        """,
        acct=rng.randint(10_000_000, 99_999_999),
        s=s,
        broker=pick(rng, "ICMarketsSC", "Pepperstone", "FTMO", "Darwinex"),
        n=rng.randint(1, 30),
    )
    return Out(
        pick(rng, "mt5/fetch_rates.py", "research/mt5_download.py", f"bots/{c.short}_mt5.py"),
        text,
        s,
    )


@fmt(F, "quantconnect_lean_credentials_json_api_token")
def _(rng: random.Random) -> Out:
    s = hx(rng, 64)
    text = fill(
        """
        {
            "user-id": "<<uid>>",
            "api-token": "<<s>>",
            "organization-id": "<<org>>"
        }
        """,
        uid=rng.randint(10000, 999999),
        s=s,
        org=hx(rng, 32),
    )
    return Out(
        pick(rng, ".lean/credentials", "lean/credentials", "workspace/.lean/credentials"),
        text,
        s,
        "json",
    )


@fmt(F, "tradier_brokerage_bearer_token_requests_orders")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 28)
    acct = f"{rng.randint(6, 8)}YA{rng.randint(10000, 99999)}"
    text = fill(
        """
        import requests

        ACCOUNT_ID = "<<acct>>"
        HEADERS = {
            "Authorization": "Bearer <<s>>",
            "Accept": "application/json",
        }


        def place_order(symbol: str, qty: int, side: str = "buy") -> dict:
            r = requests.post(
                f"https://api.tradier.com/v1/accounts/{ACCOUNT_ID}/orders",
                data={"class": "equity", "symbol": symbol, "side": side,
                      "quantity": qty, "type": "market", "duration": "day"},
                headers=HEADERS,
                timeout=10,
            )
            r.raise_for_status()
            return r.json()
        """,
        acct=acct,
        s=s,
    )
    return Out(
        pick(rng, "broker/tradier.py", "strategies/execution.py", f"{c.short}_algo/orders.py"),
        text,
        s,
    )


@fmt(F, "polygon_io_restclient_positional_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        from datetime import date

        from polygon import RESTClient

        client = RESTClient("<<s>>")

        aggs = []
        for a in client.list_aggs("<<sym>>", 1, "minute", "2024-01-02", date.today().isoformat(), limit=50000):
            aggs.append(a)
        print(len(aggs), "bars")
        """,
        s=s,
        sym=pick(rng, "AAPL", "MSFT", "SPY", "NVDA"),
    )
    return Out(
        pick(rng, "data/polygon_pull.py", "scripts/download_bars.py", f"{c.short}/marketdata.py"),
        text,
        s,
    )


@fmt(F, "gnucash_cli_report_postgres_uri_password_cron")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        #!/bin/sh
        # Monthly balance sheet from the shared GnuCash book (PostgreSQL backend)
        BOOK="postgres://gnucash:<<s>>@<<host>>:5432/books_<<short>>"
        OUT=/srv/reports/balance-$(date +%Y-%m).html

        gnucash-cli --report run --name "Balance Sheet" --output-file "$OUT" "$BOOK"
        gnucash-cli --quotes get "$BOOK"
        """,
        s=s,
        host=c.host("pg"),
        short=c.short,
    )
    return Out(
        pick(
            rng, "bin/monthly-report.sh", "cron/gnucash_reports.sh", f"finance/{c.short}-books.sh"
        ),
        text,
        s,
    )


@fmt(F, "firefly_iii_data_importer_env_access_token_jwt")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    now = ts(rng)
    s = jwt(
        rng,
        {
            "aud": str(rng.randint(1, 9)),
            "jti": hx(rng, 80),
            "iat": now,
            "nbf": now,
            "exp": now + 31536000,
            "sub": str(rng.randint(1, 5)),
            "scopes": [],
        },
        alg="RS256",
    )
    text = fill(
        """
        # Firefly III Data Importer
        FIREFLY_III_URL=http://firefly:8080
        VANITY_URL=https://money.<<dom>>
        FIREFLY_III_ACCESS_TOKEN=<<s>>
        FIREFLY_III_CLIENT_ID=
        USE_CACHE=false
        IGNORE_DUPLICATE_ERRORS=false
        CAN_POST_AUTOIMPORT=true
        AUTO_IMPORT_SECRET=
        TZ=Europe/Amsterdam
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "firefly/importer.env", "stack/.importer.env", f"compose/{c.short}-importer.env"),
        text,
        s,
    )


@fmt(F, "actual_budget_node_api_init_server_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng)
    text = fill(
        """
        const api = require('@actual-app/api');

        (async () => {
          await api.init({
            dataDir: '/tmp/actual-cache',
            serverURL: 'https://budget.<<dom>>',
            password: '<<s>>',
          });
          await api.downloadBudget('<<sync>>');
          const accounts = await api.getAccounts();
          console.log(accounts.map((a) => a.name).join('\\n'));
          await api.shutdown();
        })();
        """,
        dom=c.domain,
        s=s,
        sync=uid(rng),
    )
    return Out(
        pick(rng, "scripts/actual-export.js", "budget/sync.js", f"tools/{c.short}-actual.js"),
        text,
        s,
    )
