# ruff: noqa: E501
"""Family b: a Polish party's local branch (koło) in Lublin / Łódź (Polish): CiviCRM on
WordPress, FreshMail, Przelewy24 donations, Messenger and Signal chats, a treasurer's e-mail in
quoted-printable, a flat-ODS member list."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import Fam, after, dec_qp_block, enc_qp, pick, roster

PL = Fam(
    name="kolo_partyjne_polska",
    orgs=(
        ("kololublin", "Koło Miejskie Lublin-Śródmieście"),
        ("zgodalodz", "Porozumienie Zgoda – Koło Łódź-Bałuty"),
        ("razemwolnosc", "Razem dla Wolności – Koło Gdańsk"),
        ("obywatelskiekolo", "Obywatelskie Koło Kraków-Podgórze"),
    ),
    tld="pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Paweł", "pawel"),
        ("Małgorzata", "malgorzata"),
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Grzegorz", "grzegorz"),
        ("Zofia", "zofia"),
        ("Wojciech", "wojciech"),
        ("Joanna", "joanna"),
        ("Mikołaj", "mikolaj"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Szymańska", "szymanska"),
        ("Dąbrowski", "dabrowski"),
        ("Kaczmarek", "kaczmarek"),
    ),
    words=(
        "solidarnosc",
        "wolnosc",
        "ojczyzna",
        "biedronka",
        "zubr",
        "wisla",
        "orzel",
        "pierogi",
        "zgoda",
        "kotek",
        "sejmik",
        "wybory",
        "rownosc",
        "malina",
        "slonce",
        "bursztyn",
    ),
    pets=("burek", "azor", "reksio", "mruczek", "filemon", "puszek", "kasztan", "lunka"),
    cc="+48",
    places=("lublin", "lodz", "gdansk", "krakow", "radom", "torun", "kielce", "olsztyn"),
)

PL_ACCENTED = (
    "Wolność",
    "Żubr",
    "Słońce",
    "Równość",
    "Łąka",
    "Źródło",
    "Gęś",
    "Ojczyzna",
    "Żółw",
    "Pączek",
    "Kraków",
    "Bałtyk",
)


def _pl_accented_pw(rng: random.Random) -> str:
    while True:
        w = pick(rng, PL_ACCENTED)
        w2 = pick(rng, PL_ACCENTED)
        pw = pick(
            rng,
            (
                f"{w}{rng.randint(1970, 2027)}!",
                f"{w}{w2}{rng.randint(1, 99)}",
                f"{w.lower()}.{pick(rng, PL.pets)}{rng.randint(10, 99)}",
                f"{w}_{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}",
            ),
        )
        if not pw.isascii() and len(pw) >= 8:
            return pw


def _pl_qp(rng: random.Random, s: dict[str, object]) -> None:
    body = (
        f"Cześć {s['fn2']},\n\n"
        f"przesyłam dane do panelu Przelewy24, żebyś mógł/mogła w piątek rozliczyć zbiórkę na "
        f"kampanię do sejmiku.\n\n"
        f"Login: {s['login']}\n"
        f"Hasło: {s['cred']}\n\n"
        f"Proszę nie przekazywać dalej i zmienić po zalogowaniu.\n\n"
        f"Pozdrawiam serdecznie,\n{s['fn']} {s['ln']}\nSkarbnik, {s['orgname']}\n"
    )
    s["body"] = enc_qp(body)


PL.reg(
    "kolo_treasurer_email_quoted_printable_haslo",
    ("poczta/skarbnik/<<date>>_przelewy24.eml", "mail/Wyslane/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?Q?Dost=C4=99p_do_panelu_Przelewy24?=
Date: <<date>> <<time>>:12 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    _pl_accented_pw,
    syntax="",
    extra=_pl_qp,
    decode=lambda t: after(dec_qp_block(t), r"Hasło: (.+)"),
)

PL.reg(
    "kolo_civicrm_settings_php_dsn",
    ("wp-content/uploads/civicrm/civicrm.settings.php", "private/civicrm.settings.<<place>>.php"),
    """<?php
/**
 * CiviCRM Configuration File - koło <<town>>
 */
global $civicrm_root, $civicrm_setting, $civicrm_paths;

if (!defined('CIVICRM_UF')) {
  define('CIVICRM_UF', 'WordPress');
}

if (!defined('CIVICRM_UF_DSN') && CIVICRM_UF !== 'UnitTests') {
  define('CIVICRM_UF_DSN', 'mysql://wp_<<org>>:<<cred>>@localhost/wp_<<org>>?new_link=true');
}

if (!defined('CIVICRM_DSN')) {
  define('CIVICRM_DSN', 'mysql://wp_<<org>>:<<cred>>@localhost/civi_<<org>>?new_link=true');
}

