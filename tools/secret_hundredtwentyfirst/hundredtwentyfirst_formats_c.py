# ruff: noqa: E501
"""Family c: a maternity ward's nurses' station in Poland (Polish): AMMS / Asseco HIS, e-ZLA
and P1 certificates, CTG central monitoring, Messenger and SMS between midwives, ward Wi-Fi,
Przelewy24 for paid family-birth options."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam, enc_json_u, hexs, with_chars, xesc

F = Fam(
    name="maternity_nurses_station_poland",
    orgs=(
        ("bocianek", "Szpital Powiatowy „Bocianek”"),
        ("szpitalzdroj", "Szpital Miejski w Zdroju"),
        ("karetka", "Centrum Medyczne Karetka"),
        ("polozniczy", "Oddział Położniczy SPZOZ"),
    ),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Małgorzata", "malgorzata"),
        ("Katarzyna", "katarzyna"),
        ("Joanna", "joanna"),
        ("Ewa", "ewa"),
        ("Beata", "beata"),
        ("Żaneta", "zaneta"),
        ("Magdalena", "magdalena"),
        ("Tomasz", "tomasz"),
        ("Paweł", "pawel"),
    ),
    last=(
        ("Kowalska", "kowalska"),
        ("Nowak", "nowak"),
        ("Wiśniewska", "wisniewska"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowska", "lewandowska"),
        ("Zielińska", "zielinska"),
        ("Szymańska", "szymanska"),
    ),
    words=(
        "bocian",
        "polozna",
        "dyzur",
        "kwiatek",
        "slonce",
        "krakow",
        "wisla",
        "legia",
        "mamusia",
        "dzidzia",
        "kotek",
        "zima",
        "wiosna",
        "noworodek",
        "grafik",
    ),
    pets=("burek", "reksio", "mruczek", "azor", "kicia", "pusia"),
    towns=("Kielce", "Radom", "Tarnów", "Płock", "Nowy Sącz", "Zamość"),
    cc="48",
    lwords=(
        "położna",
        "słoneczko",
        "żabka",
        "dyżur",
        "kwiatuszek",
        "źdźbło",
        "łąka",
        "gwiazdeczka",
    ),
)


def _messenger(s: dict) -> str:
    def moj(t: str) -> str:  # Facebook's export stores UTF-8 bytes as Latin-1 code points
        return t.encode("utf-8").decode("latin-1")

    base = s["ts"] * 1000
    msgs = [
        (
            s["fn"] + " " + s["ln"],
            f"Dziewczyny, nowe hasło do AMMS na dyżurce: {s['cred']}",
            60_000,
        ),
        (s["fn2"] + " " + s["ln2"], "Dzięki, a login ten sam?", 120_000),
        (s["fn"] + " " + s["ln"], f"Tak, {s['user']}", 180_000),
    ]
    obj = {
        "participants": [
            {"name": moj(s["fn"] + " " + s["ln"])},
            {"name": moj(s["fn2"] + " " + s["ln2"])},
        ],
        "messages": [
            {
                "sender_name": moj(a),
                "timestamp_ms": base + dt,
                "content": moj(c),
                "is_geoblocked_for_viewer": False,
            }
            for a, c, dt in reversed(msgs)
        ],
        "title": moj("Położne Sala Porodowa"),
        "is_still_participant": True,
        "thread_path": f"inbox/poloznesalaporodowa_{s['n3']}",
    }
    return json.dumps(obj, indent=2) + "\n"


F.reg(
    "porodowka_messenger_json_haslo_amms_dyzurka",
    (
        "messages/inbox/poloznesalaporodowa_<<n3>>/message_1.json",
        "facebook-<<user>>/messages/inbox/porodowka_<<n>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

F.reg(
    "porodowka_ktg_central_monitoring_station_ini",
    ("CTG/CentralaKTG/config/station.ini", "ProgramData/KTG_Centrala_<<n>>/station.ini"),
    """; Centrala monitorowania KTG — Sala porodowa, <<orgname>>
[Station]
Name=KTG-CENTRALA-<<n>>
Beds=8
Language=pl

[HL7]
Host=<<ip>>
Port=2575
SendingFacility=PORODOWKA

[Database]
Server=<<ip2>>\\SQLEXPRESS
Database=ktg_archiwum
User=ktg_app
Password=<<cred>>
""",
    "pw",
)

F.reg(
    "porodowka_ezla_certyfikat_zus_email_haslo",
    ("poczta/Certyfikat ZUS e-ZLA <<fa>>.eml", "Outlook/Skrzynka/ezla_<<d8>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Certyfikat do e-ZLA (PUE ZUS) na komputer w dyżurce
Date: <<iso>> <<time>>
Content-Type: text/plain; charset=UTF-8

Pani <<fn>>,

w załączniku certyfikat ZUS do wystawiania e-ZLA dla lekarzy z oddziału położniczego
(plik <<fa>>_<<la>>.pfx). Hasło do certyfikatu:

<<cred>>

Proszę nie zapisywać na kartce przy monitorze :)

Pozdrawiam,
<<fn2>> <<ln2>>
Dział Informatyki
""",
    "human",
    syntax="",
)

