# ruff: noqa: E501
"""Family n: a genealogy hobbyist in Vaduz (Liechtenstein; German, Alemannic)."""

from __future__ import annotations

import urllib.parse

from fortyninth_spec import Fam, after, enc_url, pick

F = Fam(
    name="stammbaum_genealogy_vaduz",
    orgs=("stammbaumli", "ahnenvaduz", "telecom-li", "schaanerchronik", "rheintalahnen"),
    tld="li",
    first=(
        "Anton",
        "Theresia",
        "Josef",
        "Kreszenz",
        "Alois",
        "Ursula",
        "Franz",
        "Maria Anna",
        "Egon",
        "Brigitte",
    ),
    last=("Büchel", "Frommelt", "Hasler", "Kaiser", "Marxer", "Ospelt", "Wohlwend", "Beck"),
    words=(
        "stammbaum",
        "kirchenbuch",
        "ahnentafel",
        "malbun",
        "gutenberg",
        "rheintal",
        "riebel",
        "kasknöpfle",
        "taufregister",
        "sippe",
        "urahn",
    ),
    seasons=("fasnacht", "funkensonntag", "alpabfahrt", "staatsfeiertag", "advent"),
    cc="423",
    pets=("bello", "susi", "rex", "mohrle", "flocki"),
    latin={"Büchel": "buechel"},
)

F.reg(
    "stammbaum_webtrees_config_ini_php",
    ("webtrees/data/config.ini.php", "httpdocs/ahnen<<n2>>/data/config.ini.php"),
    """; <?php return; ?> DO NOT DELETE THIS LINE
dbtype="mysql"
dbhost="localhost"
dbport="3306"
dbuser="<<fa>>_wt"
dbpass="<<cred>>"
dbname="<<fa>>_webtrees"
tblpfx="wt_"
base_url="https://ahnen.<<dom>>"
rewrite_urls="1"
""",
    cred="pw_dq",
    syntax="",
)


def _umlaut_pw(rng, s):
    return (
        pick(
            rng,
            ("Kasknöpfle", "Großvater", "Büchel", "Ahnenförscher", "Fürstentum", "Märzenbecher"),
        )
        + f"{rng.randint(1700, 1950)}{pick(rng, ('!', '#', '&', '?', '/'))}"
    )


def _dec_url(text: str) -> str:
    u = urllib.parse.urlsplit(after(text, r"URL=(\S+)"))
    return urllib.parse.unquote(u.password or "")


F.reg(
    "stammbaum_url_shortcut_webdav_percent_encoded",
    ("Desktop/Ahnen-Archiv (WebDAV).url", "Users/<<fa>>/Favorites/Familienarchiv <<n2>>.url"),
    lambda s: (
        f"""[InternetShortcut]
URL=https://{s["fa"]}:{enc_url(s["cred"])}@dav.{s["dom"]}/remote.php/dav/files/{s["fa"]}/Kirchenbuecher/
IDList=
HotKey=0
IconFile=C:\\Windows\\System32\\shell32.dll
IconIndex=13
"""
    ),
    cred=_umlaut_pw,
    syntax="",
    decode=_dec_url,
)

F.reg(
    "stammbaum_email_landesarchiv_kennwort_lesesaal",
    (
        "Mail/Posteingang/<<date>> Landesarchiv Zugang.eml",
        "Thunderbird/Mail/Local Folders/Archiv.sbd/<<n4>>.eml",
    ),
    """From: Liechtensteinisches Landesarchiv <info@<<dom>>>
To: <<full>> <<<email2>>>
Subject: Ihr Zugang zum digitalen Lesesaal
Date: Tue, 4 Feb <<year>> 10:<<n2>>:44 +0100
Content-Type: text/plain; charset="utf-8"

Sehr geehrte(r) <<first>> <<last>>

Ihr Benutzerkonto für den digitalen Lesesaal wurde freigeschaltet. Sie können nun die
digitalisierten Pfarrbücher (Taufen, Ehen, Sterbefälle 1640-1900) einsehen.

  Benutzername: <<user>>
  Kennwort: <<cred>>

Bitte ändern Sie das Kennwort nach der ersten Anmeldung.

Freundliche Grüsse
Landesarchiv
""",
    cred="pw",
)

