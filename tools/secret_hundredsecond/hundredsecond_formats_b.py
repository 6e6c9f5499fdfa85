# ruff: noqa: E501
"""Family b: a volunteer fire station (Freiwillige Feuerwehr) in Hesse, Germany (German)."""

from __future__ import annotations

import random

from hundredsecond_spec import Fam, Slots, dec_qp_after, enc_qp, reg

F = Fam(
    name="freiwillige_wehrhaus_hessen",
    orgs=("loeschtal", "wehrbach", "florianhof", "brandhofen"),
    tld="de",
    first=(
        ("Jürgen", "juergen"),
        ("Katrin", "katrin"),
        ("Lukas", "lukas"),
        ("Sabine", "sabine"),
        ("Maximilian", "max"),
        ("Anja", "anja"),
        ("Björn", "bjoern"),
        ("Jana", "jana"),
    ),
    last=(
        ("Müller", "mueller"),
        ("Schäfer", "schaefer"),
        ("Becker", "becker"),
        ("Weiß", "weiss"),
        ("Hoffmann", "hoffmann"),
        ("Köhler", "koehler"),
    ),
    words=(
        "florian",
        "loeschzug",
        "drehleiter",
        "wasser",
        "funk",
        "kameraden",
        "schlauch",
        "blaulicht",
        "sirene",
        "atemschutz",
        "einsatz",
        "hydrant",
        "wache",
        "feuer",
        "maibaum",
        "kreisel",
    ),
    pets=("bello", "rex", "luna", "hasso", "minka", "struppi"),
    places=("lahnau", "wetzlar", "giessen", "biebertal", "huettenberg", "wettenberg"),
    cc="+49",
)

reg(
    F,
    "wehrhaus_divera247_alarm_monitor_json",
    ("home/pi/divera-monitor/config.json", "opt/alarmmonitor/<<place>>/config.json"),
    """{
  "monitor": "Gerätehaus <<placec>> – Fahrzeughalle",
  "divera": {
    "api_base": "https://app.divera247.com/api/v2",
    "accesskey": "<<cred>>",
    "poll_seconds": 10,
    "show_status": true
  },
  "display": {"rotate": 90, "night_off": "23:00-06:00", "hdmi_cec": true},
  "print_alarmfax": {"printer": "Brother_HL_L2350DW", "copies": 2}
}
""",
    "alnum:64",
)

reg(
    F,
    "wehrhaus_fe2_alarmfax_imap_properties",
    ("FE2/Config/mail_input.properties", "opt/alamos/fe2/<<org>>/input_mail.properties"),
    """# FE2 Alarmierung – Alarmfax der Leitstelle per E-Mail (Einrichtung <<dmy>>, <<fa>>)
mail.protocol=imaps
mail.imap.host=imap.<<dom>>
mail.imap.port=993
mail.imap.user=alarmfax@<<dom>>
mail.imap.password=<<cred>>
mail.folder=INBOX
mail.filter.sender=leitstelle@lahn-dill-kreis.de
mail.delete_after_read=false
""",
    "pw",
    "",
)

reg(
    F,
    "wehrhaus_whatsapp_gruppe_passwort_geraetehaus",
    (
        "WhatsApp/WhatsApp Chat mit FF <<placec>> Aktive.txt",
        "exports/whatsapp/ff_<<place>>_<<date>>.txt",
    ),
    """[<<day>>.<<month>>.<<year>>, <<hh>>:<<mi>>:02] <<first>> <<last>>: Moin zusammen, der Tablet-Zugang im Gerätehaus wurde geändert
[<<day>>.<<month>>.<<year>>, <<hh>>:<<mi>>:40] <<first2>> <<last2>>: Und das neue Passwort? Bin morgen beim Übungsabend
[<<day>>.<<month>>.<<year>>, <<hh2>>:01:13] <<first>> <<last>>: Benutzer: ffw-tablet
[<<day>>.<<month>>.<<year>>, <<hh2>>:01:20] <<first>> <<last>>: Passwort: <<cred>>
[<<day>>.<<month>>.<<year>>, <<hh2>>:03:55] <<first2>> <<last2>>: 👍 danke
[<<day>>.<<month>>.<<year>>, <<hh2>>:04:10] <<first>> <<last>>: Nicht in die Jugendfeuerwehr-Gruppe posten bitte!
""",
    "human",
)

