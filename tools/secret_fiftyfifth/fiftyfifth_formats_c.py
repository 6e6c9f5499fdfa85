# ruff: noqa: E501
"""Family c: a TV production company's crew in Vienna (Austria), in German (and Turkish)."""

from __future__ import annotations

import json

from fiftyfifth_spec import Fam, after, alnum, dec_b64, enc_b64

FAM = Fam(
    "fernsehdreh_wien_crew",
    ("donaubild", "bildwerkwien"),
    "at",
    ("lukas", "theresa", "florian", "magdalena", "elif", "kerem", "johanna", "matthias"),
    ("gruber", "huber", "wimmer", "pichler", "yilmaz", "steiner", "moser", "aydin"),
    (
        "donau",
        "prater",
        "melange",
        "schnitzel",
        "heuriger",
        "klappe",
        "drehtag",
        "sachertorte",
        "riesenrad",
        "kaiserschmarrn",
    ),
    "43",
    "Wien",
)

FAM.reg(
    "donaubild_callsheet_dispo_wlan_set",
    ("produktion/Dispo_Drehtag_<<nn>>_<<ymd>>.txt", "Dispos/<<org>>/Tagesdispo_<<n>>.txt"),
    """TAGESDISPO – DREHTAG <<nn>>
Produktion: "Die Donau-Detektive" (AT)   Datum: <<dmyd>>
Motiv: Altbauwohnung, 1020 Wien, Praterstraße
Treffpunkt Crew: <<time>> Basis / Catering ab <<time>>

Regie: <<name>>         Aufnahmeleitung: <<name2>> (<<phone>>)
Kamera A: Alexa Mini LF   Kamera B: FX9

WLAN Basis / DIT-Zelt:
  Netz: <<orgc>>_SET_5G
  Passwort: <<cred>>

Parken: nur mit Ausnahmegenehmigung MA 46 (liegt im Produktionsauto)
Nächstes Krankenhaus: Krankenhaus Barmherzige Brüder, Große Mohrengasse 9
""",
    "human",
    syntax="",
)

FAM.reg(
    "donaubild_vmix_preset_streaming_key_xml",
    ("vMix/Presets/Sportstream_<<n>>.vmix", "regie/vmix/<<org>>_live_<<ymd>>.vmix"),
    """<?xml version="1.0" encoding="utf-8"?>
<XML>
  <Version>27.0.0.49</Version>
  <Streaming>
    <Destination index="0">
      <Name>YouTube - <<orgc>> Live</Name>
      <URL>rtmp://a.rtmp.youtube.com/live2</URL>
      <StreamName><<cred>></StreamName>
      <Quality>1080p 6000kbps H264</Quality>
      <Enabled>True</Enabled>
    </Destination>
    <Destination index="1">
      <Name>ORF Zuspielung (SRT)</Name>
      <URL>srt://<<pubip>>:9000</URL>
      <StreamName></StreamName>
      <Enabled>False</Enabled>
    </Destination>
  </Streaming>
  <Inputs count="6" />
</XML>
""",
    "p:youtube",
    syntax="xml",
)


