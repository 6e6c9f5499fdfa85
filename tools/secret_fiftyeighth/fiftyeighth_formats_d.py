# ruff: noqa: E501
"""Family d: a tenants' association (Mieterverein / Hausgemeinschaft) in Leipzig, Germany (German)."""

from __future__ import annotations

import quopri
import random

from fiftyeighth_spec import Fam, after, pick

F = Fam(
    "mieterverein_hausgemeinschaft_leipzig",
    ("mietertreffconnewitz",),
    "de",
    ("jana", "steffen", "katrin", "mirko", "ulrike", "jens", "sandra", "thomas", "anke", "felix"),
    ("schubert", "krause", "lehmann", "hoffmann", "richter", "wolf", "neumann", "schreiber"),
    (
        "hinterhof",
        "treppenhaus",
        "hoffest",
        "waschkeller",
        "connewitz",
        "balkon",
        "nachbarn",
        "kiez",
        "mietpreis",
        "hausflur",
        "fahrradkeller",
        "gartenbeet",
    ),
    ("bello", "mieze", "struppi", "lotte", "krümel", "bruno"),
    ("sommer", "winter", "herbst", "fruehling"),
    "+49",
    "Leipzig",
)

F.reg(
    "mieter_nextcloud_config_php_dbpassword",
    (
        "nextcloud-<<year>>/config/config.php",
        "server_backup_<<date>>/var/www/nextcloud/config/config.php",
    ),
    "<?php\n$CONFIG = array (\n  'instanceid' => 'oc<<hex8>>',\n  'passwordsalt' => '<<hex16>>',\n  'trusted_domains' =>\n  array (\n    0 => 'cloud.<<dom>>',\n  ),\n"
    "  'datadirectory' => '/var/www/nextcloud/data',\n  'dbtype' => 'mysql',\n  'version' => '29.0.4.1',\n  'dbname' => 'nextcloud',\n  'dbhost' => 'localhost',\n"
    "  'dbuser' => 'ncadmin',\n  'dbpassword' => '<<cred>>',\n  'installed' => true,\n  'default_language' => 'de',\n);\n",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "mieter_signal_export_passwort_postfach",
    (
        "signal-export/Hausgemeinschaft_<<org>>/chat.md",
        "signal_backup_<<date>>/Hausgemeinschaft.md",
    ),
    "[<<date>> <<time>>] <<fname>> <<lname>>: Wer kommt nochmal an das gemeinsame Postfach (hausgemeinschaft@<<dom>>) ran?\n"
    "[<<date>> <<time2>>] <<fname2>>: ich. Passwort ist <<cred>>\n"
    "[<<date>> <<time2>>] <<fname2>>: bitte nicht weitergeben, die Hausverwaltung liest sonst mit 😅\n"
    "[<<date>> <<time2>>] <<fname>> <<lname>>: 👍\n",
    cred="human",
)

F.reg(
    "mieter_mailman3_cfg_database_url",
    ("etc/mailman3/mailman_<<org>>.cfg", "listen-server_<<date>>/etc/mailman3/mailman.cfg"),
    "[mailman]\nsite_owner: listen-admin@<<dom>>\nlayout: debian\n\n[database]\nclass: mailman.database.postgresql.PostgreSQLDatabase\n"
    "url: postgresql://mailman:<<cred>>@localhost/mailman\n\n[mta]\nincoming: mailman.mta.postfix.LMTP\nlmtp_port: 8024\n",
    cred="pw_url",
    syntax="ini",
)

F.reg(
    "mieter_kassenbuch_ods_content_xml_zugang",
    ("Kassenbuch_<<year>>_ods/content.xml", "Verein/Zugaenge_<<date>>/content.xml"),
    '<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">'
    '<office:body><office:spreadsheet><table:table table:name="Zugänge">'
    "<table:table-row><table:table-cell><text:p>Dienst</text:p></table:table-cell><table:table-cell><text:p>Benutzer</text:p></table:table-cell><table:table-cell><text:p>Passwort</text:p></table:table-cell></table:table-row>"
    "<table:table-row><table:table-cell><text:p>GLS Online-Banking</text:p></table:table-cell><table:table-cell><text:p><<num>><<n>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>"
    "</table:table></office:spreadsheet></office:body></office:document-content>\n",
    cred="pw_xml",
)

