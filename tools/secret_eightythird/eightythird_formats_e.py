# ruff: noqa: E501
"""Family e: a skydiving club flying an L-410 Turbolet in Moravia (Czech Republic; Czech)."""

from __future__ import annotations

from eightythird_spec import Fam, dec_url_userinfo, email, enc_url, gen_pw, hexs, pw_needing, wa

F = Fam(
    name="padak_skydiving_club_czech",
    orgs=("padakovo", "volnypad", "turboletklub", "oblakskok"),
    tld="cz",
    first=(
        ("Jan", "jan"),
        ("Petra", "petra"),
        ("Tomáš", "tomas"),
        ("Lucie", "lucie"),
        ("Jiří", "jiri"),
        ("Veronika", "veronika"),
        ("Ondřej", "ondrej"),
    ),
    last=(
        ("Novák", "novak"),
        ("Svobodová", "svobodova"),
        ("Dvořák", "dvorak"),
        ("Černá", "cerna"),
        ("Procházka", "prochazka"),
        ("Kučerová", "kucerova"),
    ),
    words=(
        "padak",
        "seskok",
        "volnypad",
        "letadlo",
        "oblak",
        "sokol",
        "vltava",
        "pivo",
        "knedlik",
        "krtek",
        "sumava",
        "morava",
        "turbolet",
        "kruhac",
        "vrchlabi",
        "tandem",
    ),
    pets=("rex", "micka", "bety", "ferda", "maxik", "azor"),
    cc="420",
    places=("Prostějov", "Klatovy", "Hradec Králové", "Kolín", "Medlánky"),
    regs=("OK-SDM", "OK-PDK", "OK-LET", "OK-TUR", "OK-KLA"),
    tz="+0100",
)

F.reg(
    "padak_burble_manifest_kiosk_config_json_api_key",
    ("manifest/kiosk/config_<<nn>>.json", "kiosk-<<place>>/burble-board.json"),
    """{
  "dropzone": "<<orgc>> <<place>>",
  "locale": "cs-CZ",
  "burble": {
    "baseUrl": "https://dzm.burblesoft.com",
    "dzId": <<nn>>,
    "apiKey": "<<cred>>",
    "refreshSeconds": 20
  },
  "screens": ["loads", "weather", "calls"],
  "aircraft": "<<reg>>"
}
""",
    "uuid",
)

F.reg(
    "padak_czech_whatsapp_heslo_wifi_balirna",
    ("WhatsApp Chat s Parakluci <<place>> <<nn>>.txt", "chaty/balirna_<<date>>.txt"),
    lambda s: wa(
        [
            (s["first"] + " " + s["last"], f"Zítra první load v 9:00, {s['reg']} je natankovaný"),
            (s["first2"], "Jaký je heslo na wifi v balírně? Chci nahrát videa z tandemů"),
            (s["first"] + " " + s["last"], f"síť {s['orgc']}_Balirna, heslo {s['cred']}"),
            (s["first2"], "díky 🙏"),
            (s["first"] + " " + s["last"], "a nezapomeň podepsat manifest"),
        ],
        s,
        style="dot",
    ),
    "human",
    syntax="",
)

F.reg(
    "padak_comgate_voucher_eshop_php_secret",
    ("eshop/app/config/comgate.local.php", "www/poukazy-<<nn>>/config/platby.php"),
    """<?php
// Comgate – platby za tandemové poukazy
return [
    'comgate' => [
        'merchant' => '<<nn>>41',
        'secret'   => '<<cred>>',
        'test'     => false,
        'country'  => 'CZ',
        'curr'     => 'CZK',
        'method'   => 'ALL',
        'label'    => 'Tandemový seskok <<place>>',
    ],
];
""",
    "p:comgate",
    syntax="",
)


def _pct(rng, fam, s):
    return pw_needing(rng, "@:/#%?!", lambda: gen_pw(rng, sym="-_."))


F.reg(
    "padak_jump_ledger_sqlalchemy_url_percent_encoded",
    ("ucetnictvi/skoky_<<nn>>.py", "scripts/<<org>>_jump_ledger_<<date>>.py"),
    lambda s: (
        '"""Přehled skoků a kreditů členů pro pokladníka."""\n\n'
        "from sqlalchemy import create_engine, text\n\n"
        f'DB_URL = "mysql+pymysql://pokladnik:{s["enc"]}@{s["ip"]}:3306/skoky?charset=utf8mb4"\n'
        "engine = create_engine(DB_URL, pool_pre_ping=True)\n\n"
        "with engine.connect() as c:\n"
        '    for row in c.execute(text("SELECT jmeno, kredit FROM clenove WHERE kredit < 0")):\n'
        "        print(row.jmeno, row.kredit)\n"
    ),
    _pct,
    extra=lambda rng, s: s.update(enc=enc_url(s["cred"])),
    decode=dec_url_userinfo,
)

F.reg(
    "padak_jump_logbook_sync_toml_invented_token",
    ("home/<<fa>>/.config/skylog/sync.toml", "logbook/<<org>>/skylog_<<nn>>.toml"),
    """# synchronizace elektronického deníku seskoků s výškoměrem
[account]
user = "<<user>>"
token = "<<cred>>"

[device]
kind = "dekunu-one"
serial = "DK<<nn>><<n>>"

[export]
format = "csv"
folder = "/home/<<fa>>/skoky"
""",
    "x:sklg_live_:32",
)

F.reg(
    "padak_tandem_video_crontab_sshpass_rsync",
    ("var/spool/cron/crontabs/video", "backup/<<org>>_crontab_<<nn>>.txt"),
    """# m h  dom mon dow   command
*/30 8-20 * * * sshpass -p '<<cred>>' rsync -az /srv/tandemy/ video@nas.<<dom>>:/volume1/tandemy/ >> /var/log/tandem_sync.log 2>&1
15 23 * * * find /srv/tandemy -mtime +14 -delete
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "padak_czech_email_heslo_pojistovna_portal",
    ("posta/odeslane/<<date>>_pojisteni_<<nn>>.eml", "mail/<<fa>>/pojistovna_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        s["email2"],
        "Přístup do portálu pojišťovny (úrazové pojištění parašutistů)",
        f"Ahoj {s['first2']},\n\nposílám přístup do portálu pojišťovny, ať můžeš nahlásit nové členy:\n"
        f"https://portal.pojistovna-letci.cz\nuživatel: {s['orgc'].upper()}{s['nn']}\nheslo: {s['cred']}\n\n"
        f"Díky a modré nebe,\n{s['first']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "padak_home_assistant_secrets_yaml_ambient_weather",
    ("homeassistant/secrets.yaml", "ha-<<place>>/config/secrets_<<nn>>.yaml"),
    """# Home Assistant – letiště, větrný rukáv a meteostanice
latitude_home: 49.4<<n>>
longitude_home: 17.1<<n>>
ambient_api_key: "<<cred>>"
ambient_app_key: "<<appkey>>"
mqtt_user: ha
""",
    "p:ambient",
    extra=lambda rng, s: s.update(appkey=hexs(rng, 64)),
)
