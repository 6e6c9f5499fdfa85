# ruff: noqa: E501
"""Family j: a Serbian Orthodox cathedral (саборна црква) in Serbia, in Serbian (Cyrillic and
Latin)."""

from __future__ import annotations

import html
import json

from hundredfourteenth_spec import Fam, dec_url_after, enc_url, gen_pw, hexs

FAM = Fam(
    name="saborna_crkva_cathedral_serbia",
    orgs=("sabornaluka", "hrammiholj", "sabornicrkvans", "svetisavahram", "sabornikragujevac"),
    tld="org.rs",
    first=(
        ("Марко", "Marko"),
        ("Јелена", "Jelena"),
        ("Никола", "Nikola"),
        ("Милица", "Milica"),
        ("Душан", "Dusan"),
        ("Ана", "Ana"),
        ("Стефан", "Stefan"),
        ("Драгана", "Dragana"),
    ),
    last=(
        ("Јовановић", "Jovanovic"),
        ("Петровић", "Petrovic"),
        ("Николић", "Nikolic"),
        ("Марковић", "Markovic"),
        ("Ђорђевић", "Djordjevic"),
        ("Стојановић", "Stojanovic"),
        ("Илић", "Ilic"),
    ),
    words=(
        "slava",
        "svetisava",
        "bozic",
        "vaskrs",
        "hram",
        "crkva",
        "beograd",
        "krsna",
        "pravoslavlje",
        "lazar",
        "studenica",
        "zica",
        "ikona",
        "tamjan",
        "kandilo",
        "liturgija",
        "badnjak",
    ),
    pets=("dzeki", "lesi", "mrki", "maza", "meda", "cupko", "zuca"),
    cc="+381",
)

R = FAM.reg


def _tg_html(s: dict) -> str:
    def msg(i: int, who: str, text: str) -> str:
        return (
            f'<div class="message default clearfix" id="message{s["n"] + i}">\n'
            f' <div class="body">\n  <div class="pull_right date details" title="{s["dmy2"]} {s["time"]}:0{i}">{s["time"]}</div>\n'
            f'  <div class="from_name">{who}</div>\n  <div class="text">{html.escape(text)}</div>\n </div>\n</div>\n'
        )

    return (
        '<!DOCTYPE html>\n<html>\n<head><meta charset="utf-8"/><title>Exported Data</title></head>\n<body>\n'
        '<div class="page_header"><div class="text bold">Канцеларија храма</div></div>\n<div class="history">\n'
        + msg(
            1,
            f"{s['fn2']} {s['ln2']}",
            "Помаже Бог, која је лозинка за сајт храма? Треба да окачим распоред богослужења",
        )
        + msg(2, f"{s['fn']} {s['ln']}", "Бог ти помогао. Корисник је kancelarija")
        + msg(3, f"{s['fn']} {s['ln']}", s["cred"])
        + "</div>\n</body>\n</html>\n"
    )


R(
    "saborna_telegram_html_export_lozinka_sajt",
    (
        "Telegram Desktop/ChatExport_<<date>>/messages.html",
        "Downloads/Telegram Desktop/ChatExport_<<n>>/messages.html",
    ),
    _tg_html,
    "human_x",
    syntax="",
)

R(
    "saborna_nestpay_prilozi_store_key_php",
    ("prilozi/config/nestpay.php", "public_html/<<org>>/prilog/nestpay_<<n>>.php"),
    """<?php
// Онлајн прилози за обнову звоника - Banca Intesa NestPay 3D Pay Hosting
return [
    'client_id' => '13<<n2>><<n>>',
    'store_key' => '<<cred>>',
    'store_type' => '3D_PAY_HOSTING',
    'currency' => '941',
    'ok_url' => 'https://<<dom>>/prilozi/hvala',
    'fail_url' => 'https://<<dom>>/prilozi/greska',
    'gateway' => 'https://bib.eway2pay.com/fim/est3Dgate',
];
""",
    "alnum:20",
    syntax="",
)