def _docker(s):
    return json.dumps(
        {
            "auths": {
                f"registry.{s['dom']}": {"auth": s["enc"]},
                "https://index.docker.io/v1/": {},
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.2 (linux)"},
        },
        indent="\t",
    )


FAM.reg(
    "donaubild_synology_docker_config_auth",
    ("volume1/docker/.docker/config.json", "nas/<<org>>/admin/.docker/config.json"),
    _docker,
    "pw_json",
    extra=lambda rng, s: {"enc": enc_b64(f"dit-{s['first']}:{s['cred']}")},
    decode=lambda t: dec_b64(after(t, r'"auth": "([^"]+)"')).split(":", 1)[1],
)

FAM.reg(
    "donaubild_frameio_upload_python",
    ("tools/frameio_upload_<<n>>.py", "dit/<<first>>/dailies_to_frameio.py"),
    '''"""Lädt die Dailies vom DIT-Rechner nach Frame.io (Projekt <<orgc>>)."""

import pathlib
import sys

import requests

FRAMEIO_TOKEN = "<<cred>>"
ROOT_ASSET = "<<uuid>>"
API = "https://api.frame.io/v2"


def upload(datei: pathlib.Path) -> None:
    headers = {"Authorization": f"Bearer {FRAMEIO_TOKEN}"}
    asset = requests.post(
        f"{API}/assets/{ROOT_ASSET}/children",
        headers=headers,
        json={"name": datei.name, "type": "file", "filetype": "video/quicktime", "filesize": datei.stat().st_size},
        timeout=60,
    ).json()
    print("angelegt:", asset["id"])


if __name__ == "__main__":
    for p in sorted(pathlib.Path(sys.argv[1]).glob("*.mov")):
        upload(p)
''',
    lambda rng: (
        "fio-u-"
        + alnum(rng, 64, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    ),
)

FAM.reg(
    "donaubild_turkce_whatsapp_sifre_kamera_pc",
    (
        "Chats/WhatsApp Chat mit Kamera-Team <<n>>.txt",
        "telefon_<<first>>/WhatsApp Chat - Ekip Viyana <<n>>.txt",
    ),
    """<<dmyd>>, <<time>> - <<name>>: Abi DIT laptopun şifresi neydi? Kartları kopyalamam lazım
<<dmyd>>, <<time>> - <<name2>>: kullanıcı dit, şifre <<cred>>
<<dmyd>>, <<time>> - <<name2>>: kimseye verme, yapım müdürü kızar 😄
<<dmyd>>, <<time>> - <<name>>: tamamdır sağ ol
<<dmyd>>, <<time2>> - <<name>>: <Medien ausgeschlossen>
""",
    "human",
    syntax="",
)

FAM.reg(
    "donaubild_rclone_conf_wasabi_archiv",
    ("home/dit/.config/rclone/rclone.conf", "dit/<<first>>_<<n>>/rclone.conf"),
    """[wasabi-archiv]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
region = eu-central-2
endpoint = s3.eu-central-2.wasabisys.com
acl = private

[nas]
type = local
""",
    "alnum:40",
    extra=lambda rng, s: {"akid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

FAM.reg(
    "donaubild_email_zugangsdaten_mediathek_kennwort",
    (
        "Mail/Postausgang/Zugangsdaten_Mediathek_<<n>>.eml",
        "export/outlook_<<first>>/Zugang_Sichtungsportal_<<n>>.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<first2>>.<<last2>>@orf-partner.at>
Subject: Zugangsdaten Sichtungsportal - Rohschnitt Folge <<nn>>
Date: Mon, <<d>> Mar <<year>> <<time>>:02 +0100
Content-Type: text/plain; charset=utf-8

Liebe/r <<lfirst2>>,

anbei wie besprochen die Zugangsdaten zum Sichtungsportal für den Rohschnitt:

  Link: https://sichtung.<<dom>>/folge-<<nn>>
  Benutzername: redaktion-abnahme
  Kennwort: <<cred>>

Das Kennwort gilt bis zur Endabnahme, danach sperren wir den Zugang.

Liebe Grüße aus dem Schneideraum
<<name>>
Postproduktion, <<orgc>> Filmproduktion GmbH
""",
    "pw",
    syntax="",
)

FAM.reg(
    "donaubild_resolve_projektserver_pgpass",
    ("Users/colorist/.pgpass", "schnitt/<<first>>_<<n>>/pgpass.conf"),
    """# DaVinci Resolve Projektserver (Farbkorrektur + Schnitt)
<<ip>>:5432:*:postgres:<<cred>>
localhost:5432:resolve_<<org>>:postgres:<<cred>>
""",
    "pw",
    syntax="",
)