$civicrm_root = '/var/www/<<org>>/wp-content/plugins/civicrm/civicrm/';
if (!defined('CIVICRM_TEMPLATE_COMPILEDIR')) {
  define('CIVICRM_TEMPLATE_COMPILEDIR', '/var/www/<<org>>/wp-content/uploads/civicrm/templates_c/');
}
define('CIVICRM_UF_BASEURL', 'https://<<dom>>/');
""",
    "pw_url",
    syntax="",
)


def _pl_messenger(s: dict[str, object]) -> str:
    def moj(t: str) -> str:
        return t.encode("utf-8").decode("latin-1")

    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    ts = int(str(s["ts"])) * 1000
    data = {
        "participants": [{"name": moj(a)}, {"name": moj(b)}],
        "messages": [
            {
                "sender_name": moj(a),
                "timestamp_ms": ts + 95000,
                "content": moj("dzięki, działa 👍"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(b),
                "timestamp_ms": ts + 61000,
                "content": str(s["cred"]),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(b),
                "timestamp_ms": ts + 40000,
                "content": moj("hasło do fanpage'a koła, login to mail koła"),
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": moj(a),
                "timestamp_ms": ts,
                "content": moj(
                    f"Hej, możesz mi podesłać hasło do fanpage'a? Chcę wrzucić plakat na spotkanie w {s['town']}"
                ),
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": moj(b),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']!s}{s['la2']!s}_{s['ts']}",
        "magic_words": [],
    }
    return json.dumps(data, indent=2)


PL.reg(
    "kolo_messenger_json_export_haslo_fanpage",
    (
        "messages/inbox/<<fa2>><<la2>>_<<ts>>/message_1.json",
        "facebook-<<fa>><<n>>/messages/inbox/kolo_<<n>>/message_1.json",
    ),
    _pl_messenger,
    "human",
)

PL.reg(
    "kolo_freshmail_newsletter_php_api",
    ("newsletter/wyslij_biuletyn.php", "cron/freshmail_<<place>>.php"),
    """<?php
// Biuletyn koła <<town>> - wysyłka przez FreshMail REST API (v2)
require __DIR__ . '/vendor/autoload.php';

use FreshMail\\Api\\Client\\FreshMailApiClient;

$apiKey    = '<<apikey>>';
$apiSecret = '<<cred>>';
$listHash  = '<<hash>>';

$client = new \\FreshMail\\RestApi($apiKey, $apiSecret);
$response = $client->doRequest('subscriber/addMultiple', [
    'list' => $listHash,
    'subscribers' => json_decode(file_get_contents('nowi_czlonkowie.json'), true),
    'state' => 1,
]);
echo "Dodano: " . count($response['data']) . PHP_EOL;
""",
    "hex:40",
    syntax="",
    extra=lambda rng, s: s.update(
        apikey="".join(rng.choice("0123456789abcdef") for _ in range(32)),
        hash="".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(10)),
    ),
)

PL.reg(
    "kolo_przelewy24_donations_symfony_yaml",
    ("config/packages/przelewy24.yaml", "darowizny/config/p24_<<place>>.yaml"),
    """# Darowizny na kampanię - Przelewy24 (produkcja)
przelewy24:
    merchant_id: <<mid>>
    pos_id: <<mid>>
    crc: '<<crc>>'
    api_key: '<<cred>>'
    live: true
    return_url: 'https://<<dom>>/darowizny/dziekujemy'
    status_url: 'https://<<dom>>/darowizny/p24/status'
    description: 'Darowizna na rzecz komitetu wyborczego - koło <<town>>'
""",
    "p:p24_api",
    extra=lambda rng, s: s.update(
        mid=rng.randint(100000, 399999),
        crc="".join(rng.choice("0123456789abcdef") for _ in range(16)),
    ),
)


def _pl_signal(s: dict[str, object]) -> str:
    return (
        f"[{s['dmy'].replace('/', '.')} {s['time']}] {s['fn']}: Kto ma dostęp do wspólnego dysku Google koła?\n"
        f"[{s['dmy'].replace('/', '.')} {s['time']}] {s['fn2']}: ja, konto sekretariat@{s['dom']}\n"
        f"[{s['dmy'].replace('/', '.')} {s['time2']}] {s['fn2']}: hasło: {s['cred']}\n"
        f"[{s['dmy'].replace('/', '.')} {s['time2']}] {s['fn2']}: tylko nie zmieniaj, bo skarbnik się pogubi 😅\n"
        f"[{s['dmy'].replace('/', '.')} {s['time2']}] {s['fn']}: jasne, dzięki!\n"
    )


PL.reg(
    "kolo_signal_desktop_copied_haslo_dysk",
    ("notatki/signal_zarzad_kola_<<n>>.txt", "Pulpit/skopiowane_z_signala_<<date>>.txt"),
    _pl_signal,
    "human",
    syntax="",
)

PL.reg(
    "kolo_wordpress_wp_config_db_haslo",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/**
 * Podstawowa konfiguracja WordPressa - strona koła <<town>>
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'WP_HOME', 'https://<<dom>>' );
define( 'WP_SITEURL', 'https://<<dom>>' );

$table_prefix = 'kl_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _pl_fods_rows(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        cells = (
            i,
            name,
            phone,
            login,
            pw,
            pick(rng, ("członek", "sympatyk", "zarząd", "skarbnik")),
        )
        return (
            "     <table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>"
        )

    roster(PL, rng, s, row)


PL.reg(
    "kolo_flat_ods_czlonkowie_loginy_intranet",
    ("dokumenty/lista_czlonkow_<<place>>.fods", "Wspolne/zarzad/czlonkowie_<<year>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Członkowie">
     <table:table-row><table:table-cell office:value-type="string"><text:p>Lp.</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Imię i nazwisko</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Telefon</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Login intranet</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Funkcja</text:p></table:table-cell></table:table-row>
<<rows>>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
    extra=_pl_fods_rows,
)
