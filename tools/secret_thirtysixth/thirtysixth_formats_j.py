# ruff: noqa: E501
"""Family j: a casino in Riga (roulette and card tables, slot hall, cash desk): surveillance
cameras, slot accounting, loyalty cards, AML reports, jackpot displays; staff chats in Russian
and e-mails in Latvian."""

from __future__ import annotations

import re

from thirtysixth_spec import dec_hex_bytes, enc_hex_bytes, human_with, reg

FAM = "casino_croupier_roulette_floor"
ORGS = ("kazino-daugava",)
HUMAN = human_with(
    "ruletka", "krupje", "zetons", "kazino", "dzhekpot", "fiska", "blackjack", "rulete",
    "daugava", "jackpot", "kaulini", "pokers",
    firsts=("Andris", "Olga", "Janis", "Ilze", "Dmitrijs", "Liene"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "casino_russian_telegram_parol_kassa",
    ("telegram/<<org>>/smena_kassa_<<n>>.txt", "phone/<<first>>/chat_<<date>>.txt"),
    """<<ufirst>>, [<<date_eu>> <<time>>]
Ольга, какой сейчас пароль на кассовом компьютере? Ночная смена не может войти

Ольга (старший кассир), [<<date_eu>> <<time>>]
<<cred>>

Ольга (старший кассир), [<<date_eu>> <<time>>]
после смены удалите сообщение пожалуйста
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "casino_latvian_email_parole_uzraudzibas_portals",
    ("pasts/<<org>>/uzraudziba-<<date>>.eml", "arhivs/<<first>>/iatp_<<n>>.eml"),
    """From: Ilze Kalnina <<<email>>>
To: compliance@<<dom>>
Subject: Pieeja uzraudzības portālam
Date: <<maildate>> +0200
Content-Type: text/plain; charset=utf-8

Labdien!

Izveidoju jaunu lietotāju atskaišu iesniegšanai uzraudzības iestādes portālā.

Lietotājvārds: <<user>>
Parole: <<cred>>

Lūdzu, nomainiet paroli pēc pirmās pieslēgšanās.
Ar cieņu,
Ilze
""",
    "pw",
)

reg(
    FAM,
    ORGS,
    "casino_surveillance_nvr_rtsp_python_opencv",
    ("surveillance/<<org>>/table_cams.py", "cctv/<<n>>/roulette_watch.py"),
    '''"""Grab a frame from every roulette-table camera once a minute for the pit boss screen."""
import time

import cv2

TABLES = {"R1": 101, "R2": 201, "BJ1": 301, "BJ2": 401}
NVR = "rtsp://viewer:<<cred>>@<<ip>>:554/Streaming/Channels/{ch}"

while True:
    for table, ch in TABLES.items():
        cap = cv2.VideoCapture(NVR.format(ch=ch))
        ok, frame = cap.read()
        if ok:
            cv2.imwrite(f"/srv/pit/{table}.jpg", frame)
        cap.release()
    time.sleep(60)
''',
    "pw_url",
)

reg(
    FAM,
    ORGS,
    "casino_slot_accounting_go_sqlserver_dsn",
    ("slot-accounting/<<org>>/cmd/meters/main.go", "services/slots<<n>>/meters.go"),
    """package main

import (
	"database/sql"
	"log"

	_ "github.com/microsoft/go-mssqldb"
)

// Reads the slot machine meters (coin-in, coin-out, jackpots) every night for the tax report.
func main() {
	db, err := sql.Open("sqlserver", "sqlserver://slotacct:<<cred>>@<<ip>>:1433?database=SlotMeters")
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var total float64
	if err := db.QueryRow("SELECT SUM(coin_in) FROM meters WHERE day = CAST(GETDATE()-1 AS date)").Scan(&total); err != nil {
		log.Fatal(err)
	}
	log.Printf("coin-in yesterday: %.2f EUR", total)
}
""",
    "pw_url",
)

reg(
    FAM,
    ORGS,
    "casino_loyalty_cards_redis_sentinel_auth_pass",
    ("loyalty/<<org>>/sentinel.conf", "etc/redis/sentinel-<<n>>.conf"),
    """port 26379
daemonize no
# loyalty card balances and comp points
sentinel monitor loyalty <<ip>> 6379 2
sentinel auth-pass loyalty <<cred>>
sentinel down-after-milliseconds loyalty 5000
sentinel failover-timeout loyalty 60000
""",
    "pw_bare",
)

reg(
    FAM,
    ORGS,
    "casino_aml_reports_sshpass_sftp_history",
    ("home/<<user>>/.bash_history", "compliance/<<org>>/history_<<n>>.txt"),
    """ls -la /srv/aml/outgoing
gpg --encrypt -r fiu@regulator /srv/aml/outgoing/str_<<date>>.xml
sshpass -p '<<cred>>' sftp -oBatchMode=no aml<<n>>@sftp.<<dom>> <<< $'put /srv/aml/outgoing/str_<<date>>.xml.gpg'
rm /srv/aml/outgoing/str_<<date>>.xml
""",
    "pw_sq",
)

reg(
    FAM,
    ORGS,
    "casino_jackpot_display_appsettings_jwt_signing_key",
    ("jackpot-display/<<org>>/appsettings.Production.json", "displays/<<n>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "Jackpot": {
    "Progressives": [ "Mystery", "Grand", "Major" ],
    "RefreshSeconds": 2
  },
  "Jwt": {
    "Issuer": "jackpot.<<dom>>",
    "Audience": "floor-displays",
    "SigningKey": "<<cred>>"
  },
  "AllowedHosts": "*"
}
""",
    "b64:64",
)


def _hexarr(rng, s):
    return {"enc": enc_hex_bytes(s["cred"])}


def _dehexarr(text: str) -> str:
    arr = re.search(r"kCashdeskPin\[\] = \{(.*?)\};", text, re.S).group(1)
    return dec_hex_bytes(arr)


reg(
    FAM,
    ORGS,
    "casino_cashdesk_cpp_hex_byte_array_password",
    ("cashdesk/<<org>>/src/vault_login.cpp", "pos/<<n>>/vault/login.cpp"),
    """// Cash desk client: unlocks the chip vault service at shift start.
#include <cstdint>
#include <string>

#include "vault_client.h"

namespace {
// obfuscated so it does not show up in `strings`
constexpr std::uint8_t kCashdeskPin[] = {<<enc>>};
}

bool unlock_vault(VaultClient& client) {
    std::string pw(reinterpret_cast<const char*>(kCashdeskPin), sizeof(kCashdeskPin));
    return client.login("cashdesk", pw);
}
""",
    "pw_dq",
    extra=_hexarr,
    decode=_dehexarr,
)