reg(
    F,
    "wehrhaus_boswatch_config_ini_telegram_token",
    ("opt/boswatch-<<place>>/config/config.ini", "home/<<fa>>/BOSWatch/config/config.ini"),
    """[BOSWatch]
loglevel = 10
processAlarmAsync = 0
useRegExFilter = 0

[FMS]
idDescribed = 1

[POC]
deny_ric =
filter_range_start = 0000000
filter_range_end = 9999999
idDescribed = 1

[Plugins]
MySQL = 1
Telegram = 1

[MySQL]
dbserver = localhost
dbuser = boswatch
dbpassword = boswatch_<<nnn>>
database = boswatch

[Telegram]
# Bot fuer FF <<placec>>, Kanal Einsatzabteilung
BOTTokenAPIKey = <<cred>>
BOTChatIDAPIKey = -100<<nnnn>><<nnnn>>
RICforLocationAPIKey = <<nnnn>>000
""",
    "p:telegram_bot",
)


def _umlaut_pw(rng: random.Random, s: Slots) -> str:
    w = rng.choice(
        (
            "Löschzug",
            "Gerätewart",
            "Übungsabend",
            "Jugendfeuerwehr",
            "Grünkohl",
            "Tanklöscher",
            "Kühlwasser",
        )
    )
    return f"{w}{rng.randint(10, 2026)}{rng.choice('!?.#')}"


def _qp_extra(rng: random.Random, s: Slots) -> Slots:
    body = (
        f"Hallo {s['first2']},\n\n"
        "anbei wie besprochen die Zugangsdaten für das Online-Banking des Fördervereins "
        f"der Freiwilligen Feuerwehr {s['placec']} (Sparkasse, nur Ansicht und Überweisungen "
        "bis 500 €):\n\n"
        f"Anmeldename: FOEV{s['nnnn']}{s['nn']}\n"
        f"Passwort: {s['cred']}\n\n"
        "Bitte nach dem ersten Login ändern und NICHT in die WhatsApp-Gruppe.\n\n"
        f"Kameradschaftliche Grüße\n{s['first']} {s['last']}\nKassenwart\n"
    )
    return {"qp": enc_qp(body)}


reg(
    F,
    "wehrhaus_kassenwart_email_quoted_printable_passwort",
    ("Mail/Foerderverein/<<date>>_zugang.eml", "Thunderbird/Kassenwart/cur/<<ts>>.eml"),
    """From: <<first>> <<last>> <kasse@<<dom>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: =?UTF-8?Q?Zugang_Online-Banking_F=C3=B6rderverein?=
Date: Tue, <<day>> Mar <<year>> <<hh>>:<<mi>>:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<qp>>""",
    _umlaut_pw,
    "",
    _qp_extra,
    dec_qp_after("Passwort:"),
)

reg(
    F,
    "wehrhaus_nextcloud_davfs2_secrets_line",
    ("etc/davfs2/secrets", "home/<<fa>>/.davfs2/secrets"),
    """# davfs2 secrets file  -- FF <<placec>> Nextcloud (Einsatzberichte)
# server / mount point       username        password
https://cloud.<<dom>>/remote.php/dav/files/<<login>>/ <<login>> <<cred>>
""",
    "pw_bare",
)

reg(
    F,
    "wehrhaus_atemschutz_xlsx_sharedstrings_logins",
    (
        "Atemschutz_<<year>>/xl/sharedStrings.xml",
        "tmp/unzipped/Geraetewart_Zugaenge/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="15" uniqueCount="15"><si><t>System</t></si><si><t>Benutzer</t></si><si><t>Passwort</t></si><si><t>Bemerkung</t></si><si><t>Dräger Atemschutzwerkstatt PC</t></si><si><t>geraetewart</t></si><si><t><<cred>></t></si><si><t>Prüfprotokolle</t></si><si><t>FeuerOn</t></si><si><t><<login>></t></si><si><t>siehe Wehrführer</t></si><si><t>Kreisausbildung</t></si><si><t><<fa2>>.<<la2>></t></si><si><t>läuft über SSO</t></si><si><t>Stand <<dmy>></t></si></sst>
""",
    "human_xml",
)

reg(
    F,
    "wehrhaus_elw_router_openwrt_uci_wireless",
    ("etc/config/wireless", "backup/elw1-router-<<date>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option path 'platform/soc/a000000.wifi'
	option channel '36'
	option band '5g'
	option htmode 'VHT80'
	option country 'DE'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'ELW1-<<placec>>'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human_sq",
)
