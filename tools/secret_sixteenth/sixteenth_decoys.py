# ruff: noqa: E501
"""Decoys for the sixteenth corpus: files that look credential-ish but hold no live secret."""

from __future__ import annotations

import base64
import hashlib
import random
from collections.abc import Callable

from sixteenth_corpus import (
    DOut,
    alnum,
    b64,
    decoy,
    domain,
    fill,
    hexs,
    host,
    ip,
    org,
    rbytes,
    uuid4,
)


def _add(
    path: str,
    template: str,
    why: str,
    syntax: str | None = None,
    **gens: Callable[[random.Random], object],
) -> None:
    def fn(rng: random.Random) -> DOut:
        vals = {k: g(rng) for k, g in gens.items()}
        o = org(rng)
        return DOut(fill(path.replace("{o}", o), **vals), fill(template, **vals), why, syntax)

    decoy(fn)


H = lambda n: lambda rng: hexs(rng, n)  # noqa: E731
A = lambda n: lambda rng: alnum(rng, n)  # noqa: E731
U = lambda rng: uuid4(rng)  # noqa: E731
HOST = lambda rng: host(rng)  # noqa: E731
IP = lambda rng: ip(rng)  # noqa: E731
N = lambda a, b: lambda rng: rng.randint(a, b)  # noqa: E731

_add(
    "{o}-obits/sync/passare_pull.py",
    """import os

PASSARE_API_KEY = os.environ["PASSARE_API_KEY"]
FUNERAL_HOME_ID = <<fh>>
""",
    "API key read from the environment; no value in the file",
    fh=N(100, 9999),
)

_add(
    "{o}/plotbox-sync/config.sample.yaml",
    """plotbox:
  client_id: "<client id from PlotBox admin>"
  client_secret: "<client secret>"
""",
    "sample config with angle-bracket placeholders",
)

_add(
    "{o}/odbc/odbc.ini",
    """[SRSFuneral]
Driver=ODBC Driver 17 for SQL Server
Server=<<ip>>\\SRSSQL
Database=SRSFuneral
Trusted_Connection=yes
""",
    "ODBC DSN with Windows integrated authentication, no password",
    "ini",
    ip=IP,
)

_add(
    "{o}/register/burials.csv",
    """section,row,plot,surname,forenames,buried,grave_ref
OLD-A,3,14,Lindgren,Agnes Maria,1911-03-02,<<g>>
LAWN-3,12,7,Hollis,Otto,1998-11-20,<<g2>>
""",
    "burial register rows: grave reference hashes and dates, no credential",
    g=H(16),
    g2=H(16),
)

_add(
    "{o}/hivetool/hive.conf.dist",
    """HIVE_NAME=hive-1
HOST=localhost
DATABASE=hivetool
USER=hive
PASSWD=
""",
    "distributed config with an empty password",
)

_add(
    "{o}/hub/readings.json",
    """{"hub": "<<h>>", "readings": [{"sensor": "47:<<s>>", "weight_kg": 41.2, "temp_c": 34.8}, {"sensor": "57:<<s2>>", "weight_kg": 38.9, "temp_c": 35.1}]}
""",
    "hive-scale sensor readings with hex sensor ids",
    "json",
    h=A(8),
    s=H(4),
    s2=H(4),
)

_add(
    "{o}/swarm-alert/config.toml",
    """[sms]
provider = "46elks"
api_username = "${ELKS_USER}"
api_password = "${ELKS_PASSWORD}"
""",
    "TOML config with environment-variable references",
    "toml",
)

_add(
    "{o}/reef/apex_poll.py",
    """import os

import requests

r = requests.get("http://<<ip>>/rest/status", auth=("admin", os.environ["APEX_PASSWORD"]))
""",
    "password taken from the environment",
    ip=IP,
)