def _go2rtc(s: dict) -> str:
    e = s["enc"]
    return (
        "# Камере у порти и припрати -> go2rtc -> пренос на сајт\n"
        "streams:\n"
        f"  porta: rtsp://admin:{e}@{s['ip']}:554/cam/realmonitor?channel=1&subtype=0\n"
        f"  priprata: rtsp://admin:{e}@{s['ip']}:554/cam/realmonitor?channel=2&subtype=0\n"
        'api:\n  listen: ":1984"\n'
        "webrtc:\n  candidates:\n    - stun:8555\n"
    )


R(
    "saborna_go2rtc_yaml_rtsp_percent_encoded",
    ("go2rtc/go2rtc.yaml", "opt/prenos-<<n>>/go2rtc.yaml"),
    _go2rtc,
    lambda rng, fam: gen_pw(rng, sym="@#$%&+!*"),
    encode=enc_url,
    decode=dec_url_after("rtsp://admin:"),
)


def _appsettings(s: dict) -> str:
    return json.dumps(
        {
            "ConnectionStrings": {
                "Knjigovodstvo": f"Server={s['ip']}\\SQLEXPRESS;Database=CrkvenaOpstina;User Id=opstina;Password={s['cred']};TrustServerCertificate=True"
            },
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "Parohija": s["org"],
        },
        indent=2,
    )


R(
    "saborna_crkvena_opstina_appsettings_mssql",
    ("CrkvenaOpstina/appsettings.json", "inetpub/opstina-<<n>>/appsettings.Production.json"),
    _appsettings,
    "pw_json",
)

R(
    "saborna_zvona_automatika_controller_ini",
    ("Zvona/zvona.ini", "ProgramData/BellControl/zvona_<<n>>.ini"),
    """; Аутоматика звона - Саборна црква
[controller]
host = <<ip>>
port = 502
model = BellMaster-4

[web]
user = zvonar
password = <<cred>>

[raspored]
jutrenje = 07:30
liturgija = 09:00
vecernje = 17:00
""",
    "pw",
)


def _mail(s: dict) -> str:
    return (
        f"From: {s['Fa']} {s['La']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?0J/RgNC40YHRgtGD0L8g0YHQsNGY0YLRgw==?=\n"
        f"Date: Wed, {s['day']} Jan {s['year']} {s['time']}:00 +0100\n"
        "Content-Type: text/plain; charset=UTF-8\n\n"
        "Помаже Бог оче,\n\n"
        "шаљем приступ за сајт храма (WordPress), да можете сами да качите беседе.\n"
        f"Адреса: https://{s['dom']}/wp-login.php\n"
        f"Корисник: {s['login']}\n"
        f"Лозинка: {s['cred']}\n\n"
        f"Срдачно,\n{s['fn']}\n"
    )


R(
    "saborna_serbian_email_lozinka_wordpress",
    ("Mail/Poslato/<<n2>>.eml", "Thunderbird/hram/Sent/<<n2>>.eml"),
    _mail,
    "human_x",
    syntax="",
)

R(
    "saborna_ikone_woocommerce_consumer_secret_php",
    ("prodavnica/sync-ikone.php", "scripts/woo_ikone_<<n>>.php"),
    """<?php
// Синхронизација продавнице икона и свећа (WooCommerce REST)
require __DIR__ . '/vendor/autoload.php';

use Automattic\\WooCommerce\\Client;

$woo = new Client(
    'https://prodavnica.<<dom>>',
    'ck_<<ck>>',
    '<<cred>>',
    ['version' => 'wc/v3', 'timeout' => 60]
);
print_r($woo->get('products', ['per_page' => 50]));
""",
    lambda rng, fam: "cs_" + hexs(rng, 40),
    syntax="",
    extra=lambda rng, s: {"ck": hexs(rng, 40)},
)

R(
    "saborna_smartpss_sticky_note_ocr",
    ("Skenirano/ceduljica_<<n>>.txt", "OCR/kamere_<<n>>.txt"),
    """КАМЕРЕ (SmartPSS)
korisnik: admin
<<cred>>
не мењати без оца <<fn2>>
""",
    "human_x",
    syntax="",
)
