"""Pawn shops: police transaction reporting, POS stations, gold prices, firearm books."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_INI,
    SYM_SQ,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    org,
    pick,
    user,
    uuid4,
)

FAM = "pawn_shop_loan_police_reporting"


@fmt(FAM, "pawn_police_transaction_upload_xml_agency_password")
def _police(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<ReportingConfig version="3">
  <Store id="<<sid>>" name="<<o>> Pawn &amp; Jewelry" licence="PB-<<lic>>"/>
  <Agency name="County Sheriff Property Crimes" ori="<<ori>>"/>
  <Upload>
    <Endpoint>https://upload.<<dom>>/transactions/batch</Endpoint>
    <Username><<u>></Username>
    <Password><<pw>></Password>
    <Schedule>daily 23:45</Schedule>
    <IncludeImages>true</IncludeImages>
  </Upload>
  <Fields serial="required" thumbprint="required" idType="required"/>
</ReportingConfig>
""",
        sid=rng.randint(100, 999),
        o=o,
        lic=rng.randint(10000, 99999),
        ori=f"IL{rng.randint(1000000, 9999999)}",
        dom=domain(rng),
        u=f"{o.replace('-', '')}{rng.randint(1, 9)}",
        pw=pw,
    )
    return Out(f"PawnMaster/{o}/reporting{rng.randint(1, 9)}.xml", text, pw)


@fmt(FAM, "pawn_pos_station_ini_sql_sa_password")
def _pos(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Station]
Number=<<n>>
Store=<<o>>
Printer=TM-T88V
Scanner=DS4308

[Database]
Server=<<h>>\\PAWNSQL
Database=PawnData
UserID=sa
Password=<<pw>>
Timeout=30

[Loans]
DefaultTermDays=30
GraceDays=<<g>>
""",
        n=rng.randint(1, 6),
        o=o,
        h=f"BACKOFFICE{rng.randint(1, 3)}",
        pw=pw,
        g=pick(rng, (10, 15, 30)),
    )
    return Out(f"C:/PawnPOS/{o}/station{rng.randint(1, 12)}.ini", text, pw)


@fmt(FAM, "gold_spot_price_fetch_python_requests_api_key_param")
def _gold(rng):
    o = org(rng)
    key = hexs(rng, 32)
    text = fill(
        """import requests

SPOT_URL = "https://metals.<<dom>>/api/latest"
API_KEY = "<<key>>"


def spot_per_gram(metal="XAU", currency="USD"):
    r = requests.get(SPOT_URL, params={"access_key": API_KEY, "base": currency, "symbols": metal}, timeout=10)
    r.raise_for_status()
    per_oz = 1 / r.json()["rates"][metal]
    return per_oz / 31.1035


def buy_offer(grams, karat):
    return round(spot_per_gram() * grams * karat / 24 * <<pct>>, 2)
""",
        dom=domain(rng),
        key=key,
        pct=pick(rng, ("0.55", "0.6", "0.65")),
    )
    return Out(f"{o}/buy_counter/spot{rng.randint(1, 40)}.py", text, key)


@fmt(FAM, "pawn_ticket_printer_bridge_json_cloud_print_key")
def _printer(rng):
    o = org(rng)
    key = "cpk_" + alnum(rng, 32)
    text = fill(
        """{
  "bridge": "<<o>>-counter-<<n>>",
  "printers": [
    {"name": "tickets", "model": "Zebra ZD421", "label": "2x1"},
    {"name": "receipts", "model": "Epson TM-m30III"}
  ],
  "cloud": {"url": "wss://print.<<dom>>/bridge", "deviceId": "<<dev>>", "key": "<<key>>"},
  "retryMs": 5000
}
""",
        o=o,
        n=rng.randint(1, 4),
        dom=domain(rng),
        dev=uuid4(rng),
        key=key,
    )
    return Out(f"printbridge/{o}/bridge-{rng.randint(1, 99)}.json", text, key)


@fmt(FAM, "firearm_bound_book_export_ps1_pscredential_plaintext")
def _bound(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """# Export the A&D (acquisition & disposition) book to the compliance vendor every Friday
$User = '<<u>>@<<o>>'
$Pass = ConvertTo-SecureString '<<pw>>' -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential($User, $Pass)

$out = "D:\\BoundBook\\export_$(Get-Date -Format yyyyMMdd).csv"
Invoke-Sqlcmd -ServerInstance 'localhost\\PAWN' -Query 'EXEC dbo.ExportAD' | Export-Csv $out -NoTypeInformation
Invoke-RestMethod -Uri 'https://compliance.<<dom>>/ad/upload' -Method Post -InFile $out -Credential $Cred
""",
        u=user(rng),
        o=o,
        pw=pw,
        dom=domain(rng),
    )
    return Out(f"scripts/{o}/Export-BoundBook{rng.randint(1, 20)}.ps1", text, pw, "")


@fmt(FAM, "buyback_kiosk_id_scanner_yaml_verification_api_secret")
def _kiosk(rng):
    o = org(rng)
    sec = "idv_live_" + alnum(rng, 30)
    text = fill(
        """kiosk:
  store: <<o>>
  lane: <<n>>
  offers: [phones, tablets, consoles]
id_scan:
  device: /dev/ttyACM0
  accept: [drivers_license, state_id, passport]
verification:
  api: https://verify.<<dom>>/v1/checks
  api_secret: <<sec>>
  thumbprint_required: true
hold_days: <<hold>>
""",
        o=o,
        n=rng.randint(1, 5),
        dom=domain(rng),
        sec=sec,
        hold=pick(rng, (10, 15, 30)),
    )
    return Out(f"kiosk/{o}/lane{rng.randint(1, 30)}.yaml", text, sec)


@fmt(FAM, "pawn_loan_reminder_cron_sh_curl_user_sid_colon_auth")
def _reminder(rng):
    o = org(rng)
    tok = hexs(rng, 32)
    sid = "AC" + hexs(rng, 32)
    text = fill(
        """#!/bin/bash
# loans maturing in 3 days -> text the customer
psql -At -d pawn -c "select phone, ticket, due from loans where due = current_date + 3" |
while IFS='|' read -r phone ticket due; do
  curl -s -X POST "https://api.twilio.com/2010-04-01/Accounts/<<sid>>/Messages.json" \\
    -u <<sid>>:<<tok>> \\
    --data-urlencode "To=$phone" --data-urlencode "From=+1<<from>>" \\
    --data-urlencode "Body=<<o>>: loan $ticket is due $due. Renew in store or online."
done
""",
        sid=sid,
        tok=tok,
        **{"from": rng.randint(2000000000, 9999999999)},
        o=o,
    )
    return Out(f"{o}/cron/loan_reminders_{rng.randint(1, 60)}.sh", text, tok, "")
