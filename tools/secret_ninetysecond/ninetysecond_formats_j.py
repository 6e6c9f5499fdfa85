# ruff: noqa: E501
"""Family j: a German tenants' union (Mieter*innen-Initiative) in Berlin / Leipzig (German):
FileZilla for the website, Mailman lists, Mollie donations, a DokuWiki, a Matrix bot, Telegram
and Brevo newsletters, a backup crontab."""

from __future__ import annotations

import base64
import random

from ninetysecond_spec import B64URL, Fam, after, alnum

DE = Fam(
    name="mieterinitiative_kiez_berlin",
    orgs=(
        ("mieterkiez", "Mieter*innen-Initiative Kiez Kreuzberg"),
        ("wohnenbleiben", "Wohnen Bleiben Leipzig-Connewitz"),
        ("hausgemeinschaftenvernetzt", "Hausgemeinschaften vernetzt e.V."),
        ("mietenwahnsinn", "Bündnis gegen Mietenwahnsinn Neukölln"),
    ),
    tld="de",
    first=(
        ("Lena", "lena"),
        ("Jonas", "jonas"),
        ("Miriam", "miriam"),
        ("Deniz", "deniz"),
        ("Jürgen", "juergen"),
        ("Hannah", "hannah"),
        ("Malte", "malte"),
        ("Sibel", "sibel"),
        ("Felix", "felix"),
        ("Greta", "greta"),
    ),
    last=(
        ("Becker", "becker"),
        ("Schröder", "schroeder"),
        ("Yılmaz", "yilmaz"),
        ("Hoffmann", "hoffmann"),
        ("Krüger", "krueger"),
        ("Wagner", "wagner"),
        ("Neumann", "neumann"),
        ("Schulz", "schulz"),
    ),
    words=(
        "freiheit",
        "kiez",
        "mieten",
        "solidaritaet",
        "spree",
        "currywurst",
        "brezel",
        "sonnenschein",
        "kaffee",
        "fahrrad",
        "hinterhof",
        "heimat",
        "altbau",
        "kreuzberg",
        "wedding",
        "mauerpark",
    ),
    pets=("bello", "mietze", "struppi", "minka", "felix", "balou", "kruemel", "paule"),
    cc="+49",
    places=(
        "kreuzberg",
        "neukoelln",
        "wedding",
        "connewitz",
        "friedrichshain",
        "moabit",
        "altona",
        "ehrenfeld",
    ),
)


def _de_fz(rng: random.Random, s: dict[str, object]) -> None:
    s["enc"] = base64.b64encode(str(s["cred"]).encode()).decode()


DE.reg(
    "mieter_filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "home/<<fa>>/.config/filezilla/sitemanager.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.<<dom>></Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User><<org>>_web</User>
			<Pass encoding="base64"><<enc>></Pass>
			<Logontype>1</Logontype>
			<PasvMode>MODE_DEFAULT</PasvMode>
			<EncodingType>Auto</EncodingType>
			<BypassProxy>0</BypassProxy>
			<Name>Webseite <<town>></Name>
			<SyncBrowsing>0</SyncBrowsing>
			<DirectoryComparison>0</DirectoryComparison>
		</Server>
	</Servers>
</FileZilla3>
""",
    "pw",
    extra=_de_fz,
    decode=lambda t: base64.b64decode(after(t, r'<Pass encoding="base64">([^<]+)</Pass>')).decode(),
)

DE.reg(
    "mieter_german_email_passwort_mailman_liste",
    ("Mail/Gesendet/<<ts>>.eml", "thunderbird_export/<<date>>_mailingliste.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Admin-Zugang Mailingliste Hausversammlung
Date: <<date>> <<time>>:40 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Hallo <<fn2>>,

wie besprochen übernimmst du ab nächster Woche die Moderation der Liste
hausversammlung-<<place>>@lists.<<dom>>.

Admin-Oberfläche: https://lists.<<dom>>/mailman/admin/hausversammlung-<<place>>
Admin-Passwort: <<cred>>

Bitte nicht an die ganze Liste weiterleiten ;)

Solidarische Grüße
<<fn>>
""",
    "human",
    syntax="",
)

DE.reg(
    "mieter_mollie_spenden_php_config",
    ("spenden/config.php", "public_html/<<place>>/spenden/config.php"),
    """<?php
// Spendenformular für die Rechtshilfekasse (Mollie)
require_once __DIR__ . '/vendor/autoload.php';

$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey('<<cred>>');

const SPENDEN_REDIRECT = 'https://<<dom>>/spenden/danke';
const SPENDEN_WEBHOOK  = 'https://<<dom>>/spenden/webhook.php';
const SPENDEN_ZWECK    = 'Rechtshilfefonds <<town>>';
""",
    "p:mollie_live",
    syntax="",
)

