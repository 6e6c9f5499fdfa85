# ruff: noqa: E501
"""Family f: kora (21-string harp-lute) griots of Casamance (Ziguinchor), Senegal."""

from __future__ import annotations

import json

from fortythird_spec import Fam, prov

F = Fam(
    "kora_griots_casamance",
    ("korakeur", "jaliziguinchor", "casakora", "kelefaba", "bignonajali"),
    "sn",
    ("lamine", "awa", "moussa", "fatou", "sidiki", "mariama", "ousmane", "binta"),
    ("cissokho", "diabate", "kouyate", "sakho", "diatta", "badji", "sagna"),
    (
        "kora",
        "jali",
        "casamance",
        "teranga",
        "thiebou",
        "yassa",
        "kankurang",
        "balafon",
        "sabar",
        "ziguinchor",
    ),
    ("simba", "dakar", "rex", "boubou", "lolo"),
    "221",
)

F.reg(
    "kora_wolof_french_whatsapp_baat_jall_wave",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<first>>_<<date>>.txt"),
    """[<<day>>/<<month>>/<<year>> <<time>>:12] <<first>> <<last>>: Salaam aleekum, mangi soxla mot de passe bi ci compte Wave Business bi
[<<day>>/<<month>>/<<year>> <<time>>:40] <<first2>>: Waaw. Identifiant: <<phone>>
[<<day>>/<<month>>/<<year>> <<time>>:41] <<first2>>: mdp: <<cred>>
[<<day>>/<<month>>/<<year>> <<time>>:55] <<first>> <<last>>: Jerejef!
""",
    "human",
)

F.reg(
    "kora_concert_payments_wave_api_key_laravel_services",
    ("<<org>>/config/services.php", "billetterie/<<org>>/config/services.php"),
    """<?php

return [
    'wave' => [
        'api_key' => env('WAVE_API_KEY', '<<cred>>'),
        'webhook_url' => 'https://<<dom>>/wave/webhook',
    ],
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
    ],
];
""",
    lambda rng: prov(rng, "wave"),
    syntax="",
)

F.reg(
    "kora_recordings_mega_rclone_conf",
    ("<<user>>/.config/rclone/rclone.conf", "studio_<<org>>/rclone.conf"),
    """[mega-archives]
type = mega
user = <<email>>
pass = <<obs>>

[local-nas]
type = smb
host = <<ip>>
user = studio
pass = <<cred>>
""",
    "pw",
    extra=lambda rng, s: s.__setitem__(
        "obs",
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(32)
        ),
    ),
    syntax="ini",
)

F.reg(
    "kora_french_email_mot_de_passe_festival_billetterie",
    ("mail/<<user>>/Envoyes/<<ts>>.eml", "Archives/<<year>>/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Billetterie Festival Kora - acces admin
Date: Sat, <<day>> Jan <<year>> <<time>>:22 +0000
Content-Type: text/plain; charset=utf-8

Salut <<first2>>,

Pour la billetterie du festival, l'acces admin est :
  https://billetterie.<<dom>>/admin
  login : <<user>>
  mot de passe : <<cred>>

On se voit a la repetition jeudi.
<<first>>
""",
    "human",
)

F.reg(
    "kora_orange_money_api_client_secret_kotlin",
    ("<<org>>-app/app/src/main/java/sn/<<org>>/pay/OmConfig.kt", "android/<<org>>/OmConfig.kt"),
    """package sn.kora.pay

object OmConfig {
    const val BASE_URL = "https://api.sandbox.orange-sonatel.com"
    const val CLIENT_ID = "<<uuid>>"
    const val CLIENT_SECRET = "<<cred>>"
    const val MERCHANT_CODE = "<<nn>><<nn>>"
}
""",
    "uuid",
    syntax="",
)

F.reg(
    "kora_radio_stream_icecast_xml",
    ("<<org>>/etc/icecast2/icecast.xml", "radio_<<n>>/icecast.xml"),
    """<icecast>
    <location>Ziguinchor</location>
    <admin>radio@<<dom>></admin>
    <limits><clients>200</clients><sources>2</sources></limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<pw2>></admin-password>
    </authentication>
    <hostname>radio.<<dom>></hostname>
    <listen-socket><port>8000</port></listen-socket>
</icecast>
""",
    "pw_xml",
    extra=lambda rng, s: s.__setitem__(
        "pw2", "".join(rng.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(16))
    ),
)

F.reg(
    "kora_tour_visa_notes_telegram_json_export",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/<<first>>_result.json"),
    lambda s: json.dumps(
        {
            "name": f"{s['first2']} (manager)",
            "type": "personal_chat",
            "id": s["ts"] % 10**9,
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:00",
                    "from": s["first"],
                    "text": "Le compte France-Visas pour la tournée, tu as le mot de passe ?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:30",
                    "from": s["first2"],
                    "text": f"{s['email']}",
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:31",
                    "from": s["first2"],
                    "text": s["cred"],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "human",
)

F.reg(
    "kora_studio_wifi_hostapd_conf",
    ("<<org>>/etc/hostapd/hostapd.conf", "pi_<<n>>/hostapd.conf"),
    """interface=wlan0
driver=nl80211
ssid=<<org>>_studio
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=<<cred>>
rsn_pairwise=CCMP
""",
    "human",
)
