"""Family j: the operations room of a football stadium in Istanbul, Turkey: Turkish, Passolig
turnstiles, iyzico, a scoreboard/video wall controller, CCTV, radios, WhatsApp shift groups."""

from __future__ import annotations

import json

from hundredfifteenth_spec import Fam

F = Fam(
    name="stadyum_ops_room_istanbul",
    orgs=("bogazarena", "kadikoystad", "besiktasops", "halicarena", "marmarastadyum"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Mustafa", "mustafa"),
        ("Selin", "selin"),
        ("Hakan", "hakan"),
        ("Deniz", "deniz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Yıldız", "yildiz"),
        ("Aydın", "aydin"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "bogazici",
        "kadikoy",
        "galata",
        "tribun",
        "kale",
        "gol",
        "simit",
        "cimbom",
        "kartal",
        "kanarya",
        "marmara",
        "halic",
        "derbi",
        "taraftar",
        "stadyum",
    ),
    pets=("pamuk", "boncuk", "tarcin", "karabas", "minnos", "duman"),
    cc="90",
)

F.reg(
    "stadyum_turkish_whatsapp_sifre_turnike_paneli",
    ("WhatsApp Chat with Operasyon Odası.txt", "exports/whatsapp_<<org>>_vardiya_<<nn>>.txt"),
    """[<<dot>> <<time>>:05] <<name>>: Kuzey tribün turnikeleri offline, panel şifre istiyor
[<<dot>> <<time>>:31] <<name2>>: kullanıcı: operator
[<<dot>> <<time>>:44] <<name2>>: şifre: <<cred>>
[<<dot>> <<time2>>:02] <<name>>: Tamamdır abi, açıldı
""",
    "human",
    syntax="",
)

F.reg(
    "stadyum_iyzico_secret_key_laravel_config_php",
    ("config/iyzico.php", "kiosk-<<org>>/config/services.php"),
    """<?php
return [
    'iyzico' => [
        'api_key' => 'live-<<hex16>>',
        'secret_key' => '<<cred>>',
        'base_url' => 'https://api.iyzipay.com',
    ],
];
""",
    lambda rng: (
        "live-"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    ),
    syntax="",
)

F.reg(
    "stadyum_video_wall_novastar_controller_ini",
    ("NovaLCT/config/controller.ini", "C:/ProgramData/<<org>>/skorbord.ini"),
    """[Controller]
Model=VX1000
IP=<<lan>>
[Login]
User=admin
Password=<<cred>>
[Playlist]
Pregame=C:\\Media\\pregame.mp4
""",
    "pw",
)

F.reg(
    "stadyum_cctv_milestone_recording_server_xml",
    ("Milestone/RecordingServer/RecorderConfig.xml", "cctv/<<org>>/recorder_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<recorderconfig>
  <server name="KUZEY-NVR-<<n>>" address="<<ip>>" />
  <hardware name="Kapi <<n>> kamerasi" address="http://<<lan>>/" driver="Axis">
    <credentials username="root" password="<<cred>>" />
  </hardware>
</recorderconfig>
""",
    "pw_xml",
)

F.reg(
    "stadyum_radio_dispatch_dmr_codeplug_yaml",
    ("telsiz/codeplug.yaml", "ops/<<org>>/dmr.yml"),
    """radio: Hytera PD785
channels:
  - name: GUVENLIK-1
    rx: 446.00625
  - name: TRIBUN-KUZEY
    rx: 446.01875
networking:
  repeater: <<lan>>
  admin_password: "<<cred>>"
  aes_key: <<hex8>>
""",
    "pw_dq",
)

F.reg(
    "stadyum_matchday_turkish_email_sifre_bilet",
    ("posta/<<date>>_mac_gunu.eml", "Mail/<<org>>/Gonderilen/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Maç günü - bilet kontrol tabletleri
Date: <<dmy>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

Merhaba <<first2>>,
Kapı görevlilerinin tabletlerinde bilet kontrol uygulamasına giriş:
Kullanıcı adı: kapi<<n>>
Şifre: <<cred>>
Maçtan sonra tabletleri şarja takmayı unutmayın.
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "stadyum_ops_dashboard_grafana_ini",
    ("etc/grafana/grafana.ini", "grafana/<<org>>/grafana.ini"),
    """[server]
domain = ops.<<dom>>
[database]
type = postgres
host = <<host>>:5432
name = grafana
user = grafana
password = <<cred>>
[security]
admin_user = ops
""",
    "pw",
)

F.reg(
    "stadyum_crowd_counter_telegram_bot_json",
    ("bots/kalabalik/config.json", "ops/<<org>>/telegram_alert.json"),
    lambda s: json.dumps(
        {
            "bot_token": s["cred"],
            "chat_id": -100 * s["epoch"],
            "threshold": {"kuzey": 12000, "guney": 11000},
        },
        indent=2,
    ),
    "p:telegram_bot",
)
