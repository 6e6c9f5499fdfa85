# ruff: noqa: E501
"""Family o: a first-aid (pierwsza pomoc) training centre in Kraków, Poland (Polish)."""

from __future__ import annotations

import json
import random

from hundredsecond_spec import Fam, Slots, dec_b64_after, enc_b64, reg

F = Fam(
    name="first_aid_training_krakow",
    orgs=("ratunkowo", "sercekurs", "apteczkapro", "pulsmed"),
    tld="pl",
    first=(
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Piotr", "piotr"),
        ("Zofia", "zofia"),
        ("Michał", "michal"),
        ("Katarzyna", "kasia"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Kowalski", "kowalski"),
        ("Wiśniewska", "wisniewska"),
        ("Wójcik", "wojcik"),
        ("Kamiński", "kaminski"),
        ("Zieliński", "zielinski"),
    ),
    words=(
        "ratunek",
        "serce",
        "apteczka",
        "krakow",
        "wawel",
        "smok",
        "pierogi",
        "kurs",
        "rko",
        "defibrylator",
        "zdrowie",
        "wisla",
        "bursztyn",
        "sokol",
        "tatry",
        "zubr",
    ),
    pets=("burek", "azor", "reksio", "kropka", "mruczek", "luna"),
    places=("krakow", "nowahuta", "podgorze", "wieliczka", "tarnow", "bochnia"),
    cc="+48",
)


def _fb(text: str) -> str:
    """Facebook exports store UTF-8 bytes as Latin-1 code points."""
    return text.encode("utf-8").decode("latin-1")


def _messenger(s: Slots) -> str:
    base = int(s["ts"]) * 1000
    a = f"{s['first']} {s['last']}"
    b = f"{s['first2']} {s['last2']}"
    return json.dumps(
        {
            "participants": [{"name": _fb(a)}, {"name": _fb(b)}],
            "messages": [
                {
                    "sender_name": _fb(a),
                    "timestamp_ms": base + 60000,
                    "content": _fb(f"Hasło do panelu kursantów: {s['cred']}"),
                },
                {
                    "sender_name": _fb(b),
                    "timestamp_ms": base,
                    "content": _fb(
                        "Cześć, jakie jest nowe hasło do panelu? Jutro kurs KPP w sobotę"
                    ),
                },
            ],
            "title": _fb(f"{a} i {b}"),
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}{s['la']}_{s['nnnn']}{s['nnn']}",
        },
        indent=2,
    )


reg(
    F,
    "ratownik_messenger_json_haslo_mojibake",
    (
        "your_facebook_activity/messages/inbox/<<fa>><<la>>_<<nnnn>>/message_1.json",
        "Pobrane/facebook-<<fa>><<nn>>/messages/inbox/kurs_<<nnnn>>/message_1.json",
    ),
    _messenger,
    "human_json",
)

reg(
    F,
    "ratownik_przelewy24_crc_key_php",
    ("sklep/config/przelewy24.php", "public_html/<<org>>/zapisy/p24.php"),
    """<?php
// Zapisy na kursy pierwszej pomocy – płatności Przelewy24 (produkcja)
return [
    'merchant_id' => <<nnnn>><<nn>>,
    'pos_id' => <<nnnn>><<nn>>,
    'crc' => '<<cred>>',
    'api_key' => '<<hex12>><<hex12>><<hex8>>',
    'sandbox' => false,
    'url_return' => 'https://<<dom>>/zapisy/dziekujemy',
];
""",
    "hex:16",
    "",
)

reg(
    F,
    "ratownik_payu_oauth_client_env",
    ("zapisy/.env", "srv/<<org>>/sklep/.env.prod"),
    """# PayU – kursy firmowe BHP / pierwsza pomoc
PAYU_POS_ID=<<nnnn>><<nn>>
PAYU_CLIENT_ID=<<nnnn>><<nn>>
PAYU_CLIENT_SECRET=<<cred>>
PAYU_MD5_KEY=<<hex12>><<hex12>><<hex8>>
PAYU_ENV=secure
""",
    "hex:32",
    "",
)

reg(
    F,
    "ratownik_moodle_config_php_dbpass",
    ("var/www/moodle/config.php", "srv/<<org>>/elearning/config.php"),
    """<?php  // Moodle configuration file – e-learning KPP

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle_<<org>>';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://kursy.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    "",
)

reg(
    F,
    "ratownik_qcpr_tablets_wlan_profile_xml",
    ("intune/wifi/Sala_<<n>>_QCPR.xml", "Dokumenty/<<org>>/profil_wifi_<<place>>.xml"),
    """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name><<orgu>>-SALA-<<n>></name>
	<SSIDConfig>
		<SSID>
			<name><<orgu>>-SALA-<<n>></name>
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
    "human_xml",
)


def _k8s_extra(rng: random.Random, s: Slots) -> Slots:
    return {"b64pw": enc_b64(s["cred"]), "b64user": enc_b64(f"zapisy_{s['org']}")}


reg(
    F,
    "ratownik_booking_k8s_secret_data_base64",
    ("k8s/zapisy/secret-db.yaml", "deploy/<<org>>/overlays/prod/db-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: zapisy-db
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<b64user>>
  DB_PASSWORD: <<b64pw>>
""",
    "pw",
    None,
    _k8s_extra,
    dec_b64_after("DB_PASSWORD:"),
)

reg(
    F,
    "ratownik_fakturownia_api_token_python",
    ("faktury/wystaw_fakture.py", "opt/<<org>>/ksiegowosc/fakturownia.py"),
    '''"""Faktury za kursy pierwszej pomocy – Fakturownia API."""

import requests

API_TOKEN = "<<cred>>"
ACCOUNT = "<<org>>"


def wystaw(nabywca, nip, kwota):
    data = {
        "api_token": API_TOKEN,
        "invoice": {
            "kind": "vat",
            "buyer_name": nabywca,
            "buyer_tax_no": nip,
            "positions": [{"name": "Kurs pierwszej pomocy (8h)", "tax": "zw", "total_price_gross": kwota, "quantity": 1}],
        },
    }
    return requests.post(f"https://{ACCOUNT}.fakturownia.pl/invoices.json", json=data, timeout=20)
''',
    "alnum:20",
)

reg(
    F,
    "ratownik_smsapi_oauth_token_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<place>>"),
    """cd /srv/zapisy
php artisan queue:restart
curl -H "Authorization: Bearer <<cred>>" "https://api.smsapi.pl/profile"
curl -H "Authorization: Bearer <<cred>>" -d "to=<<phone2>>&from=<<orgu>>&message=Przypominamy: kurs KPP jutro 9:00" https://api.smsapi.pl/sms.do
exit
""",
    "alnum:40",
    "",
)