_add(
    "{o}/go2rtc/go2rtc.yaml",
    """streams:
  display_top: "rtsp://<<ip>>:554/stream1"
  sump: "rtsp://<<ip2>>:554/h264"
""",
    "RTSP URLs without userinfo (cameras with auth off on an isolated VLAN)",
    ip=IP,
    ip2=IP,
)

_add(
    "{o}/doser/include/settings.example.h",
    """#define TANK_LOG_HOST "log.local"
#define TANK_LOG_KEY "put-your-key-here"
""",
    "shipped example header with an instructional placeholder",
    "",
)

_add(
    "{o}/firmware/SHA256SUMS",
    """<<h1>>  doser-fw-2.4.1.bin
<<h2>>  doser-fw-2.4.1-ota.bin
""",
    "SHA-256 checksums of firmware images",
    "",
    h1=H(64),
    h2=H(64),
)

_add(
    "{o}-marathon/results/finishers.csv",
    """bib,chip,name,gun_time,chip_time
<<b>>,<<c>>,Agnes Lindgren,00:41:12,00:40:57
<<b2>>,<<c2>>,Otto Hollis,00:43:30,00:43:02
""",
    "results export: chip transponder codes (hex) and times",
    b=N(100, 9999),
    c=H(12),
    b2=N(100, 9999),
    c2=H(12),
)

_add(
    "{o}/timing/ct-live.ini",
    """[Upload]
Enabled=0
Server=
Username=
Password=
""",
    "uploads disabled, empty credentials",
    "ini",
)

_add(
    "{o}/timing/export.sh",
    """curl -s "https://runsignup.com/rest/race/<<r>>/results/get-results?format=json&api_key=$RSU_API_KEY&api_secret=$RSU_API_SECRET"
""",
    "shell variables instead of the key and secret",
    "",
    r=N(10000, 199999),
)

_add(
    "{o}/booth/kdm/CPL_<<x>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<CompositionPlaylist xmlns="http://www.smpte-ra.org/schemas/429-7/2006/CPL">
  <Id>urn:uuid:<<u>></Id>
  <ContentTitleText>FEATURE_FTR-1_F_EN-XX_51_2K_20251001_SMPTE_OV</ContentTitleText>
  <Hash><<hash>></Hash>
</CompositionPlaylist>
""",
    "DCP composition playlist: UUIDs and a base64 SHA-1 asset hash, no credential",
    "xml",
    x=N(1, 999),
    u=U,
    hash=lambda rng: base64.b64encode(rbytes(rng, 20)).decode(),
)

_add(
    "{o}/booth/certs/booth_cert.pem",
    """-----BEGIN CERTIFICATE-----
<<body>>
-----END CERTIFICATE-----
""",
    "X.509 screen-server certificate (public material)",
    "",
    body=lambda rng: "\n".join(b64(rng, 48) for _ in range(8)),
)

_add(
    "{o}/tms/site.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<Site name="Picturehouse">
  <Ingest><FtpSource host="<<h>>" user="anonymous" password="" passive="true"/></Ingest>
</Site>
""",
    "anonymous FTP with an empty password",
    "xml",
    h=HOST,
)

_add(
    "{o}/readers/provision.json",
    """{"readerSerial": "VR<<n>>", "wifi": {"ssid": "ops", "security": "open"}, "telemetry": {"server": "tm.local", "port": 8883}}
""",
    "provisioning file for an open network, no password",
    "json",
    n=N(100000, 999999),
)

_add(
    "{o}/dexdock/audit_<<n>>.dex",
    """DXS*<<n>>*VA*V0/6*1
ST*001*0001
ID1*<<s>>*MODEL 5800*0*0**
VA1*124500*830*0*0
SE*4*0001
DXE*1*1
""",
    "DEX/UCS vending audit file: machine serials and sales counters",
    "",
    n=N(1000000, 9999999),
    s=A(10),
)

_add(
    "{o}/kiosk/mm.env.example",
    """GATEWAY_URL=https://gw.invalid/v3
GATEWAY_MERCHANT=00000000
GATEWAY_PASSWORD=changeme
""",
    "example env file with a changeme placeholder",
    "",
)

