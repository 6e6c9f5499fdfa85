# ruff: noqa: E501
"""Family f: a maker-space start-up in Kraków, Poland (Polish)."""

from __future__ import annotations

import json

from ninetyninth_corpus import hexs
from ninetyninth_spec import Fam

F = Fam(
    name="makerspace_startup_krakow",
    orgs=("warsztatownia", "lajkoniklab", "smokfab"),
    tld="pl",
    first=(
        ("Katarzyna", "katarzyna"),
        ("Piotr", "piotr"),
        ("Agnieszka", "agnieszka"),
        ("Tomasz", "tomasz"),
        ("Magdalena", "magdalena"),
        ("Paweł", "pawel"),
        ("Łukasz", "lukasz"),
        ("Zofia", "zofia"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Kowalski", "kowalski"),
        ("Wiśniewska", "wisniewska"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Zieliński", "zielinski"),
    ),
    words=(
        "obwarzanek",
        "smok",
        "wawel",
        "pierogi",
        "kazimierz",
        "wisla",
        "krakus",
        "bigos",
        "oscypek",
        "lajkonik",
        "nowahuta",
        "zapiekanka",
        "sukiennice",
        "podgorze",
        "kopiec",
    ),
    pets=("burek", "azor", "reksio", "kluska", "mruczek", "fafik", "pusia"),
    cc="48",
    city="Kraków",
)

POLISH = ("Żubr", "Łódka", "Gęś", "Źródło", "Ślimak", "Pączek", "Żaba", "Łoś", "Wiśnia", "Jeż")


def _pl_pw(r, s):
    w = r.choice(POLISH)
    return r.choice(
        (
            f"{w}{r.randint(1990, 2026)}{r.choice('!#*')}",
            f"{w}{r.choice(F.words).capitalize()}{r.randint(1, 99)}",
            f"{r.choice(F.pets)}{w}{r.randint(10, 99)}!",
        )
    )


F.reg(
    "krk_makerspace_prusalink_printer_settings_ini",
    (
        "printers/mk4-<<n>>/prusa_printer_settings.ini",
        "<<org>>/farm/mk4s-<<nn>>/prusa_printer_settings.ini",
    ),
    """[printer]
type = MK4S
name = <<org>>-mk4s-<<nn>>
location = pracownia, parter

[network]
hostname = mk4s-<<nn>>

[service::local]
enable = 1
username = maker
password = <<cred>>
api_key = <<akey>>

[service::connect]
hostname = connect.prusa3d.com
tls = 1
port = 0
""",
    cred="pw",
    syntax="ini",
    extra=lambda r, s: {"akey": hexs(r, 16)},
)


def _members_json(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "app": "fabman-kiosk",
            "space": s["org"],
            "adres": "ul. Lipowa 4, Kraków",
            "kiosk": {"login": f"kiosk{s['n']}@{s['dom']}", "haslo": s["cred"], "jezyk": "pl"},
            "uwagi": "Hasło do kiosku przy wejściu – zmienić po warsztatach dla dzieci",
        },
        ensure_ascii=True,
        indent=2,
    )


F.reg(
    "krk_makerspace_kiosk_config_json_unicode_escapes_haslo",
    ("kiosk/config_<<nn>>.json", "<<org>>-kiosk/settings/kiosk-<<n>>.json"),
    _members_json,
    cred=_pl_pw,
    decode=lambda t: json.loads(t)["kiosk"]["haslo"],
)


def _moji(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _messenger(s: dict[str, object]) -> str:
    p1, p2 = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    msgs = [
        (p1, "Dzięki! Działa 👍"),
        (p2, s["cred"]),
        (p2, "Hasło do wspólnego konta Fusion 360 (licencja edukacyjna):"),
        (p1, "Cześć, ktoś pamięta hasło do Fusiona? Mam kursantów o 18"),
    ]
    return json.dumps(
        {
            "participants": [{"name": _moji(p1)}, {"name": _moji(p2)}],
            "messages": [
                {
                    "sender_name": _moji(n),
                    "timestamp_ms": s["ts"] - i * 61000,
                    "content": _moji(t),
                    "is_geoblocked_for_viewer": False,
                }
                for i, (n, t) in enumerate(msgs)
            ],
            "title": _moji(p2),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['tid']}",
        },
        indent=2,
    )


F.reg(
    "krk_makerspace_messenger_inbox_json_mojibake_fusion",
    (
        "messages/inbox/<<fa2>><<la2>>_<<tid>>/message_1.json",
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<tid>>/message_1.json",
    ),
    _messenger,
    cred="human",
    extra=lambda r, s: {
        "ts": r.randint(1735000000, 1790000000) * 1000,
        "tid": r.randint(10**15, 10**16),
    },
)

F.reg(
    "krk_makerspace_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "ha-<<org>>/config/secrets.yaml"),
    """# Home Assistant – pracownia (zamek, wentylacja lasera, czujnik CO2)
wifi_ssid: "<<org>>-pracownia"
wifi_password: "<<cred>>"
mqtt_user: ha
mqtt_password: "<<mq>>"
nuki_bridge_token: "<<nuki>>"
latitude_home: 50.0<<nn>>
longitude_home: 19.9<<nn>>
""",
    cred="human_x",
    extra=lambda r, s: {"mq": F.human(r, True), "nuki": hexs(r, 6)},
)

F.reg(
    "krk_makerspace_przelewy24_raport_key_php",
    ("sklep/config/przelewy24.php", "<<org>>-karnety/config/p24_<<n>>.php"),
    """<?php
// Przelewy24 – karnety miesięczne i warsztaty
return [
    'merchant_id' => <<mid>>,
    'pos_id'      => <<mid>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',   // klucz do raportów (REST)
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/karnet/dziekujemy',
];
""",
    cred="hex:32",
    syntax="",
    extra=lambda r, s: {"mid": r.randint(100000, 399999), "crc": hexs(r, 16)},
)

F.reg(
    "krk_makerspace_fabman_mysql_bash_history",
    ("home/<<fa>>/.bash_history", "backup/<<org>>-srv/root.bash_history"),
    """sudo apt update && sudo apt upgrade -y
cd /srv/<<org>>
docker compose ps
mysql -u fabman -p'<<cred>>' -h 127.0.0.1 pracownia -e "select count(*) from rezerwacje where dzien=curdate();"
mysqldump -u fabman -p'<<cred>>' pracownia > /backup/pracownia_$(date +%F).sql
ls -lh /backup
exit
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "krk_makerspace_dokuwiki_dostepy_page_txt",
    ("dokuwiki/data/pages/dostepy/<<fa>>.txt", "wiki/data/pages/pracownia/dostepy_<<n>>.txt"),
    """====== Dostępy – pracownia ======

Strona tylko dla zarządu. Ostatnia zmiana: <<fn>> <<ln>>, <<d>>.<<mo>>.<<y>>

===== Fusion 360 (konto wspólne) =====
  * login: cad@<<dom>>
  * hasło: <<cred>>

===== Laser (LightBurn, licencja) =====
  * klucz licencji w szufladzie pod laserem

===== Drukarki =====
Panel PrusaConnect – konto <<fa2>> (2FA), nie udostępniać.
""",
    cred="human",
    syntax="",
)

F.reg(
    "krk_makerspace_go2rtc_cameras_rtsp_yaml",
    ("go2rtc/go2rtc.yaml", "<<org>>-kamery/go2rtc-<<n>>.yaml"),
    """# kamery nad laserem i frezarką CNC
streams:
  laser: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  cnc: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
api:
  listen: ":1984"
webrtc:
  candidates:
    - stun:8555
""",
    cred="pw_url",
)
