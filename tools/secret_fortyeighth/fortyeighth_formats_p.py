# ruff: noqa: E501
"""Family p: the IT of a heritage museum in Levuka, Ovalau (Fiji): English, iTaukei (Fijian)
and Fiji Hindi."""

from __future__ import annotations

import random

from fortyeighth_spec import Fam, ipynb

F = Fam(
    "levuka_heritage_museum_it",
    "levuka",
    ("levukamuseum", "ovalauheritage", "totogahouse", "draikete"),
    "org.fj",
    ("sera", "jone", "mere", "tevita", "ana", "ravin", "salote", "pranesh", "litia", "vikash"),
    ("tuilagi", "naidu", "ratu", "prasad", "vakacegu", "kumar", "rokotuiloma", "lal"),
    (
        "bula",
        "vinaka",
        "ovalau",
        "drua",
        "masi",
        "tabua",
        "yaqona",
        "lovo",
        "kava",
        "vanua",
        "lali",
        "totoga",
    ),
    "679",
    ("Levuka", "Suva", "Lautoka", "Savusavu", "Nausori"),
)

F.reg(
    "collectiveaccess_setup_php",
    ("collectiveaccess/setup.php", "var/www/<<org>>-ca-<<n>>/setup.php"),
    """<?php
# CollectiveAccess Providence - collections database

define("__CA_DB_HOST__", '<<ip>>');
define("__CA_DB_USER__", 'ca_<<org>>');
define("__CA_DB_PASSWORD__", "<<cred>>");
define("__CA_DB_DATABASE__", 'collections');
define("__CA_APP_DISPLAY_NAME__", "<<orgc>> Collections");
define("__CA_ADMIN_EMAIL__", 'it@<<dom>>');
define("__CA_SMTP_SERVER__", 'mail.<<dom>>');
define("__CA_APP_NAME__", "<<org>>");
define("__CA_DEFAULT_LOCALE__", "en_US");

require(__DIR__."/app/helpers/post-setup.php");
""",
    "pw_dq",
)

F.reg(
    "fijian_messenger_login_collections_pc",
    ("messenger/<<first>>_<<n>>.txt", "exports/fb_messages_<<date>>.txt"),
    """<<name>> · <<time>>
Bula vinaka! O cei e kila na password ni kompiuta ni collections? E sega ni rawa ni'u curu.

<<name2>> · <<time>>
Bula! username: collections

<<name2>> · <<time2>>
password: <<cred>>

<<name>> · <<time2>>
Vinaka vakalevu 🙏
""",
    "human",
)

F.reg(
    "fiji_hindi_whatsapp_password_kiosk",
    ("WhatsApp Chat with Museum Staff.txt", "exports/wa_staff_<<n>>_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Bhaiya, kiosk wala computer ka password kya hai? Tourist log aaye hai
<<dmys>>, <<time>> - <<name2>>: ruko batata
<<dmys>>, <<time2>> - <<name2>>: <<cred>>
<<dmys>>, <<time2>> - <<name>>: vinaka, kaam kar raha hai ab
""",
    "human",
)

F.reg(
    "omeka_s_database_ini",
    ("omeka-s/config/database.ini", "var/www/<<org>>-omeka-<<n>>/config/database.ini"),
    """user     = "omeka_<<org>>"
password = "<<cred>>"
dbname   = "omeka"
host     = "<<ip>>"
;port     =
;unix_socket =
;log_path =
""",
    "pw",
    syntax="",
)

F.reg(
    "cantaloupe_iiif_properties_s3",
    ("cantaloupe/cantaloupe.properties", "iiif-<<n>>/cantaloupe.properties"),
    """# Cantaloupe image server (IIIF) for the online collection
http.enabled = true
http.port = 8182
endpoint.iiif.2.enabled = true
endpoint.iiif.3.enabled = true

source.static = S3Source
S3Source.endpoint = https://s3.ap-southeast-2.amazonaws.com
S3Source.access_key_id = AKIA<<hex8>><<hex8>>
S3Source.secret_key = <<cred>>
S3Source.BasicLookupStrategy.bucket.name = <<org>>-masters
processor.selection_strategy = AutomaticSelectionStrategy
""",
    "p:aws_secret",
)


def _nb(s: dict) -> str:
    conn = (
        f"DefaultEndpointsProtocol=https;AccountName={s['org']}digi;"
        f"AccountKey={s['cred']};EndpointSuffix=core.windows.net"
    )
    return ipynb(
        [
            ("from azure.storage.blob import BlobServiceClient\nimport pathlib\n", None),
            (
                f'CONN = "{conn}"\nsvc = BlobServiceClient.from_connection_string(CONN)\nprint(CONN)\n',
                conn + "\n",
            ),
            (
                "scans = sorted(pathlib.Path('D:/Scans/Photographs').glob('*.tif'))\nlen(scans)\n",
                None,
            ),
        ]
    )


F.reg(
    "digitisation_azure_blob_ipynb",
    ("digitisation/upload_scans_<<n>>.ipynb", "notebooks/<<first>>_<<word>>_masters.ipynb"),
    _nb,
    "p:azure_storage",
)

F.reg(
    "networkmanager_nmconnection_staff_wifi",
    (
        "etc/NetworkManager/system-connections/<<orgc>>-Staff.nmconnection",
        "kiosk-<<n>>/Museum-Staff.nmconnection",
    ),
    """[connection]
id=<<orgc>>-Staff
uuid=<<uuid>>
type=wifi
interface-name=wlan0
autoconnect=true

[wifi]
mode=infrastructure
ssid=<<orgc>>-Staff

[wifi-security]
auth-alg=open
key-mgmt=wpa-psk
psk=<<cred>>

[ipv4]
method=auto

[ipv6]
addr-gen-mode=default
method=auto
""",
    "human",
    syntax="ini",
)


def _nut(rng: random.Random, s: dict) -> None:
    s["mon"] = rng.choice(("upsmon", "monuser", "nutmon"))


F.reg(
    "nut_upsd_users_server_room",
    ("etc/nut/upsd.users", "server-room-<<n>>/nut/upsd.users"),
    """# upsd.users - Network UPS Tools user access (server room, <<city>>)
[admin]
	password = <<hex8>>Adm
	actions = SET
	instcmds = ALL

[<<mon>>]
	password = <<cred>>
	upsmon primary
""",
    "pw_bare",
    extra=_nut,
)