DE.reg(
    "mieter_dokuwiki_zugangsdaten_seite",
    ("data/pages/intern/zugangsdaten.txt", "wiki/data/pages/ag_<<place>>/zugaenge.txt"),
    """====== Zugangsdaten AG Öffentlichkeitsarbeit ======

Stand: <<dmy>> (<<fn>>)

^ Dienst                ^ Benutzer                  ^ Passwort           ^ Bemerkung            ^
| Instagram             | mieterkiez_<<place>>        | <<cred>> | 2FA über Vereinshandy |
| Webseite (WordPress)  | redaktion                 | siehe Passwortsafe | |
| Canva Team            | <<email>>        | per SSO | |

Bei Wechsel bitte hier eintragen und im Plenum Bescheid sagen.
""",
    "human",
    syntax="",
)

DE.reg(
    "mieter_matrix_bot_config_access_token",
    ("maubot/config.yaml", "bots/<<place>>-erinnerung/config.yaml"),
    """# Erinnerungs-Bot für die Hausversammlungen (matrix-nio)
homeserver: https://matrix.<<dom>>
user_id: "@erinnerung-bot:<<dom>>"
device_id: <<dev>>
access_token: <<cred>>
rooms:
  - "!<<room>>:<<dom>>"
timezone: Europe/Berlin
messages:
  weekly: "Erinnerung: Hausversammlung am Donnerstag, 19 Uhr, Hinterhof <<town>>."
""",
    lambda rng: (
        "syt_"
        + base64.b64encode(b"erinnerung-bot").decode().rstrip("=")
        + "_"
        + alnum(rng, 20)
        + "_"
        + alnum(rng, 6)
    ),
    extra=lambda rng, s: s.update(
        dev=alnum(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        room=alnum(rng, 18, B64URL.replace("-", "").replace("_", "")),
    ),
)


def _de_tg_html(s: dict[str, object]) -> str:
    def msg(i: int, who: str, text: str, joined: bool) -> str:
        cls = "message default clearfix joined" if joined else "message default clearfix"
        fromn = "" if joined else f'\n      <div class="from_name">\n{who}\n      </div>'
        return f"""
    <div class="{cls}" id="message{3400 + i}">
     <div class="body">
      <div class="pull_right date details" title="{s["dmy"].replace("/", ".")} {s["time"]}:0{i} UTC+01:00">
{s["time"]}
      </div>{fromn}
      <div class="text">
{text}
      </div>
     </div>
    </div>"""

    return (
        '<!DOCTYPE html>\n<html>\n <head>\n  <meta charset="utf-8"/>\n  <title>Exported Data</title>\n </head>\n <body>\n  <div class="page_wrap">\n   <div class="history">'
        + msg(1, f"{s['fn']} {s['ln']}", "Wer hat nochmal das Passwort vom Vereinslaptop?", False)
        + msg(2, f"{s['fn2']} {s['ln2']}", f"Benutzer: buero<br>Passwort: {s['cred']}", False)
        + msg(3, f"{s['fn2']} {s['ln2']}", "Bitte nach dem Plenum wieder abmelden 🙂", True)
        + "\n   </div>\n  </div>\n </body>\n</html>\n"
    )


DE.reg(
    "mieter_telegram_html_export_passwort_laptop",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "exporte/telegram_plenum_<<n>>/messages.html",
    ),
    _de_tg_html,
    "human_x",
    syntax="",
)

DE.reg(
    "mieter_brevo_newsletter_python_sync",
    ("newsletter/brevo_sync.py", "skripte/<<place>>_newsletter.py"),
    '''"""Neue Unterzeichner*innen der Mietenstopp-Liste in den Brevo-Newsletter übernehmen."""

import csv

import sib_api_v3_sdk

conf = sib_api_v3_sdk.Configuration()
conf.api_key["api-key"] = "<<cred>>"
api = sib_api_v3_sdk.ContactsApi(sib_api_v3_sdk.ApiClient(conf))

with open("unterschriften_<<place>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        contact = sib_api_v3_sdk.CreateContact(email=row["E-Mail"], list_ids=[<<n>>], update_enabled=True)
        api.create_contact(contact)
''',
    "p:brevo",
)

DE.reg(
    "mieter_vserver_crontab_mysqldump_backup",
    ("var/spool/cron/crontabs/<<fa>>", "server/<<place>>/crontab.txt"),
    """# m h  dom mon dow   command
MAILTO=<<email>>
15 3 * * * mysqldump -u wp_<<place>> -p'<<cred>>' wp_<<place>> | gzip > /backup/wp_$(date +\\%F).sql.gz
45 3 * * * rsync -a /backup/ backup@<<ip>>:/srv/backups/<<org>>/
0 4 * * 0 find /backup -name '*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)