_add(
    "{o}-studio/sync/classes.json",
    """{"Classes": [{"Id": <<a>>, "ClassDescription": {"Name": "Vinyasa"}, "StartDateTime": "2025-10-06T07:00:00"}], "PaginationResponse": {"TotalResults": 1}}
""",
    "class schedule API response, no credential",
    "json",
    a=N(1000, 99999),
)

_add(
    "{o}/scripts/Export-Members.ps1",
    """$cred = Get-Credential -Message "Club API login"
Invoke-RestMethod -Uri "https://<<h>>/api/members" -Credential $cred
""",
    "interactive credential prompt, nothing stored",
    "",
    h=HOST,
)

_add(
    "{o}/checkin/members_badges.csv",
    """member_id,badge_uid,status
<<m>>,<<b>>,active
<<m2>>,<<b2>>,frozen
""",
    "RFID badge UIDs (hex) of members: identifiers, not credentials",
    m=N(1000, 99999),
    b=H(8),
    m2=N(1000, 99999),
    b2=H(8),
)

_add(
    "{o}-salon/src/Booking/WebhookVerifier.php",
    """<?php
final class WebhookVerifier
{
    public function valid(string $body, string $signature): bool
    {
        return hash_equals(hash_hmac('sha256', $body, getenv('BOOKING_SIGNING_KEY')), $signature);
    }
}
""",
    "signing key from getenv",
    "",
)

_add(
    "{o}/webhooks/sample_delivery.txt",
    """POST /hooks/booking HTTP/1.1
X-Signature: <<sig>>
Content-Type: application/json

{"event": "appointment.created", "id": "<<u>>"}
""",
    "recorded webhook delivery: the HMAC signature of the body, not the key",
    "",
    sig=H(64),
    u=U,
)

_add(
    "{o}/GateServer/unit_codes_hashed.csv",
    """unit,code_sha256
A101,<<h1>>
B214,<<h2>>
""",
    "gate codes stored as SHA-256 hashes",
    h1=lambda rng: hashlib.sha256(str(rng.randint(1000, 9999)).encode()).hexdigest(),
    h2=H(64),
)

_add(
    "{o}-tenant-portal/.env.local.example",
    """STORAGE_API_URL=https://api.storage.invalid/v2
STORAGE_API_KEY=<your storage api key>
""",
    "example env file with a placeholder",
    "",
)

_add(
    "{o}/inventory/vehicles.csv",
    """stock,vin,year,make,model
<<s>>,1HGCM82633A<<v>>,2019,Honda,Accord
<<s2>>,WVWZZZ1JZXW<<v2>>,2021,Volkswagen,Golf
""",
    "VINs in a dealer inventory: 17-character identifiers, not credentials",
    s=N(1000, 9999),
    v=N(100000, 999999),
    s2=N(1000, 9999),
    v2=N(100000, 999999),
)

_add(
    "{o}/shop/tm-token.sh",
    """curl -s -X POST https://shop.tekmetric.com/api/v1/oauth/token \\
  -H "Authorization: Basic $(printf '%s:%s' "$TM_CLIENT_ID" "$TM_CLIENT_SECRET" | base64)" \\
  -d "grant_type=client_credentials"
""",
    "Basic header built at runtime from environment variables",
    "",
)

