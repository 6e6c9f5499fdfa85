# ruff: noqa: E501
"""Family d: giant Christmas lantern makers of San Fernando, Pampanga, Philippines."""

from __future__ import annotations

import json

from fortyfourth_spec import Fam

F = Fam(
    "pampanga_lanterns_sanfernando",
    "pampanga",
    ("santalucialights", "parulsanfernando", "quiwalights", "bancalparul", "dolorespailaw"),
    "ph",
    ("arnel", "rowena", "jerome", "maricel", "rodel", "jenalyn", "ernesto", "lorna"),
    ("quiwa", "david", "dizon", "manalastas", "sangil", "lacap", "mercado", "gomez"),
    (
        "parul",
        "sanfernando",
        "pampanga",
        "capiz",
        "rotor",
        "pasko",
        "liwanag",
        "kapampangan",
        "giant",
        "simbang",
    ),
    ("pasko", "tagulan", "tagaraw", "disyembre"),
    ("bantay", "whitey", "choco", "brownie", "tagpi"),
    "63",
)


def _messenger(s: dict) -> str:
    ts = 1_733_000_000_000 + int(s["nnn"]) * 100_000
    msgs = [
        {
            "sender_name": s["fname"] + " " + s["lname"],
            "timestamp_ms": ts + 9000,
            "content": "salamat po! nakapag log in na ako",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": "Rowena Quiwa",
            "timestamp_ms": ts + 6000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": "Rowena Quiwa",
            "timestamp_ms": ts + 3000,
            "content": "ito yung password ng page natin, wag mo ipost ha",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["fname"] + " " + s["lname"],
            "timestamp_ms": ts,
            "content": "Ate, pa send naman ng password ng FB page, mag popost ako ng bagong parul",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return (
        json.dumps(
            {
                "participants": [{"name": s["fname"] + " " + s["lname"]}, {"name": "Rowena Quiwa"}],
                "messages": msgs,
                "title": "Rowena Quiwa",
                "is_still_participant": True,
                "thread_path": f"inbox/rowenaquiwa_{s['nnn']}",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "taglish_messenger_json_page_password",
    (
        "messages/inbox/rowenaquiwa_<<nnn>>/message_1.json",
        "facebook-<<user>>/messages/inbox/rowena_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)

F.reg(
    "kapampangan_viber_text_password",
    ("viber/Viber <<fname>> <<date>>.txt", "chats/<<org>>/viber_export.txt"),
    """[<<date_slash>> <<time>>] <<fname>> <<lname>>: Atin kang password ning account king Lazada? Kailangan ke ing order para king parul
[<<date_slash>> <<time2>>] Arnel Dizon: Wa, oyni: <<cred>>
[<<date_slash>> <<time2>>] Arnel Dizon: E mu ipabaluan king aliwa ha
[<<date_slash>> <<time2>>] <<fname>> <<lname>>: Salamat dakal!
""",
    "human",
)

F.reg(
    "paymongo_checkout_secret_node",
    ("orders/server.js", "<<org>>-shop/src/paymongo.js"),
    """const express = require("express");
const axios = require("axios");

const PAYMONGO_SECRET = "<<cred>>";
const app = express();
app.use(express.json());

app.post("/checkout", async (req, res) => {
  const auth = Buffer.from(PAYMONGO_SECRET + ":").toString("base64");
  const r = await axios.post(
    "https://api.paymongo.com/v1/checkout_sessions",
    { data: { attributes: { line_items: req.body.items, payment_method_types: ["gcash", "card"] } } },
    { headers: { Authorization: `Basic ${auth}` } }
  );
  res.json(r.data);
});

app.listen(<<port>>);
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "wled_rotor_controller_cfg_json",
    ("wled/<<org>>_parul<<n>>/cfg.json", "backup/wled-<<id8>>/cfg.json"),
    lambda s: json.dumps(
        {
            "rev": [1, 0],
            "vid": 2405180,
            "id": {"mdns": f"parul-{s['n']}", "name": f"Parul Rotor {s['n']}"},
            "nw": {
                "ins": [
                    {
                        "ssid": f"{s['org_cap']}_Workshop",
                        "pskl": len(s["cred"]),
                        "psk": s["cred"],
                        "ip": [0, 0, 0, 0],
                    }
                ]
            },
            "ap": {"ssid": "WLED-AP", "pskl": 8, "chan": 1, "hide": 0, "behav": 0},
            "hw": {"led": {"total": 3600, "maxpwr": 45000}},
        },
        separators=(",", ":"),
    ),
    "pw_json",
)

F.reg(
    "xendit_invoice_python_script",
    ("scripts/create_invoices.py", "<<org>>/billing/xendit_invoices.py"),
    """import requests

XENDIT_KEY = "<<cred>>"


def invoice(order_id: str, amount: int, email: str) -> dict:
    r = requests.post(
        "https://api.xendit.co/v2/invoices",
        auth=(XENDIT_KEY, ""),
        json={"external_id": order_id, "amount": amount, "payer_email": email, "currency": "PHP"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(invoice("PARUL-<<nnn>>", <<nnn>>00, "<<email>>"))
""",
    "p:xendit",
)

F.reg(
    "lazada_open_platform_app_secret_php",
    ("shop/config/lazada.php", "<<org>>/includes/lazada-config.php"),
    """<?php
// Lazada Open Platform - <<org_cap>> lantern store
define('LAZOP_URL', 'https://api.lazada.com.ph/rest');
define('LAZOP_APP_KEY', '1<<nnn>><<nnn>>');
define('LAZOP_APP_SECRET', '<<cred>>');
define('LAZOP_SELLER', '<<email>>');
""",
    "alnum:32",
)

F.reg(
    "bir_efps_notebook_ocr",
    ("scans/kwaderno_<<date>>.txt", "<<org>>/ocr/logbook_p<<n>>.txt"),
    """<<org_cap>> LANTERN WORKS - logbook

BIR eFPS
TIN <<nnn>>-<<nnn>>-<<nnn>>-000
user <<user>>
pass <<cred>>

Meralco acct - c/o Maricel
capiz order 200 pcs - P<<nnn>>0
""",
    "human_x",
)

F.reg(
    "pos_app_config_sqlserver_connection",
    ("POS/<<org_cap>>POS.exe.config", "<<org>>/pos/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PosDb" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=ParulPos;User ID=sa;Password=<<cred>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Branch" value="San Fernando" />
    <add key="Printer" value="EPSON TM-U220" />
  </appSettings>
</configuration>
""",
    lambda rng, s: __import__("fortyfourth_spec").gen_pw(rng, sym="!#$*+-_.?@^~"),
)
