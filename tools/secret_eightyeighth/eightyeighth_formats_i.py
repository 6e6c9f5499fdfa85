# ruff: noqa: E501
"""Family i: a retro-computing collector in Athens, Greece (Greek): a WiFi232 modem set up by
AT commands, eBay auction tracking, a Viber chat, a MiSTer's wpa_supplicant, FileZilla's
site manager (base64, encoded), FujiNet, git credentials and a Greek e-mail."""

from __future__ import annotations

import base64
import random

from eightyeighth_spec import SYLLOGI as F
from eightyeighth_spec import Slots, after, alnum, hexs, pick


def _retro(rng: random.Random, s: Slots) -> None:
    s["machine"] = pick(
        rng,
        (
            "Amiga 500",
            "Commodore 64",
            "ZX Spectrum +2",
            "Amstrad CPC 6128",
            "Atari 800XL",
            "BBC Micro",
        ),
    )
    s["ssid"] = pick(rng, ("COSMOTE-", "Vodafone-", "NOVA_", "WIND-")) + alnum(
        rng, 6, "0123456789ABCDEF"
    )
    s["appid"] = f"{s['fa']}-retro-PRD-{hexs(rng, 9)}-{hexs(rng, 8)}"
    s["devid"] = f"{hexs(rng, 8)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 12)}"


F.reg(
    "syllogi_wifi232_modem_at_commands_capture_log",
    ("retro/c64/wifi232_setup_<<ymd>>.log", "Documents/ρετρό/modem-capture-<<n>>.txt"),
    """ATI
WiFi232 Modem Emulator v1.0
OK
AT$SSID=<<ssid>>
OK
AT$PASS=<<cred>>
OK
ATC1
CONNECTING TO SSID <<ssid>>.......
CONNECTED TO <<ssid>> IP ADDRESS: <<lip>>
OK
AT&W
OK
ATDTbbs.<<dom>>:6400
CONNECT 2400
""",
    cred="human_x",
    syntax="",
    extra=_retro,
)


F.reg(
    "syllogi_ebaysdk_ebay_yaml_cert_id",
    ("retro-auctions/ebay.yaml", "home/<<user>>/amiga-watch/ebay.yaml"),
    """# ebaysdk - παρακολούθηση δημοπρασιών για <<machine>>
name: ebay_api_config

api.ebay.com:
    compatability: 1113
    appid: <<appid>>
    certid: <<cred>>
    devid: <<devid>>
    siteid: 77

svcs.ebay.com:
    appid: <<appid>>
    version: 1.13.0
""",
    cred=lambda rng, f, s: (
        f"PRD-{hexs(rng, 12)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}-{hexs(rng, 4)}"
    ),
    extra=_retro,
)


def _viber(s: Slots) -> str:
    d = s["dmy"]
    return f"""{d},{s["time"]},{s["name2"]},{s["phone2"]},Γεια σου! Βρήκα ένα {s["machine"]} στο Μοναστηράκι, θες να μπεις στο λογαριασμό του συλλόγου στο eBay να δεις τις τιμές;
{d},{s["time"]},{s["name"]},{s["phone"]},Ναι στείλε μου τον κωδικό
{d},{s["time2"]},{s["name2"]},{s["phone2"]},Χρήστης: syllogi_retro
{d},{s["time2"]},{s["name2"]},{s["phone2"]},Κωδικός: {s["cred"]}
{d},{s["time2"]},{s["name"]},{s["phone"]},Ευχαριστώ! 👍
"""


F.reg(
    "syllogi_viber_csv_greek_kodikos_ebay",
    ("Viber/Viber_<<fa2>>_<<ymd>>.csv", "Downloads/viber-chat-<<n>>.csv"),
    _viber,
    cred="human",
    syntax="",
    extra=_retro,
)


F.reg(
    "syllogi_mister_fpga_wpa_supplicant_conf_psk",
    ("media/fat/linux/wpa_supplicant.conf", "MiSTer-backup-<<ymd>>/linux/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GR

network={
    ssid="<<ssid>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    cred="pw_dq",
    syntax="",
    extra=_retro,
)


def _fz(s: Slots) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.{s["dom"]}</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User>{s["user"]}</User>
			<Pass encoding="base64">{s["enc"]}</Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>Μουσείο ρετρό υπολογιστών</Name>
			<RemoteDir>1 0 11 public_html</RemoteDir>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
"""


F.reg(
    "syllogi_filezilla_sitemanager_xml_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup_<<ymd>>/FileZilla/sitemanager.xml"),
    _fz,
    cred="pw_xml",
    extra=_retro,
    enc=lambda v, s: base64.b64encode(v.encode()).decode(),
    decode=lambda text: base64.b64decode(
        after(text, r'<Pass encoding="base64">([^<]+)</Pass>')
    ).decode(),
)


F.reg(
    "syllogi_fujinet_fnconfig_ini_wifi_passphrase",
    ("fujinet-sd/fnconfig.ini", "retro/atari/fujinet-<<ymd>>/fnconfig.ini"),
    """[General]
devicename=fujinet-<<n>>
hsioindex=8
timezone=EET-2EEST,M3.5.0/3,M10.5.0/4
rotationsounds=1
configenabled=1
boot_mode=0

[WiFi]
enabled=1
SSID=<<ssid>>
passphrase=<<cred>>

[Host1]
type=tnfs
name=fujinet.online

[Host2]
type=tnfs
name=tnfs.<<dom>>
""",
    cred="human",
    syntax="ini",
    extra=_retro,
)


F.reg(
    "syllogi_git_credentials_github_pat_emulator_fork",
    ("home/<<user>>/.git-credentials", "Users/<<user>>/.git-credentials"),
    """https://<<user>>:<<cred>>@github.com
""",
    cred="p:github_pat",
    syntax="",
)


F.reg(
    "syllogi_greek_email_kodikos_retro_forum",
    ("Mail/Απεσταλμένα/<<ymd>>-forum.eml", "Thunderbird/Sent/<<n>>-kodikos.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?zpvOv86zzrHPgc65zrHPg868z4zPgiDPhs+Mz4HOv8+Fzrw=?=
Date: Wed, <<day>> May <<year>> <<time>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Γεια σου <<first2>>,

όπως είπαμε στη συνάντηση του συλλόγου, σου στέλνω τα στοιχεία για τον
λογαριασμό διαχειριστή στο φόρουμ (για την έκθεση με το <<machine>>):

Όνομα χρήστη: admin_<<user>>
Κωδικός: <<cred>>

Μην τον δώσεις σε άλλους, θα τον αλλάξω μετά την έκθεση.

Φιλικά,
<<first>>
""",
    cred="human",
    syntax="",
    extra=_retro,
)
