# ruff: noqa: E501
"""Boatyards: haul-out bookings, antifouling suppliers, mooring apps, the yard office."""

from __future__ import annotations

from thirtyfifth_spec import human_with, reg

F = "boatyard_antifouling_haulout"
YARD_WORDS = ("keel", "mooring", "anchor", "rudder", "bosun", "jetty", "barnacle", "halyard")

reg(
    F,
    "boatyard_travelift_booking_php_pdo",
    ("www/<<org>>/haulout/config.inc.php", "public_html/travelift/inc/db_<<n>>.php"),
    """<?php
// Travelift / haul-out booking: DB connection
// <<name>>, <<date>>
date_default_timezone_set('Europe/London');

$pdo = new PDO(
    'mysql:host=localhost;dbname=haulout;charset=utf8mb4',
    'yard_bookings',
    '<<cred>>',
    [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]
);

const LIFT_CAPACITY_TONNES = 35;
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "boatyard_french_email_mot_de_passe_capitainerie",
    ("mail/<<org>>/capitainerie/<<n3>>.eml", "archives/chantier/<<f>>/acces-portail-<<n>>.eml"),
    """From: Capitainerie <<<email2>>>
To: <<name>> <<<email>>>
Subject: Accès au portail des places à sec / carénage
Date: Mon, <<day>> Apr <<year>> <<time>>:41 +0200
Content-Type: text/plain; charset=UTF-8

Bonjour <<first>>,

Comme convenu, voici vos identifiants pour réserver l'aire de carénage et la grue
pour la mise à terre des bateaux de vos clients :

Identifiant : <<org>>-chantier
Mot de passe : <<cred>>

Merci de changer le mot de passe à la première connexion (le portail ne l'impose pas).

Cordialement,
<<name2>>
Capitainerie
""",
    human_with((*YARD_WORDS, "carene", "voilier", "ponton")),
    syntax="",
)

reg(
    F,
    "boatyard_yard_gate_controller_yaml_api_key",
    ("gate/<<org>>/controller.yaml", "ops/yard-gate/config_<<n>>.yml"),
    """# Yard gate + slipway barrier controller
site: <<org>>
timezone: Europe/London
barrier:
  relay_pin: 17
  open_seconds: 25
cloud:
  endpoint: https://gate.<<dom>>/v1
  api_key: "<<cred>>"
  heartbeat_seconds: 60
plates_allowlist: /etc/yardgate/plates.txt
""",
    "x:ygk_live_:32",
)

reg(
    F,
    "boatyard_antifouling_supplier_winscp_powershell",
    ("scripts/<<org>>/edi_orders.ps1", "Yard/Scripts/antifouling_upload_<<n>>.ps1"),
    """# Upload antifouling/paint orders to supplier EDI server
Add-Type -Path "C:\\Program Files (x86)\\WinSCP\\WinSCPnet.dll"

$sessionOptions = New-Object WinSCP.SessionOptions -Property @{
    Protocol = [WinSCP.Protocol]::Sftp
    HostName = "edi.<<dom>>"
    UserName = "<<svc>>"
    Password = "<<cred>>"
    SshHostKeyFingerprint = "ssh-ed25519 255 <<hex12>><<hex8>>"
}

$session = New-Object WinSCP.Session
try {
    $session.Open($sessionOptions)
    $session.PutFiles("D:\\Orders\\outbox\\*.csv", "/inbound/").Check()
} finally {
    $session.Dispose()
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "boatyard_portuguese_whatsapp_senha_estaleiro_reply",
    (
        "chats/<<org>>/WhatsApp Chat with Estaleiro <<n>>.txt",
        "export/whatsapp/estaleiro_<<n3>>.txt",
    ),
    """[<<day>>/<<month>>/<<year>>, <<time>>:03] <<name>>: bom dia, alguém tem a senha do computador da oficina? preciso imprimir a fatura da pintura do casco
[<<day>>/<<month>>/<<year>>, <<time>>:09] <<name2>>: utilizador é oficina
[<<day>>/<<month>>/<<year>>, <<time>>:09] <<name2>>: <<cred>>
[<<day>>/<<month>>/<<year>>, <<time>>:11] <<name>>: obrigado 👍
""",
    human_with((*YARD_WORDS, "casco", "quilha", "barco")),
    syntax="",
)

reg(
    F,
    "boatyard_mooring_app_gradle_properties_mapbox",
    ("android/<<org>>-moorings/gradle.properties", "mobile/berths/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
# Mapbox SDK download token (needs DOWNLOADS:READ)
MAPBOX_DOWNLOADS_TOKEN=<<cred>>
""",
    "p:mapbox",
    syntax="",
)

reg(
    F,
    "boatyard_invoicing_xero_python_client_secret",
    ("yard_office/<<orgu>>/xero_sync.py", "invoicing/settings_<<n>>.py"),
    '''"""Push haul-out, storage and antifouling invoices to Xero."""

XERO_CLIENT_ID = "<<hex12>><<hex8>><<hex12>>"
XERO_CLIENT_SECRET = "<<cred>>"
XERO_TENANT = "<<uuid>>"
ACCOUNT_CODES = {"haulout": "200", "storage": "205", "antifouling": "210"}
''',
    "p:xero",
)

reg(
    F,
    "boatyard_office_whiteboard_ocr_danish_wifi",
    ("scans/<<org>>/tavle_<<date>>.txt", "ocr/vaerft/whiteboard_<<n>>.txt"),
    """OPHALING UGE <<n>>
 - Bavaria 34 "Havørn" -> bundmaling torsdag
 - X-99 kølbolte tjek
 - kran booket <<ddmm>> kl <<time>>

GÆSTE WIFI  vaerft-gaest
<<cred>>
(ikke til kunderne!!)
""",
    human_with((*YARD_WORDS, "havorn", "jolle", "kutter")),
    syntax="",
)