F.reg(
    "porodowka_dyzurka_kartka_ocr_haslo_next_line",
    ("skany/kartka_dyzurka_<<n>>.txt", "OCR/IMG_<<d8>>_<<n3>>.txt"),
    """KOMPUTER DYŻURKA POŁOŻNYCH
(nie wynosić!!)

login
poloznadyzur<<n2>>
hasło
<<cred>>

Centrala KTG - restart: przycisk z tyłu
tel. informatyk <<phone>>
""",
    "human",
    syntax="",
)

F.reg(
    "porodowka_netsh_wlan_profile_oddzial_xml",
    ("wifi/Wi-Fi-Porodowka-<<n>>.xml", "IT/profile_wlan/Oddzial_Polozniczy_<<n3>>.xml"),
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name>Porodowka-<<n>></name>
	<SSIDConfig>
		<SSID>
			<name>Porodowka-<<n>></name>
		</SSID>
	</SSIDConfig>
	<connectionType>ESS</connectionType>
	<connectionMode>auto</connectionMode>
	<MSM>
		<security>
			<authEncryption>
				<authentication>WPA2PSK</authentication>
				<encryption>AES</encryption>
				<useOneX>false</useOneX>
			</authEncryption>
			<sharedKey>
				<keyType>passPhrase</keyType>
				<protected>false</protected>
				<keyMaterial><<cred>></keyMaterial>
			</sharedKey>
		</security>
	</MSM>
</WLANProfile>
""",
    "human_x",
)

F.reg(
    "porodowka_przelewy24_porod_rodzinny_php",
    ("platnosci/config/p24.php", "www/oplaty-<<n>>/config/przelewy24.php"),
    """<?php
// Płatności za poród rodzinny / znieczulenie — <<orgname>>
return [
    'merchant_id' => <<mid>>,
    'pos_id' => <<mid>>,
    'crc' => '<<cred>>',
    'api_key' => '<<apikey>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/platnosci/dziekujemy',
];
""",
    "hex:16",
    syntax="",
    extra=lambda rng, s: {"mid": rng.randint(100000, 399999), "apikey": hexs(rng, 32)},
)


def _dec_json(text: str) -> str:
    return json.loads(text)["konta"][0]["haslo"]


def _grafik(s: dict) -> str:
    obj = {
        "oddzial": "Położnictwo i Ginekologia",
        "miesiac": f"{s['year']}-{s['n2'] % 12 + 1:02d}",
        "konta": [{"login": s["user"], "haslo": "@@ENC@@", "system": "AMMS"}],
        "dyzury": [{"data": s["iso"], "polozna": s["fn"] + " " + s["ln"], "zmiana": "N"}],
    }
    return json.dumps(obj, ensure_ascii=True, indent=1).replace("@@ENC@@", s["enc"]) + "\n"


F.reg(
    "porodowka_grafik_export_json_unicode_haslo",
    ("grafik/eksport_<<d8>>.json", "Pulpit/grafik_dyzurow_<<n>>.json"),
    _grafik,
    with_chars("human_l", "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"),
    decode=_dec_json,
    enc=enc_json_u,
)


def _sms(s: dict) -> str:
    return (
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
        f'<smses count="2" backup_set="{s["uuid"]}" backup_date="{s["ts"]}000" type="full">\n'
        f'  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"]}000" type="1" subject="null" '
        f'body="{xesc("Hej, jakie jest hasło do wifi na porodówce? Pacjentka pyta")}" toa="null" sc_toa="null" '
        f'service_center="null" read="1" status="-1" locked="0" readable_date="{s["date"]} {s["time"]}" contact_name="{xesc(s["fn2"])}" />\n'
        f'  <sms protocol="0" address="{s["phone2"]}" date="{s["ts"]}500" type="2" subject="null" '
        f'body="{xesc("Sala porodowa: " + s["cred"])}" toa="null" sc_toa="null" '
        f'service_center="null" read="1" status="-1" locked="0" readable_date="{s["date"]} {s["time2"]}" contact_name="{xesc(s["fn2"])}" />\n'
        "</smses>\n"
    )


F.reg(
    "porodowka_sms_backup_restore_xml_wifi_sala",
    ("SMSBackupRestore/sms-<<d8>><<hh>><<mm>>.xml", "telefon_<<fa>>/sms-<<n3>>.xml"),
    _sms,
    "human_x",
)
