"""Family b: a parcel locker operator in Poland (Polish)."""

from __future__ import annotations

from seventyninth_spec import Fam, jdump, jwt_token, spreadsheetml

F = Fam(
    name="paczkomat_locker_network",
    orgs=("paczkobox", "warszpak", "skrytkaplus", "boxownia"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Krzysztof", "krzysztof"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Katarzyna", "katarzyna"),
        ("Grzegorz", "grzegorz"),
        ("Zofia", "zofia"),
        ("Wojciech", "wojciech"),
    ),
    last=(
        ("Wiśniewski", "wisniewski"),
        ("Kowalczyk", "kowalczyk"),
        ("Zieliński", "zielinski"),
        ("Wójcik", "wojcik"),
        ("Kamińska", "kaminska"),
        ("Lewandowski", "lewandowski"),
        ("Dąbrowska", "dabrowska"),
        ("Szymański", "szymanski"),
    ),
    words=(
        "paczka",
        "skrytka",
        "kurier",
        "wisla",
        "krakow",
        "warszawa",
        "pierogi",
        "zubr",
        "bigos",
        "kielbasa",
        "legia",
        "lech",
        "sokol",
        "orzel",
        "mazury",
        "tatry",
        "bursztyn",
        "wiosna",
        "jesien",
        "zima",
        "slonce",
        "kotek",
        "piwo",
        "polska",
    ),
    pets=("burek", "reksio", "azor", "mruczek", "filemon", "kropka", "luna", "fafik"),
    cc="+48",
)

# 1 Polish e-mail with the service panel password
F.reg(
    "paczkomat_polish_email_haslo_panel_serwisowy",
    ("poczta/<<login>>/<<iso>>_panel_serwisowy.eml", "mail/Odebrane/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Dostęp do panelu serwisowego skrytek – Kraków Bronowice
Date: Tue, <<d>> Mar <<yr>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Cześć <<first2>>,

od poniedziałku przejmujesz serwis automatów na Bronowicach (KRA<<n3>>, KRA<<n4>>).
Panel serwisowy: https://serwis.<<dom>>/panel
Login: <<login2>>
Hasło: <<cred>>

Po pierwszym logowaniu system nie wymusza zmiany hasła, więc zmień je sam.
Klucze do szafek technicznych są u ochrony.

Pozdrawiam,
<<name>>
Dział Utrzymania Sieci
""",
    cred="human",
    syntax="",
)

# 2 Locker bank controller INI (MQTT broker and local admin)
F.reg(
    "paczkomat_locker_bank_controller_ini_mqtt",
    ("etc/<<org>>/locker-ctl.ini", "skrytki/KRA<<n4>>/controller.ini"),
    """; Sterownik automatu paczkowego KRA<<n4>> (<<n>> skrytek)
[device]
id = KRA<<n4>>
modules = 4
lock_board = rs485:/dev/ttyUSB0
screen = 10.1

[mqtt]
host = mqtt.<<dom>>
port = 8883
tls = true
client_id = locker-KRA<<n4>>
username = locker-KRA<<n4>>
password = <<cred>>

[heartbeat]
interval = 60
""",
    cred="pw",
)

# 3 PHP config with an InPost ShipX API token (JWT)
F.reg(
    "paczkomat_shipx_api_token_php_config",
    ("sklep/config/shipx.php", "<<org>>-integracje/config/inpost_<<n>>.php"),
    """<?php
// Integracja ShipX – wysyłki zwrotne z naszych skrytek do sortowni
return [
    'base_url' => 'https://api-shipx-pl.easypack24.net/v1',
    'organization_id' => <<n6>>,
    'token' => '<<cred>>',
    'default_sender' => [
        'company_name' => '<<orgc>> sp. z o.o.',
        'email' => '<<email>>',
        'phone' => '<<phone>>',
    ],
];
""",
    cred=lambda rng, s: jwt_token(rng, "https://api-shipx-pl.easypack24.net", s["email"]),
    syntax="",
)

# 4 .env with Przelewy24 CRC key for paid locker rentals
F.reg(
    "paczkomat_przelewy24_crc_key_dotenv",
    ("<<org>>-platnosci/.env", "app/<<org>>/.env.prod"),
    """APP_ENV=prod
P24_MERCHANT_ID=<<n6>>
P24_POS_ID=<<n6>>
P24_CRC=<<cred>>
P24_SANDBOX=false
P24_RETURN_URL=https://<<dom>>/platnosc/powrot
""",
    cred="hex:16",
    syntax="",
)


# 5 Messenger JSON export: the reply holds only the value
def _messenger(s):
    ts = int(s["ts"]) * 1000
    return jdump(
        {
            "participants": [{"name": s["name"]}, {"name": s["name2"]}],
            "messages": [
                {
                    "sender_name": s["name2"],
                    "timestamp_ms": ts + 60000,
                    "content": "dzięki, działa 👍",
                },
                {"sender_name": s["name"], "timestamp_ms": ts + 30000, "content": s["cred"]},
                {
                    "sender_name": s["name2"],
                    "timestamp_ms": ts,
                    "content": "jakie jest teraz hasło do tabletu kuriera?",
                },
            ],
            "title": s["name"],
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n4']}",
            "magic_words": [],
        }
    )


F.reg(
    "paczkomat_messenger_json_reply_only_value",
    ("messages/inbox/<<fa>><<la>>_<<n4>>/message_1.json", "fb_export_<<iso>>/message_1.json"),
    _messenger,
    cred="human",
)

# 6 Bare PKCS#8 key that signs the locker firmware OTA images
F.reg(
    "paczkomat_locker_ota_signing_pkcs8_pem_file",
    ("firmware/keys/ota_signing_<<yr>>.pem", "<<org>>-fw/release/sign_<<n>>.key"),
    "<<cred>>\n",
    cred="rsa8",
    syntax="",
)

# 7 Teltonika RUT955 (OpenWrt UCI) network config: mobile APN password
F.reg(
    "paczkomat_rut955_uci_network_mobile_apn",
    ("backup-KRA<<n4>>/etc/config/network", "rut955/<<org>>_<<n3>>/network"),
    """
config interface 'loopback'
	option device 'lo'
	option proto 'static'
	option ipaddr '127.0.0.1'
	option netmask '255.0.0.0'

config interface 'mob1s1a1'
	option proto 'wwan'
	option modem '1-1'
	option sim '1'
	option apn '<<org>>.m2m.plus.pl'
	option auth 'chap'
	option username '<<org>>'
	option password '<<cred>>'
	option pdptype 'ip'
	option metric '2'

config interface 'lan'
	option device 'br-lan'
	option proto 'static'
	option ipaddr '192.168.<<n>>.1'
""",
    cred="pw_sq",
    syntax="",
)

# 8 SpreadsheetML: service technicians and their tablet logins
F.reg(
    "paczkomat_serwisanci_spreadsheetml_hasla",
    ("dokumenty/serwisanci_<<yr>>.xml", "udostepnione/<<org>>_ekipa_<<n>>.xml"),
    lambda s: spreadsheetml(
        "Serwisanci",
        [
            ["Imię i nazwisko", "Region", "Tablet", "Login", "Hasło"],
            [s["name"], "Kraków", f"TAB-{s['n3']}", s["login"], s["cred"]],
            [s["name2"], "Katowice", f"TAB-{s['n4']}", s["login2"], "(zmienione, pyta Zosię)"],
        ],
    ),
    cred="human_x",
)
