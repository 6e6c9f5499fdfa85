"""Trawlers and fish auctions: VMS transponders, the auction clock, e-logbooks, quota APIs."""

from __future__ import annotations

import random
import re
from urllib.parse import quote, unquote

from twentyfirst_spec import gen_pw, reg

F = "trawler_fish_auction_landings"

reg(
    F,
    "trawl_vms_transponder_ini_upload_password",
    ("vessels/<<org>>/vms.ini", "boats/FV-<<n3>>/transponder.ini"),
    """[vessel]
name = FV <<last>> <<n>>
cfr = NLD0000<<n4>>
port_of_registry = Harlingen

[upload]
server = vms.<<dom>>
port = 7443
account = fv<<n3>>
password = <<cred>>
interval_min = 10
""",
    "ini",
)

reg(
    F,
    "trawl_auction_clock_delphi_firedac_password",
    ("AuctionClock/<<org>>/uDataModule.pas", "src/Klok<<n>>/DataMod.pas"),
    """unit uDataModule;

interface

uses
  System.SysUtils, FireDAC.Comp.Client;

procedure ConnectAuctionDb(Conn: TFDConnection);

implementation

procedure ConnectAuctionDb(Conn: TFDConnection);
begin
  Conn.Params.DriverID := 'MSSQL';
  Conn.Params.Database := 'Afslag';
  Conn.Params.UserName := 'klok<<n>>';
  Conn.Params.Password := '<<cred>>';
  Conn.Params.Add('Server=<<host>>');
  Conn.Connected := True;
end;

end.
""",
    "dq",
    syntax="",
)

reg(
    F,
    "trawl_catch_elogbook_kotlin_const_val_key",
    ("app/src/main/java/nl/<<org>>/elog/Config.kt", "elogbook<<n>>/Config.kt"),
    """package nl.elog.config

object Config {
    const val BASE_URL = "https://elog.<<dom>>/api/"
    const val ELOG_KEY = "<<cred>>"
    const val HAUL_SYNC_MINUTES = 15
}
""",
    "alnum40",
    syntax="",
)

reg(
    F,
    "trawl_buyer_portal_appsettings_json_smtp_password",
    ("BuyerPortal/<<org>>/appsettings.Production.json", "deploy/buyers<<n>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": { "Auction": "Server=<<host>>;Database=Afslag;Integrated Security=true" },
  "Smtp": {
    "Host": "smtp.<<dom>>",
    "Port": 587,
    "User": "veiling@<<dom>>",
    "Password": "<<cred>>"
  }
}
""",
    "json",
)

reg(
    F,
    "trawl_skipper_vhf_log_txt_harbour_gate_code",
    ("logs/<<org>>/bridge-log-<<date>>.txt", "FV-<<n3>>/deck_log.txt"),
    """<<date>> 04:10 UTC  departed, wind SW 5, sea 3
<<date>> 09:45 UTC  haul 2 aboard, mostly plaice and sole, 46 boxes
<<date>> 17:20 UTC  harbour master on ch 14: fish hall gate code changed to <<cred>> for tonight
<<date>> 21:05 UTC  moored quay 3, auction slot 05:00
""",
    "code",
    syntax="",
)


def _amqp_pw(rng: random.Random) -> str:
    while True:
        v = gen_pw(rng, sym="/@:+!*")
        if any(c in v for c in "/@:"):
            return v


def _amqp_decode(text: str) -> str:
    m = re.search(r"amqps://[^:]+:([^@]+)@", text)
    assert m
    return unquote(m.group(1))


reg(
    F,
    "trawl_fish_market_env_amqp_url_percent_encoded_password",
    ("auction-feed/<<org>>/.env", "services/price-ticker<<n>>/.env"),
    """NODE_ENV=production
AUCTION_FEED_URL=amqps://ticker<<n>>:<<cred>>@mq.<<dom>>:5671/auction
PRICE_EXCHANGE=landings.prices
""",
    _amqp_pw,
    syntax="",
    enc=lambda v: quote(v, safe=""),
    decode=_amqp_decode,
)

reg(
    F,
    "trawl_quota_api_python_httpx_bearer",
    ("quota/<<org>>/client.py", "tools/quota_check_<<n>>.py"),
    """import httpx

client = httpx.Client(
    base_url="https://quota.<<dom>>/v2",
    headers={"Authorization": "Bearer qta_live_<<cred>>"},
    timeout=20.0,
)

remaining = client.get("/vessels/FV<<n3>>/species/SOL").json()["remaining_kg"]
print(f"sole quota left: {remaining} kg")
""",
    "alnum40",
)