F.reg(
    "stammbaum_gramps_web_docker_env_secret_key",
    ("gramps-web/.env", "docker/grampsweb-<<n2>>/grampsweb.env"),
    """GRAMPSWEB_TREE=Stammbaum <<last>>
GRAMPSWEB_SECRET_KEY=<<cred>>
GRAMPSWEB_BASE_URL=https://ahnen.<<dom>>
GRAMPSWEB_CELERY_CONFIG__broker_url=redis://grampsweb_redis:6379/0
GRAMPSWEB_CELERY_CONFIG__result_backend=redis://grampsweb_redis:6379/0
GRAMPSWEB_EMAIL_HOST=mail.<<dom>>
GRAMPSWEB_EMAIL_PORT=465
""",
    cred="b64u:48",
)

F.reg(
    "stammbaum_threema_chat_export_kennwort_ancestry",
    ("Threema/messages-<<first2>>.txt", "Documents/threema_export_<<date>>/messages-<<n4>>.txt"),
    """[<<ddot>>, <<time>>] <<first2>>: Häsch du s'Passwort für s'Ancestry-Konto vom Grossvatter no?
[<<ddot>>, <<time>>] Ich: Ja, Benutzer isch <<email2>>
[<<ddot>>, <<time2>>] Ich: Kennwort: <<cred>>
[<<ddot>>, <<time2>>] <<first2>>: Merci vilmol, i lueg mol d'Auswanderer noch Amerika noh
""",
    cred="human",
)

F.reg(
    "stammbaum_ocr_notizzettel_matricula_login",
    ("Scans/Notizzettel_<<n3>>.txt", "Bilder/OCR/zettel_<<date>>.txt"),
    """Matricula / Archion Zugänge
--------------------------
Archion (ev. Kirchenbücher)
  <<email2>>
  <<cred>>
  Pass gültig bis <<ddot>>
Matricula: kein Login nötig
FamilySearch: wie Google
""",
    cred="human",
)

F.reg(
    "stammbaum_python_archion_login_requests",
    ("Ahnenforschung/tools/archion_download.py", "Users/<<fa>>/genealogie/archion_<<n2>>.py"),
    '''"""Lädt die Seiten eines Kirchenbuchs aus dem Viewer (nur für den eigenen Gebrauch)."""

import requests

USER = "<<email2>>"
KENNWORT = "<<cred>>"

s = requests.Session()
s.post("https://www.archion.de/de/login", data={"user": USER, "pass": KENNWORT, "logintype": "login"}, timeout=30)
for seite in range(1, 40):
    r = s.get(f"https://www.archion.de/de/viewer/?no_cache=1&uid=<<n4>><<n3>>&page={seite}", timeout=30)
    open(f"seiten/{seite:03d}.html", "w", encoding="utf-8").write(r.text)
''',
    cred="pw_dq",
)

F.reg(
    "stammbaum_keepass_xml_export_entry",
    ("Dokumente/KeePass-Export <<date>>.xml", "USB/Sicherung_<<n2>>/keepass_export.xml"),
    """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
  <Meta>
    <Generator>KeePass</Generator>
    <DatabaseName>Familie <<last>></DatabaseName>
  </Meta>
  <Root>
    <Group>
      <Name>Ahnenforschung</Name>
      <Entry>
        <UUID><<hex12>>AAAAAAAAAA==</UUID>
        <String><Key>Title</Key><Value>MyHeritage</Value></String>
        <String><Key>UserName</Key><Value><<email2>></Value></String>
        <String><Key>Password</Key><Value ProtectInMemory="True"><<cred>></Value></String>
        <String><Key>URL</Key><Value>https://www.myheritage.de/</Value></String>
        <String><Key>Notes</Key><Value>Abo läuft bis <<ddot>></Value></String>
      </Entry>
    </Group>
  </Root>
</KeePassFile>
""",
    cred="pw_xml",
)