F.reg(
    "mieter_newsletter_brevo_php_api_key",
    ("website/newsletter/anmelden_<<n>>.php", "public_html/rundbrief/brevo_<<year>>.php"),
    '<?php\n// Rundbrief-Anmeldung -> Brevo Liste "Mieter*innen <<city>>"\n$apiKey = "<<cred>>";\n$listId = <<n>>;\n\n'
    "$ch = curl_init('https://api.brevo.com/v3/contacts');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['api-key: ' . $apiKey, 'Content-Type: application/json']);\n"
    "curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['email' => $_POST['email'], 'listIds' => [$listId]]));\ncurl_exec($ch);\n",
    cred="p:brevo",
    syntax="",
)

F.reg(
    "mieter_raspi_setup_nmcli_wifi_hausflur",
    ("raspi-infoscreen/setup_<<n>>.sh", "hausflur-display_<<year>>/install.sh"),
    "#!/bin/bash\n# Infoscreen im Hausflur (Raspberry Pi 4) - Ersteinrichtung\nset -e\nsudo raspi-config nonint do_hostname infoscreen<<n>>\n"
    'sudo nmcli dev wifi connect "Hausgemeinschaft_EG" password "<<cred>>"\n'
    "sudo apt-get install -y chromium-browser unclutter\necho '@chromium-browser --kiosk https://<<dom>>/aushang' >> ~/.config/lxsession/LXDE-pi/autostart\n",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "mieter_vorstand_protokoll_markdown_zugangstabelle",
    ("Protokolle/<<date>>_Vorstandssitzung.md", "wiki/uebergabe_vorstand_<<year>>.md"),
    "# Protokoll Vorstandssitzung <<dmy>>\n\nAnwesend: <<fname>> <<lname>>, <<fname2>>, Kassenwart\n\n## TOP 3: Übergabe Zugänge\n\n"
    "| Dienst | Benutzer | Passwort | Wer hat's |\n|---|---|---|---|\n| Website (WordPress) | vorstand | <<cred>> | <<fname>> |\n"
    "| Instagram | @<<org>> | (siehe Signal) | <<fname2>> |\n\nNächste Sitzung: Hoffest planen.\n",
    cred="human",
)

_UML = (
    "Grünau",
    "Hofgärten",
    "Schlüssel",
    "Mieterhöhung",
    "Südvorstadt",
    "Nachbarschaftsfest",
    "Wäscheleine",
    "Fußweg",
    "Straßenfest",
)


def _qp_pw(rng: random.Random) -> str:
    return f"{pick(rng, _UML)}{rng.randint(2019, 2026)}{rng.choice('!.#?')}"


def _qp_mail(s: dict) -> str:
    body = (
        f"Liebe {s['fname2']},\n\ndu übernimmst ja ab nächsten Monat die Kasse. Für das Vereinskonto bei der Sparkasse:\n\n"
        f"Anmeldename: {s['user']}\nPasswort: {s['cred']}\n\nDie TAN-App läuft über mein Handy, das stellen wir beim nächsten Treffen um.\n\nViele Grüße\n{s['fname']}\n"
    )
    qp = quopri.encodestring(body.encode("utf-8")).decode()
    return (
        f"From: {s['fname']} {s['lname']} <{s['email']}>\nTo: {s['email2']}\nSubject: =?UTF-8?Q?=C3=9Cbergabe_Kasse?=\nDate: Tue, {s['d']} Sep {s['year']} {s['time']}:00 +0200\n"
        "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        + qp
    )


def _qp_decode(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode()).decode("utf-8"), "Passwort: ")


F.reg(
    "mieter_kasse_email_quoted_printable_passwort",
    ("Mails/Uebergabe_Kasse_<<date>>.eml", "thunderbird/Verein/kasse_<<num>>.eml"),
    _qp_mail,
    cred=_qp_pw,
    decode=_qp_decode,
)
