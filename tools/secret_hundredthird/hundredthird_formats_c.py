# ruff: noqa: E501
"""Family c: a German regional distribution centre (Verteilzentrum): SAP EWM over RFC, Zebra
handhelds staged with StageNow, Webfleet telematics, a yard / dock scheduling app, OpenAS2 for
EDI, Transporeon carrier mail, WhatsApp among shift leads."""

from __future__ import annotations

from hundredthird_spec import DEU as F
from hundredthird_spec import after, basic, dec_basic

F.reg(
    "vzentrum_sap_ewm_sapnwrfc_ini_passwd",
    ("rfc/sapnwrfc.ini", "schnittstellen/lvs_<<store>>/sapnwrfc.ini"),
    """/* RFC-Ziele für Schnittstellen Lagerleitstand - VZ <<town>> */
DEST=EWM_PRD
TYPE=A
ASHOST=sapewm.<<dom>>
SYSNR=00
CLIENT=100
LANG=DE
USER=RFC_LVS_<<store>>
PASSWD=<<cred>>
TRACE=0

DEST=EWM_QAS
TYPE=A
ASHOST=sapewmq.<<dom>>
SYSNR=10
CLIENT=200
USER=RFC_LVS_<<store>>
""",
    "pw",
    syntax="",
)

F.reg(
    "vzentrum_zebra_stagenow_wifi_passphrase_xml",
    ("stagenow/VZ<<store>>_WLAN_Staging.xml", "mdm/zebra/profile_<<town>>_wlan.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<wap-provisioningdoc>
  <characteristic type="ProfileInfo">
    <parm name="created_by" value="<<login>>"/>
    <parm name="StageNowVersion" value="5.10"/>
  </characteristic>
  <characteristic type="Wi-Fi" version="10.4">
    <parm name="WifiAction" value="Add"/>
    <characteristic type="network-profile">
      <parm name="SSID" value="VZ-SCAN-<<store>>"/>
      <parm name="SecurityMode" value="1"/>
      <parm name="WPAMode" value="3"/>
      <characteristic type="pre-shared-key">
        <parm name="PassPhrase" value="<<cred>>"/>
      </characteristic>
    </characteristic>
  </characteristic>
</wap-provisioningdoc>
""",
    "pw_xml",
)

F.reg(
    "vzentrum_schichtleiter_whatsapp_kennwort_staplerterminal",
    (
        "WhatsApp/WhatsApp Chat mit Schichtleitung <<town>>.txt",
        "handy_<<fa>>/WhatsApp Chat mit <<first2>>.txt",
    ),
    """<<d>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<first2>>: Moin, Staplerterminal 4 hat sich abgemeldet, wie war nochmal das Kennwort fürs LVS?
<<d>>.<<mo>>.<<yy>>, <<hh>>:<<mi2>> - <<name>>: Benutzer SCHICHT<<n>>
<<d>>.<<mo>>.<<yy>>, <<hh>>:<<mi2>> - <<name>>: <<cred>>
<<d>>.<<mo>>.<<yy>>, <<hh>>:<<mi2>> - <<first2>>: Läuft wieder 👍 Rampe 7 ist frei
""",
    "human",
)


def _basic_py(s: dict) -> str:
    return f'''"""Kommissionier-Rückmeldungen an die Lagerleitstand-API (VZ {s["town"]})."""

import requests

LVS_URL = "https://lvs.{s["dom"]}/api/v2"
HEADERS = {{
    "Authorization": "Basic {basic("lvs_" + str(s["store"]), str(s["cred"]))}",
    "Content-Type": "application/json",
}}


def rueckmelden(auftrag: str, menge: int) -> None:
    requests.post(f"{{LVS_URL}}/picks/{{auftrag}}", json={{"menge": menge}}, headers=HEADERS, timeout=20)
'''


F.reg(
    "vzentrum_lvs_api_python_basic_header",
    ("tools/rueckmeldung_<<store>>.py", "skripte/lvs_pick_<<org>>.py"),
    _basic_py,
    "pw",
    decode=lambda t: dec_basic(after(t, '"Basic ', '"')),
)

F.reg(
    "vzentrum_webfleet_telematik_api_env",
    ("telematik/.env", "tourenplanung-<<store>>/.env"),
    """# Webfleet.connect - Fahrzeugpositionen für die Tourenplanung
WEBFLEET_ACCOUNT=<<org>>-vz<<store>>
WEBFLEET_USERNAME=tourenplanung
WEBFLEET_PASSWORD=<<pw>>
WEBFLEET_APIKEY=<<cred>>
WEBFLEET_LANG=de
POLL_SECONDS=60
""",
    "uuid",
    extra=lambda rng, s: {"pw": "siehe Tresor"},
)

F.reg(
    "vzentrum_yard_dock_slots_docker_compose",
    ("zeitfenster/docker-compose.yml", "yard-<<store>>/docker-compose.yaml"),
    """# Zeitfenstermanagement Rampen VZ <<town>>
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: rampen
      POSTGRES_USER: rampen
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  app:
    image: registry.<<dom>>/rampen-app:<<y>>.<<n>>
    environment:
      DATABASE_URL: postgres://rampen@db:5432/rampen
    ports:
      - "8080:8080"
volumes:
  pgdata: {}
""",
    "pw_dq",
)

F.reg(
    "vzentrum_transporeon_zugangsdaten_mail",
    (
        "Mail/Gesendet/Transporeon Zugang <<first2>>.eml",
        "postfach_<<fa>>/<<date>>_zugangsdaten.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Zugangsdaten Transporeon (Slotbuchung Rampe)
Date: Tue, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

Hallo <<first2>>,

ab Montag übernimmst du die Slotbuchungen für die Tiefkühl-Anlieferungen.
Transporeon: https://login.transporeon.com
Benutzer: <<login>>@<<org>>
Kennwort: <<cred>>

Bitte nicht an die Spediteure weitergeben.

Viele Grüße
<<name>>
Disposition VZ <<town>>
""",
    "human",
)

F.reg(
    "vzentrum_openas2_edi_keystore_config_xml",
    ("openas2/config/config.xml", "edi-as2-<<store>>/config/config.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<openas2>
  <properties storageBaseDir="%home%/../data" log_date_format="yyyy-MM-dd HH:mm:ss.SSS"/>
  <certificates classname="org.openas2.cert.PKCS12CertificateFactory"
                filename="%home%/as2_certs_vz<<store>>.p12"
                password="<<cred>>"
                interval="300"/>
  <partnerships classname="org.openas2.partner.XMLPartnershipFactory"
                filename="%home%/partnerships.xml"/>
  <processor classname="org.openas2.processor.DefaultProcessor">
    <module classname="org.openas2.processor.receiver.AS2ReceiverModule" port="10080"/>
  </processor>
</openas2>
""",
    "pw_xml",
)