_add(
    "{o}/stations/st<<n>>/station.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FDSNStationXML xmlns="http://www.fdsn.org/xml/station/1" schemaVersion="1.1">
  <Source><<o>></Source>
  <Network code="XX"><Station code="ST<<n>>"><Latitude>60.<<lat>></Latitude><Longitude>24.<<lon>></Longitude></Station></Network>
</FDSNStationXML>
""",
    "StationXML metadata: public station coordinates",
    "xml",
    n=N(1, 60),
    o=A(6),
    lat=N(1000, 9999),
    lon=N(1000, 9999),
)

_add(
    "{o}/restricted/fetch.py",
    """from obspy.clients.fdsn import Client

client = Client("IRIS")
st = client.get_waveforms("IU", "ANMO", "00", "BHZ", "2025-01-01", "2025-01-01T00:10:00")
""",
    "anonymous FDSN client against open data, no credentials",
)

_add(
    "{o}/waveforms/event.mseed.md5",
    """<<h>>  event.mseed
""",
    "MD5 checksum of a waveform file",
    "",
    h=H(32),
)

_add(
    "{o}/closing-delivery/keys/lender_sftp.pub",
    """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ<<k>> closing@<<d>>
""",
    "SSH public key (public material)",
    "",
    k=lambda rng: b64(rng, 256, pad=False),
    d=lambda rng: domain(rng),
)

_add(
    "{o}/soap/GetFileNotes.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Header><AuthHeader><UserName>?</UserName><Password>?</Password></AuthHeader></soap:Header>
  <soap:Body><GetFileNotes><FileNumber>?</FileNumber></GetFileNotes></soap:Body>
</soap:Envelope>
""",
    "SoapUI request template with ? placeholders",
    "xml",
)

_add(
    "{o}/recording/receipt_<<n>>.txt",
    """Recording receipt
Document: DEED  Instrument #<<i>>
Fee: $36.00
Document hash (SHA-256): <<h>>
""",
    "e-recording receipt with an instrument number and document hash",
    "",
    n=N(1, 999),
    i=N(2025000000, 2025999999),
    h=H(64),
)

_add(
    "{o}/ChildCare/center.ini",
    """[Database]
Engine=SQLAnywhere
Server=ChildCare_1
UserID=dba
Password=********
""",
    "masked password as written by the settings dialog export",
    "ini",
)

_add(
    "{o}/meals/menu.json",
    """{"week": "2025-W41", "breakfast": ["oatmeal", "banana", "milk"], "lunch": ["chicken", "rice", "peas", "milk"], "infant": ["formula"]}
""",
    "meal menu for a food-program claim, no credential",
    "json",
)

_add(
    "{o}/pos/card_balances.csv",
    """card_number,balance,tickets
<<c1>>,12.50,340
<<c2>>,0.00,15
""",
    "arcade game-card numbers and balances: identifiers, not credentials",
    c1=lambda rng: str(rng.randint(10**11, 10**12 - 1)),
    c2=lambda rng: str(rng.randint(10**11, 10**12 - 1)),
)

_add(
    "{o}/scoring/league_standings.txt",
    """LEAGUE: Tuesday Mixed   WEEK 7
TEAM            PINS   HDCP   PTS
Gutter Gang     2314    210    19
Split Happens   2290    188    17
""",
    "bowling league standings, no credential",
    "",
)

_add(
    "{o}/golf/teetimes.sh",
    """curl -s "https://api.<<d>>/v1/courses/<<c>>/teetimes?date=2025-05-03" \\
  -H "Authorization: Bearer ${TEESHEET_TOKEN}"
""",
    "bearer token from a shell variable",
    "",
    d=lambda rng: domain(rng),
    c=N(1000, 99999),
)

_add(
    "{o}/docs/jwt-format.md",
    """# Tee-sheet tokens

Tokens are JWTs. The example from the vendor docs decodes as shown:

    eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c

Never paste a real token into tickets.
""",
    "the well-known jwt.io documentation token (public example)",
    "",
)

_add(
    "{o}/ScaleHouse/tickets_<<n>>.csv",
    """ticket,truck,gross_lb,tare_lb,net_lb,material
<<t>>,T-14,62840,31220,31620,MSW
<<t2>>,T-22,41200,29870,11330,C&D
""",
    "scale tickets: weights and truck numbers",
    n=N(1, 99),
    t=N(100000, 999999),
    t2=N(100000, 999999),
)

