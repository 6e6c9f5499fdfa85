# ruff: noqa: E501
"""Ornithology field stations: mist-net sessions, receivers, sound recorders, tracking tags."""

from __future__ import annotations

from thirtyfifth_spec import after, dec_qp, enc_qp, human_with, pw_with, reg

F = "ornithology_mistnet_fieldstation"
FIELD_WORDS = (
    "warbler",
    "swallow",
    "redstart",
    "wryneck",
    "flycatcher",
    "plover",
    "dunnock",
    "siskin",
)

reg(
    F,
    "ornithology_ebird_checklists_python_constant",
    ("station/<<orgu>>/ebird_export.py", "scripts/daily_log_<<n>>.py"),
    '''"""Push the daily station log (nets open, captures, retraps) as eBird checklists."""

import requests

EBIRD_API_KEY = "<<cred>>"
STATION_LOC = "L<<n6>>"


def recent(region: str = "DK-081") -> list[dict]:
    r = requests.get(
        f"https://api.ebird.org/v2/data/obs/{region}/recent",
        headers={"X-eBirdApiToken": EBIRD_API_KEY},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()
''',
    "p:ebird",
)

reg(
    F,
    "ornithology_motus_receiver_wpa_supplicant",
    ("receiver/<<org>>/boot/wpa_supplicant.conf", "sensorgnome/<<n>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=DK

network={
    ssid="Fuglestation"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    human_with((*FIELD_WORDS, "fuglestation", "trækfugl"), "!._-@*"),
    syntax="",
)

reg(
    F,
    "ornithology_capture_database_dotenv_postgres_url",
    ("captures/<<org>>/.env", "ringing-db/.env"),
    """# capture database: nets, species, wing, weight, fat score
DATABASE_URL=postgres://captures:<<cred>>@<<host>>:5432/captures
TZ=Europe/Copenhagen
NET_LANES=12
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "ornithology_icelandic_sms_lykilord_vitar",
    ("sms/<<org>>/athugunarstod_<<n>>.txt", "simi/utflutt/skilabod_<<n3>>.txt"),
    """Frá: <<name2>>
<<ddmm>> kl. <<time>>
Lykilorð að tölvunni í athugunarstöðinni er núna <<cred>> - notandi "stod".
Netin opna kl. 05:00 á morgun.
""",
    human_with((*FIELD_WORDS, "lundi", "kria", "heidlo")),
    syntax="",
)

reg(
    F,
    "ornithology_nocturnal_audio_powershell_basic_upload",
    ("recorders/<<org>>/upload_nfc.ps1", "scripts/nocmig_upload_<<n>>.ps1"),
    """# nocturnal flight call recordings -> archive server
$user = "<<svc>>"
$pass = "<<cred>>"
$pair = "$($user):$($pass)"
$basic = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
$headers = @{ Authorization = "Basic $basic" }

Get-ChildItem "E:\\NocMig\\<<date>>" -Filter *.wav | ForEach-Object {
    Invoke-RestMethod -Uri "https://sounds.<<dom>>/upload/$($_.Name)" -Method Put -InFile $_.FullName -Headers $headers
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "ornithology_latvian_field_notebook_ocr_parole",
    ("scans/<<org>>/lauka_burtnica_<<n>>.txt", "ocr/stacija/<<date>>_<<n3>>.txt"),
    """<<ddmm>>  tīkli atvērti 05:10, vējš DR 3 m/s
  Erithacus rubecula 14 (2 atkārtoti)
  Regulus regulus 31
portāla parole:
<<cred>>
  nākamreiz pārbaudīt tīklu 7
""",
    human_with((*FIELD_WORDS, "stacija", "putni")),
    syntax="",
)

reg(
    F,
    "ornithology_radar_data_email_quoted_printable",
    ("mail/<<org>>/radar/<<n3>>.eml", "export/<<f>>/radar-toegang_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Toegang weerradar vogeltrek archief
Date: Sat, <<day>> Aug <<year>> <<time>>:55 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hoi <<first2>>,

De account voor het radar-archief (vogeltrek 's nachts) is klaar.
Gebruiker: <<udot>>
Wachtwoord: <<enc>>

Groet,
<<first>>
""",
    pw_with("="),
    syntax="",
    extra=lambda rng, s: {"enc": enc_qp(str(s["cred"]))},
    decode=lambda t: dec_qp(after(t, "Wachtwoord: ")),
)

reg(
    F,
    "ornithology_tracking_tags_ruby_net_ftp",
    ("tags/<<org>>/fetch_fixes.rb", "gps-tags/download_<<n>>.rb"),
    """require "net/ftp"

# GPS tag fixes from the base station
Net::FTP.open("<<ip>>", "tagbase", '<<cred>>') do |ftp|
  ftp.passive = true
  ftp.chdir("/fixes")
  ftp.nlst("*.csv").each { |f| ftp.getbinaryfile(f, "data/raw/#{f}") }
end
""",
    "pw_sq",
    syntax="",
)
