# ruff: noqa: E501
"""Decoys for the fifteenth corpus: close misses with no live credential, each with a why."""

from __future__ import annotations

import base64
import hashlib
import json

from fifteenth_corpus import (
    DOut,
    alnum,
    decoy,
    email,
    hexs,
    host,
    ip,
    pick,
    uuid4,
)


@decoy
def _openvpms_env(rng):
    text = f"""jdbc.driverClassName=com.mysql.cj.jdbc.Driver
jdbc.url=jdbc:mysql://{host(rng, "vetdb")}:3306/openvpms
jdbc.username=openvpms
jdbc.password=${{OPENVPMS_DB_PASSWORD}}
"""
    return DOut(
        "openvpms/conf/openvpms.properties",
        text,
        "password is a ${...} placeholder resolved from the environment",
        "",
    )


@decoy
def _ezyvet_env(rng):
    text = """curl -s -X POST https://api.ezyvet.com/v2/oauth/access_token \\
  -d partner_id="$EZYVET_PARTNER" -d client_id="$EZYVET_CLIENT_ID" \\
  -d client_secret="$EZYVET_CLIENT_SECRET" -d grant_type=client_credentials
"""
    return DOut("scripts/ezyvet_token.sh", text, "client secret comes from a shell variable")


@decoy
def _vet_hl7(rng):
    text = f"""MSH|^~\\&|IDEXX|LAB|PIMS|CLINIC|20260212101500||ORU^R01|{alnum(rng, 12)}|P|2.5.1
PID|1||{rng.randint(100000, 999999)}^^^CLINIC||REX^^^^||20190301|M
OBX|1|NM|ALT^Alanine aminotransferase||{rng.randint(20, 120)}|U/L|10-125|N|||F
"""
    return DOut(
        "lab/incoming/result.hl7",
        text,
        "an HL7 lab result with control ids and values, no credential",
        "",
    )


@decoy
def _fdc_empty(rng):
    text = f"""<?xml version="1.0"?>
<ConnectionSettings>
  <DatabaseConnection>
    <ComputerName>{host(rng, "od")}</ComputerName>
    <Database>opendental</Database>
    <User>root</User>
    <Password></Password>
  </DatabaseConnection>
</ConnectionSettings>
"""
    return DOut(
        "OpenDental/FreeDentalConfig.xml",
        text,
        "empty Password element (fresh Open Dental install)",
    )


@decoy
def _dicom_uids(rng):
    text = (
        "\n".join(
            f"1.2.840.{rng.randint(10000, 99999)}.{rng.randint(1, 9)}.{rng.randint(10**9, 10**10)}.{rng.randint(1, 999)}"
            for _ in range(6)
        )
        + "\n"
    )
    return DOut(
        "imaging/study_uids.txt",
        text,
        "DICOM study instance UIDs, long numeric ids, not secrets",
        "",
    )


@decoy
def _romexis_masked(rng):
    text = f"""romexis.db.host={host(rng, "rx")}
romexis.db.user=romexis
romexis.db.password=********
"""
    return DOut(
        "conf/romexis.properties.txt", text, "password masked with asterisks in a support copy", ""
    )


@decoy
def _cert_only(rng):
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(600))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    text = f"-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----\n"
    return DOut("certs/surescripts-client.crt", text, "a public certificate, no private key", "")


@decoy
def _ndc_codes(rng):
    rows = "\n".join(
        f"{rng.randint(10000, 99999)}-{rng.randint(100, 999)}-{rng.randint(10, 99)},{pick(rng, ('amoxicillin', 'meloxicam', 'gabapentin', 'carprofen'))},{rng.randint(10, 500)}"
        for _ in range(6)
    )
    return DOut(
        "formulary/ndc.csv", "ndc,drug,qty\n" + rows + "\n", "NDC drug codes and quantities", ""
    )


@decoy
def _fda_env(rng):
    text = """fda_key <- Sys.getenv("OPENFDA_API_KEY")
url <- paste0("https://api.fda.gov/drug/label.json?api_key=", fda_key, "&limit=5")
"""
    return DOut("R/fda_labels.R", text, "API key read from the environment with Sys.getenv", "")


@decoy
def _ot_sim(rng):
    text = """from opentrons import protocol_api

requirements = {"robotType": "OT-2", "apiLevel": "2.15"}


def run(protocol: protocol_api.ProtocolContext):
    plate = protocol.load_labware("corning_96_wellplate_360ul_flat", 1)
    protocol.comment(f"plate {plate.load_name}")
"""
    return DOut("protocols/plate_check.py", text, "an Opentrons protocol with labware names only")