_add(
    "{o}/manifests/manifest_<<n>>.json",
    """{"manifestTrackingNumber": "<<m>>ELC", "generator": {"epaSiteId": "XXD<<s>>"}, "wastes": [{"dotHazardous": true, "quantity": {"value": 3, "unitOfMeasurement": "P"}}]}
""",
    "hazardous waste manifest: tracking number and EPA site id",
    "json",
    n=N(1, 999),
    m=N(100000000, 999999999),
    s=N(100000000, 999999999),
)

_add(
    "{o}/headend/ce.properties",
    """ce.db.url=jdbc:oracle:thin:@<<h>>:1521/AMIHE
ce.db.user=ce_app
ce.db.password=${CE_DB_PASSWORD}
""",
    "property placeholder resolved at startup",
    "",
    h=HOST,
)

_add(
    "{o}/metering/meters.csv",
    """meter_number,serial,logical_device_name,sap
<<m>>,<<s>>,GRX<<l>>,1
""",
    "meter inventory: serials and logical device names, no keys",
    m=N(10000000, 99999999),
    s=N(100000, 999999),
    l=H(12),
)

_add(
    "{o}/vending/token_<<n>>.txt",
    """STS token issued 2025-10-02 14:11
Meter: <<m>>   Units: 50.0 kWh
Token: <<t>>
""",
    "a 20-digit prepaid electricity token: a one-off value already redeemed, not a credential",
    "",
    n=N(1, 999),
    m=N(10**10, 10**11 - 1),
    t=lambda rng: " ".join(str(rng.randint(1000, 9999)) for _ in range(5)),
)

_add(
    "{o}/fax-inbox/ocr/fax_<<n>>.txt",
    """FAX COVER SHEET
TO: billing office     FROM: claims desk
RE: portal access

Your portal account has been unlocked. Use the "forgot password" link to set a new
password; we never send passwords by fax.
""",
    "fax mentions a password but contains none",
    "",
    n=N(1000, 9999),
)

_add(
    "{o}/calendar/standup.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<u>>
DTSTART:20251006T090000Z
SUMMARY:Daily standup
DESCRIPTION:Join via the meeting link in the team channel. Meeting ID 845 2210 9931.
END:VEVENT
END:VCALENDAR
""",
    "calendar event with a meeting id and no passcode",
    "",
    u=U,
)

_add(
    "{o}/contacts/helpdesk.vcf",
    """BEGIN:VCARD
VERSION:3.0
FN:IT Helpdesk
KEY;TYPE=PGP:https://keys.openpgp.org/vks/v1/by-fingerprint/<<fp>>
NOTE:For password resets call ext. 4400.
END:VCARD
""",
    "vCard with a PGP key fingerprint URL and a note about resets",
    "",
    fp=lambda rng: hexs(rng, 40, upper=True),
)

_add(
    "{o}/logs/radio-encrypted.txt",
    """CH2 21:40 ENC AES-256 KID 0x<<k>> MI <<mi>>
CH2 21:41 ENC AES-256 KID 0x<<k>> MI <<mi2>>
""",
    "encrypted-radio metadata: key ids and message indicators, not keys",
    "",
    k=H(4),
    mi=H(18),
    mi2=H(18),
)

_add(
    "{o}/reef/ciphertext_backup.json",
    """{"format": "reef-backup-v2", "kdf": "argon2id", "salt": "<<s>>", "nonce": "<<n>>", "ciphertext": "<<c>>"}
""",
    "encrypted backup blob: salt, nonce and ciphertext, no key",
    "json",
    s=lambda rng: b64(rng, 16),
    n=lambda rng: b64(rng, 12),
    c=lambda rng: b64(rng, 96),
)

_add(
    "{o}/tests/fixtures/gym_api.json",
    """{"api_key": "00000000-0000-0000-0000-000000000000", "site_id": "-99", "note": "Mindbody sandbox site"}
""",
    "test fixture with an all-zero key and the public sandbox site id",
    "json",
)
