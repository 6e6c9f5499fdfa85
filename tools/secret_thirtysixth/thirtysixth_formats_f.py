# ruff: noqa: E501
"""Family f: a Hong Kong dragon boat club (Duanwu races, typhoon-shelter training): race timing,
the members' app, heart-rate notebooks, the boathouse, sponsors, chats in Cantonese and Chinese."""

from __future__ import annotations

import json

from thirtysixth_spec import human_with, reg

FAM = "dragon_boat_club_duanwu"
ORGS = ("shaukeiwan-dragons",)
HUMAN = human_with(
    "dragonboat", "longzhou", "duanwu", "paddle", "drummer", "steerer", "shaukeiwan", "typhoon",
    "stanley", "zongzi", "lungchuen", "tinhau",
    firsts=("KaMing", "WingYan", "Chun", "Hoi", "Siuming", "Mei"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "dragonboat_whatsapp_cantonese_mima_reply",
    (
        "whatsapp/<<org>>/WhatsApp 對話 - 龍舟隊 <<n>>.txt",
        "phone/<<first>>/dragonboat_<<date>>.txt",
    ),
    """<<date_sl>> <<time>> - <<ufirst>>: 教練，會所部 iPad 嘅密碼係咩呀？想入去睇返練水時間表
<<date_sl>> <<time>> - 教練 Chun: 等陣
<<date_sl>> <<time>> - 教練 Chun: <<cred>>
<<date_sl>> <<time>> - 教練 Chun: 唔好俾新人呀
<<date_sl>> <<time>> - <<ufirst>>: 收到 🙏
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "dragonboat_race_day_timing_ini_results_db",
    ("timing/<<org>>/regatta_<<year>>.ini", "race-day/<<n>>/timing.ini"),
    """; Finish-line camera + timing PC, Stanley International Dragon Boat Races
[camera]
device = /dev/video0
fps = 120

[lanes]
count = 6
start_signal = horn

[results_db]
driver = postgresql
host = <<ip>>
port = 5432
database = regatta
user = timing
password = <<cred>>

[publish]
url = https://results.<<dom>>/upload
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "dragonboat_members_app_flutter_dart_stripe_secret",
    ("members_app/<<org>>/lib/config/payments.dart", "app<<n>>/lib/payments_config.dart"),
    """// Season fees and race entry payments (FPS handled separately)
class PaymentsConfig {
  static const String stripePublishableKey = 'pk_live_51<<hex8>><<hex8>>';
  // TODO: move server side before next release
  static const String stripeSecretKey = '<<cred>>';
  static const String currency = 'hkd';
  static const int seasonFeeCents = 180000;
}
""",
    "p:stripe",
)


def _ipynb(rng, s):
    nb = {
        "cells": [
            {
                "cell_type": "markdown",
                "metadata": {},
                "source": ["# Paddler heart-rate zones, training block ", str(s["year"])],
            },
            {
                "cell_type": "code",
                "execution_count": 1,
                "metadata": {},
                "outputs": [],
                "source": [
                    "import requests, pandas as pd\n",
                    'POLAR_CLIENT_ID = "' + s["uuid"] + '"\n',
                    'POLAR_CLIENT_SECRET = "' + s["cred"] + '"\n',
                    'TOKEN_URL = "https://polarremote.com/v2/oauth2/token"',
                ],
            },
            {
                "cell_type": "code",
                "execution_count": 2,
                "metadata": {},
                "outputs": [
                    {
                        "name": "stdout",
                        "output_type": "stream",
                        "text": [f"{s['n']} paddlers synced, {s['n3']} sessions\n"],
                    }
                ],
                "source": [
                    "sessions = load_sessions(team='" + s["org"] + "')\n",
                    "print(summary(sessions))",
                ],
            },
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return {"nb": json.dumps(nb, indent=1, ensure_ascii=False)}


reg(
    FAM,
    ORGS,
    "dragonboat_heart_rate_zones_ipynb_polar_secret",
    ("analysis/<<org>>/hr_zones_<<year>>.ipynb", "coach/<<first>>/Training-<<n>>.ipynb"),
    "<<nb>>\n",
    "uuid:",
    syntax="json",
    extra=_ipynb,
)

reg(
    FAM,
    ORGS,
    "dragonboat_boathouse_sms_wifi_bilingual",
    ("sms/<<org>>/boathouse_<<n>>.txt", "phone-backup/<<first>>/sms_<<date>>.txt"),
    """From: +852 9<<n3>> <<n3>>1
Date: <<date>> <<time>>
Boathouse wifi changed / 艇房wifi改咗: DragonShed_<<n>> pw <<cred>>
---
From: me
Date: <<date>> <<time>>
ok thx
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "dragonboat_sponsor_crm_powershell_hubspot_pat",
    ("sponsors/<<org>>/Sync-Sponsors.ps1", "scripts/<<n>>/hubspot_sponsors.ps1"),
    """# Push this season's sponsors from the Excel sheet into HubSpot
$HubSpotToken = '<<cred>>'
$headers = @{ Authorization = "Bearer $HubSpotToken"; 'Content-Type' = 'application/json' }

Import-Excel -Path "\\\\<<ip>>\\club\\sponsors_<<year>>.xlsx" | ForEach-Object {
    $body = @{ properties = @{ name = $_.Company; lifecyclestage = 'customer' } } | ConvertTo-Json
    Invoke-RestMethod -Method Post -Uri 'https://api.hubapi.com/crm/v3/objects/companies' -Headers $headers -Body $body
}
""",
    "p:hubspot",
)

reg(
    FAM,
    ORGS,
    "dragonboat_race_results_rust_reqwest_basic_auth",
    ("results-uploader/<<org>>/src/main.rs", "tools/<<n>>/upload_results/src/main.rs"),
    """use std::fs;

// Uploads the heat results CSV to the federation's results site after each race.
fn main() -> Result<(), Box<dyn std::error::Error>> {
    let csv = fs::read_to_string("heats.csv")?;
    let client = reqwest::blocking::Client::new();
    let res = client
        .post("https://results.<<dom>>/api/heats")
        .basic_auth("club<<n>>", Some("<<cred>>"))
        .header("Content-Type", "text/csv")
        .body(csv)
        .send()?;
    println!("upload: {}", res.status());
    Ok(())
}
""",
    "pw_dq",
)


def _wechat(rng, s):
    msgs = [
        {
            "time": f"{s['date']} {s['time']}",
            "sender": "阿明",
            "type": "text",
            "content": "赛事报名系统的账号给我一下",
        },
        {
            "time": f"{s['date']} {s['time']}",
            "sender": s["ufirst"],
            "type": "text",
            "content": "账号 " + s["email2"],
        },
        {
            "time": f"{s['date']} {s['time']}",
            "sender": s["ufirst"],
            "type": "text",
            "content": "密码：" + s["cred"],
        },
        {
            "time": f"{s['date']} {s['time']}",
            "sender": "阿明",
            "type": "text",
            "content": "收到，谢谢",
        },
    ]
    return {
        "chat": json.dumps(
            {"chat": "龙舟队 深圳友谊赛", "messages": msgs}, ensure_ascii=False, indent=2
        )
    }


reg(
    FAM,
    ORGS,
    "dragonboat_wechat_export_json_mima",
    ("wechat-export/<<org>>/chat_<<n>>.json", "backup/<<first>>/wechat_<<date>>.json"),
    "<<chat>>\n",
    "pw_json",
    extra=_wechat,
)