@decoy
def _transcriptic_blank(rng):
    text = (
        json.dumps(
            {"email": email(rng), "token": "", "organization_id": alnum(rng, 10).lower()}, indent=2
        )
        + "\n"
    )
    return DOut("home/lab/.transcriptic.json", text, "empty token (logged out)")


@decoy
def _plate_barcodes(rng):
    text = "\n".join(f"PL{alnum(rng, 10, '0123456789ABCDEF')}" for _ in range(8)) + "\n"
    return DOut("robot/barcodes.txt", text, "plate barcodes, hex-looking but not credentials", "")


@decoy
def _kiosk_menu(rng):
    items = [
        {"sku": alnum(rng, 10).upper(), "name": n, "price": rng.randint(300, 1500)}
        for n in ("Burger", "Fries", "Shake")
    ]
    return DOut(
        "kiosk/menu.json",
        json.dumps({"storeId": "104", "items": items}, indent=2) + "\n",
        "menu SKUs and prices",
    )


@decoy
def _deliverect_env_ref(rng):
    text = """DELIVERECT_CLIENT_ID=
DELIVERECT_CLIENT_SECRET=
# fill from 1Password vault "Ordering"
"""
    return DOut("ordering-api/.env.sample", text, "empty values in a sample env file", "")


@decoy
def _kds_noprefs(rng):
    text = """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="station_name">Fry</string>
    <string name="pos_password"></string>
    <boolean name="bump_bar_enabled" value="false" />
</map>
"""
    return DOut("shared_prefs/kds_prefs.xml", text, "empty pos_password preference")


@decoy
def _salto_rooms(rng):
    text = (
        "room,door_id,encoder\n"
        + "\n".join(f"{100 + i},{hexs(rng, 8, upper=True)},ENC-1" for i in range(8))
        + "\n"
    )
    return DOut("Interfaces/SALTO/rooms.csv", text, "door ids (hex) mapped to rooms, not keys", "")


@decoy
def _vostio_env(rng):
    text = (
        json.dumps(
            {"Vostio": {"ClientId": uuid4(rng), "ClientSecret": "%VOSTIO_CLIENT_SECRET%"}}, indent=2
        )
        + "\n"
    )
    return DOut(
        "VostioConnector/appsettings.json",
        text,
        "secret is an environment-variable reference; the client id is public",
    )


@decoy
def _kisi_env(rng):
    text = """package kisi

import "os"

var kisiKey = os.Getenv("KISI_API_KEY")
"""
    return DOut("internal/kisi/env.go", text, "key read from the environment", "")


@decoy
def _lpr_results(rng):
    rows = [
        json.dumps(
            {
                "plate": alnum(rng, 7, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"),
                "score": round(rng.random(), 3),
                "camera_id": f"gate-{rng.randint(1, 4)}",
            }
        )
        for _ in range(5)
    ]
    return DOut("lpr/results.jsonl", "\n".join(rows) + "\n", "plate reads with scores", "")


@decoy
def _alprd_noupload(rng):
    text = """[daemon]
site_id = car-park-3
upload_data = 0
upload_address = http://localhost:9000/push/
"""
    return DOut("etc/openalpr/alprd.conf", text, "upload disabled, local address without a key", "")


@decoy
def _psftp_key(rng):
    text = f"""@echo off
psftp.exe -i C:\\toll\\keys\\recon.ppk tagrecon@{host(rng, "sftp")} -b C:\\toll\\put_recon.txt
"""
    return DOut(
        "toll/send_recon_key.bat", text, "authenticates with a key file path, no password", ""
    )


@decoy
def _kone_env(rng):
    text = """export const KONE_CLIENT_ID = process.env.KONE_CLIENT_ID!;
export const KONE_CLIENT_SECRET = process.env.KONE_CLIENT_SECRET!;
"""
    return DOut("src/kone/env.ts", text, "client credentials from process.env", "")


@decoy
def _snmp_v2_public(rng):
    text = """agentAddress udp:161
rocommunity public 10.0.0.0/8
sysLocation Lift motor room
"""
    return DOut("etc/snmp/snmpd.conf", text, "the well-known default community 'public'", "")


@decoy
def _iot_cs_no_key(rng):
    text = f'DEVICE_CONNECTION_STRING="HostName=lifts-{alnum(rng, 5).lower()}.azure-devices.net;DeviceId=car-02;x509=true"\n'
    return DOut("edge/car02-x509.env", text, "X.509 device auth, no SharedAccessKey", "")


@decoy
def _nmea_log(rng):
    text = (
        "\n".join(
            f"$GPRMC,{rng.randint(100000, 235959)}.00,A,5412.{rng.randint(1000, 9999)},N,01005.{rng.randint(1000, 9999)},E,5.2,{rng.randint(0, 359)}.0,120226,,,A*{hexs(rng, 2, upper=True)}"
            for _ in range(6)
        )
        + "\n"
    )
    return DOut("logs/nmea-2026-02-12.log", text, "NMEA sentences with checksums", "")


@decoy
def _opencpn_nopw(rng):
    text = """[Settings]
ConfigVersionString=Version 5.8.4

[PlugIns/GRIB/Download]
Server=
User=
Password=
"""
    return DOut(
        "home/skipper/.opencpn/opencpn.conf", text, "GRIB download credentials left empty", "ini"
    )


@decoy
def _jmri_nopw(rng):
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<connections>
  <connection class="jmri.jmrix.mqtt.configurexml.MqttConnectionConfigXml" address="{ip(rng)}" port="1883" />
</connections>
"""
    return DOut("JMRI/profile/connections.xml", text, "MQTT connection without credentials")


@decoy
def _timetable(rng):
    rows = "\n".join(
        f"{rng.randint(1, 2)}{alnum(rng, 1, 'ABCDEFG')}{rng.randint(10, 99)},{rng.randint(5, 23):02d}:{rng.randint(0, 59):02d},PAD,{pick(rng, ('BRI', 'OXF', 'RDG', 'SWA'))}"
        for _ in range(8)
    )
    return DOut(
        "sim/timetable.csv", "headcode,dep,from,to\n" + rows + "\n", "train headcodes and times", ""
    )


@decoy
def _dcc_config_example(rng):
    text = """// config.example.h
#define ENABLE_WIFI true
#define WIFI_SSID "Your network name"
#define WIFI_PASSWORD "Your network passwd"
"""
    return DOut(
        "CommandStation-EX/config.example.h",
        text,
        "the shipped example config with prose placeholders",
        "",
    )


@decoy
def _sgf(rng):
    moves = ";".join(
        f"{pick(rng, 'BW')}[{alnum(rng, 2, 'abcdefghijklmnopqrs')}]" for _ in range(20)
    )
    text = f"(;GM[1]FF[4]SZ[19]PB[{alnum(rng, 6).lower()}]PW[{alnum(rng, 6).lower()}]KM[6.5];{moves})\n"
    return DOut(f"games/ogs-{rng.randint(10**6, 10**7)}.sgf", text, "an SGF game record", "")


@decoy
def _pgn(rng):
    text = f"""[Event "Club ladder"]
[White "{alnum(rng, 6)}"]
[Black "{alnum(rng, 6)}"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0
"""
    return DOut("games/ladder.pgn", text, "a PGN chess game", "")


@decoy
def _gtp2ogs_env(rng):
    text = """#!/bin/sh
exec node /opt/gtp2ogs/dist/gtp2ogs.js --apikey "$OGS_APIKEY" --username mybot -- /opt/katago/katago gtp
"""
    return DOut("bin/run-ogs-bot-env.sh", text, "apikey from a shell variable", "")


@decoy
def _lss_splits(rng):
    segs = "".join(
        f'<Segment><Name>Split {i}</Name><SplitTimes><SplitTime name="Personal Best"><RealTime>00:0{i}:{rng.randint(10, 59)}.{rng.randint(100, 999)}</RealTime></SplitTime></SplitTimes></Segment>'
        for i in range(1, 6)
    )
    text = f'<?xml version="1.0" encoding="UTF-8"?>\n<Run version="1.7.0"><GameName>Celeste</GameName><CategoryName>Any%</CategoryName><Segments>{segs}</Segments></Run>\n'
    return DOut("splits/celeste-any.lss", text, "LiveSplit splits with times only", "xml")


@decoy
def _challonge_public(rng):
    text = f"https://challonge.com/{alnum(rng, 8).lower()}/module?theme=2&show_final_results=1\n"
    return DOut("overlay/bracket_embed.txt", text, "a public bracket embed URL", "")


@decoy
def _opds_public(rng):
    text = """return {
    ["opds_servers"] = {
        [1] = { ["title"] = "Standard Ebooks", ["url"] = "https://standardebooks.org/feeds/opds" },
    },
}
"""
    return DOut("koreader/settings/opds.lua", text, "public OPDS catalogue, no key or login", "")


@decoy
def _isbn_list(rng):
    text = "\n".join(f"978{rng.randint(10**9, 10**10 - 1)}" for _ in range(8)) + "\n"
    return DOut("library/isbns.txt", text, "ISBN-13s", "")


@decoy
def _basic_no_pw(rng):
    tok = base64.b64encode(f"guest{rng.randint(1, 99)}:".encode()).decode()
    text = f"GET https://books.home.lan/opds\nAuthorization: Basic {tok}\n"
    return DOut(
        "http/opds-guest.http", text, "Basic header whose password part is empty (guest user)", ""
    )


@decoy
def _qualtrics_ids(rng):
    text = f'SURVEY_ID = "SV_{alnum(rng, 15)}"\nRESPONSE_ID = "R_{alnum(rng, 15)}"\nDATACENTER = "fra1"\n'
    return DOut("analysis/ids.py", text, "Qualtrics survey and response ids, not tokens")


@decoy
def _prolific_pids(rng):
    text = (
        "participant_id,completion\n"
        + "\n".join(f"{hexs(rng, 24)},C{alnum(rng, 7).upper()}" for _ in range(6))
        + "\n"
    )
    return DOut(
        "data/prolific_export.csv", text, "participant ids (24 hex) and completion codes", ""
    )


@decoy
def _psiturk_empty(rng):
    text = """[AWS Access]
aws_access_key_id = YourAccessKeyId
aws_secret_access_key = YourSecretAccessKey
aws_region = us-east-1
"""
    return DOut("experiment/.psiturkconfig", text, "the default template values", "ini")


@decoy
def _payslip_csv(rng):
    rows = "\n".join(
        f"E{rng.randint(1000, 9999)},{rng.randint(2000, 8000)}.{rng.randint(10, 99)},GB{rng.randint(10, 99)}{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.randint(10**13, 10**14)}"
        for _ in range(5)
    )
    return DOut(
        "payroll/export.csv",
        "employee,net,iban\n" + rows + "\n",
        "payroll rows with IBAN-like account numbers, not credentials",
        "",
    )


@decoy
def _rsa_public(rng):
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(270))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return DOut(
        "certs/adp/client.pub",
        f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----\n",
        "a public key",
        "",
    )


@decoy
def _expensify_template(rng):
    text = """requestJobDescription={"type":"file","credentials":{"partnerUserID":"%PARTNER_USER_ID%","partnerUserSecret":"%PARTNER_USER_SECRET%"}}
"""
    return DOut("expensify/export_job.template", text, "template tokens instead of values", "")


@decoy
def _kofi_payload(rng):
    data = {
        "verification_token": "",
        "message_id": uuid4(rng),
        "type": "Donation",
        "amount": "5.00",
        "from_name": "Jo",
    }
    return DOut(
        "webhooks/fixtures/kofi_empty.json",
        json.dumps(data, indent=2) + "\n",
        "webhook fixture with an empty verification token; message id is a UUID",
    )


@decoy
def _donations_hash(rng):
    h = hashlib.sha256(alnum(rng, 20).encode()).hexdigest()
    text = f"export_date,2026-02-01\nrows,{rng.randint(100, 900)}\nsha256,{h}\n"
    return DOut("finance/donations_manifest.csv", text, "a checksum of an export file", "")


@decoy
def _socrata_anon(rng):
    text = f"""from sodapy import Socrata

client = Socrata("data.{alnum(rng, 6).lower()}.gov", None)
rows = client.get("{alnum(rng, 4).lower()}-{alnum(rng, 4).lower()}", limit=2000)
"""
    return DOut("opendata/read_only.py", text, "anonymous sodapy client (app token None)")


@decoy
def _ballot_tracker(rng):
    text = (
        "\n".join(f"{hashlib.sha256(alnum(rng, 12).encode()).hexdigest()[:40]}" for _ in range(5))
        + "\n"
    )
    return DOut(
        "election/ballot_trackers.txt",
        text,
        "published ballot tracking hashes (public by design)",
        "",
    )


@decoy
def _bounty_redacted(rng):
    text = """## Steps to reproduce
1. Search the bundle for `sk_`.
2. The key `sk_live_[REDACTED]` is returned.
"""
    return DOut("bounty/report-redacted.md", text, "the report redacts the key", "")


@decoy
def _voicemail_nopw(rng):
    text = """Voicemail (0:22)
"Hi, it's the IT desk, your password reset link is in your inbox, it expires in an hour. Thanks."
"""
    return DOut(
        "voicemail/transcripts/reset.txt",
        text,
        "mentions a password reset but contains no password",
        "",
    )


@decoy
def _vtt_talk(rng):
    text = """WEBVTT

00:01:00.000 --> 00:01:04.000
<v Ana>Don't paste the password here, I'll send it through the vault.
"""
    return DOut("meetings/sync.vtt", text, "talks about a password without giving one", "")
