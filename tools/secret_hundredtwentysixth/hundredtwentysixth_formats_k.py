# ruff: noqa: E501
"""Family k: a regional TV station's weather desk in Trabzon, Turkey (Turkish)."""

from __future__ import annotations

import json

from hundredtwentysixth_spec import Fam, alnum, dec_json_key, pick

F = Fam(
    name="karadeniz_regional_tv_weather_desk",
    orgs=("karadeniztv", "bulutkent", "yaylahaber"),
    tld="com.tr",
    first=("Elif", "Emre", "Zeynep", "Burak", "Şeyma", "Oğuz", "Büşra", "Hakan"),
    last=("Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Karadeniz"),
    first_a=("elif", "emre", "zeynep", "burak", "seyma", "oguz", "busra", "hakan"),
    last_a=("yilmaz", "kaya", "demir", "sahin", "celik", "ozturk", "aydin", "karadeniz"),
    words=(
        "trabzon",
        "uzungol",
        "hamsi",
        "yayla",
        "karadeniz",
        "bulut",
        "yagmur",
        "firtina",
        "trabzonspor",
        "sumela",
        "rize",
        "cay",
        "horon",
        "kemence",
    ),
    pets=("pamuk", "boncuk", "karabas", "tarcin", "minnos", "duman"),
    cc="90",
    city="Trabzon",
)

TR_WORDS = (
    "Yağmur",
    "Fırtına",
    "Güneş",
    "Uzungöl",
    "Çaykur",
    "Kemençe",
    "Rüzgâr",
    "Şimşek",
    "Dağ",
    "Kış",
)


def _tr(r) -> str:
    return f"{pick(r, TR_WORDS)}{pick(r, ('', '.', '_'))}{r.randint(1950, 2026)}{pick(r, '!*.?')}"


def _graphics(s):
    return json.dumps(
        {
            "station": "KTV-Trabzon",
            "renderer": {"engine": "Unreal", "scene": f"hava_durumu_v{s['n2']}"},
            "data_sources": [
                {
                    "name": "MGM",
                    "type": "ftp",
                    "host": "ftp.mgm.gov.tr",
                    "user": f"ktv{s['n']}",
                    "password": s["cred"],
                },
                {"name": "radar", "type": "http", "url": f"https://radar.{s['dom']}/tiles"},
            ],
            "operator_note": "Şifre değişirse hava durumu masasına haber verin",
        },
        indent=2,
    )


F.reg(
    "karadeniz_weather_graphics_json_unicode_sifre",
    ("hava/grafik/config_<<n>>.json", "weather/engine/datasources_<<d8>>.json"),
    _graphics,
    _tr,
    decode=dec_json_key("data_sources", "0", "password"),
)

F.reg(
    "karadeniz_turkish_whatsapp_sifre_grafik_pc",
    (
        "WhatsApp Chat with Hava Masası <<n>>.txt",
        "exports/<<fa>>/WhatsApp Sohbeti - Meteoroloji <<d8>>.txt",
    ),
    """<<dmy2>> <<time>> - <<first>> <<last>>: Arkadaşlar grafik bilgisayarı yeniden başladı, şifre neydi?
<<dmy2>> <<time>> - <<first2>>: kullanıcı: hava
<<dmy2>> <<time2>> - <<first2>>: şifre: <<cred>>
<<dmy2>> <<time2>> - <<first>> <<last>>: Tamamdır, 19.30 bülteni için haritalar hazır ☔
""",
    "human",
)

F.reg(
    "karadeniz_openweather_onecall_python_key",
    ("hava/scripts/tahmin_cek_<<n>>.py", "weather/tools/owm_<<d8>>.py"),
    """\"\"\"İlçe bazında 3 günlük tahmini çekip hava durumu grafiğine CSV olarak yazar.\"\"\"

import csv

import requests

OWM_KEY = '<<cred>>'
ILCELER = {'Ortahisar': (41.0, 39.72), 'Akçaabat': (41.02, 39.57), 'Of': (40.94, 40.27)}

with open('tahmin.csv', 'w', newline='', encoding='utf-8') as fh:
    w = csv.writer(fh)
    for ad, (lat, lon) in ILCELER.items():
        r = requests.get(
            'https://api.openweathermap.org/data/3.0/onecall',
            params={'lat': lat, 'lon': lon, 'appid': OWM_KEY, 'units': 'metric', 'lang': 'tr'},
            timeout=15,
        )
        for d in r.json()['daily'][:3]:
            w.writerow([ad, d['dt'], d['temp']['max'], d['temp']['min'], d['weather'][0]['description']])
""",
    "hex:32",
)

F.reg(
    "karadeniz_meteomatics_curl_user_zsh_history",
    ("home/<<login>>/.zsh_history", "Users/<<login>>/.zsh_history.<<d8>>"),
    """: <<ts>>:0;cd ~/hava/veri
: <<ts>>:0;curl -u '<<org>>_<<la>>:<<cred>>' 'https://api.meteomatics.com/now--now+3D:PT1H/t_2m:C,precip_1h:mm/41.0,39.72/csv' -o trabzon.csv
: <<ts>>:0;head trabzon.csv
: <<ts>>:0;python3 grafik_guncelle.py trabzon.csv
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "karadeniz_turkish_email_sifre_radar_portal",
    ("mail/<<d8>>_radar_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Radar portalı yeni hesap bilgileri
Date: Mon, 10 Feb <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Merhaba <<first2>>,

Hafta sonu yayınları için radar portalına sen de gireceksin. Hesap bilgileri:

Adres: https://radar.<<dom>>
Kullanıcı adı: ktv_hafta_sonu
Şifre: <<cred>>

İlk girişte şifreni değiştirmeyi unutma.

Kolay gelsin,
<<first>> <<last>>
Hava Durumu Editörü
""",
    "human",
)

F.reg(
    "karadeniz_home_assistant_secrets_weatherlink",
    ("homeassistant_<<n>>/secrets.yaml", "ha/config_<<d8>>/secrets.yaml"),
    """# Çatıdaki Davis Vantage Pro2 istasyonu (WeatherLink v2)
weatherlink_api_key: <<wlkey>>
weatherlink_api_secret: <<cred>>
weatherlink_station_id: <<n>>0<<n2>>
studio_latitude: 41.0027
studio_longitude: 39.7168
""",
    "alnum:32",
    extra=lambda r, s: {"wlkey": alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "karadeniz_winscp_script_ftp_url_upload",
    ("hava/upload/haritalar_<<n>>.txt", "weather/winscp/upload_<<d8>>.winscp"),
    """option batch abort
option confirm off
open ftp://ktvhava:<<cred>>@<<ip>>/ -passive=on
lcd D:\\HavaDurumu\\Cikti
cd /playout/hava
put -neweronly *.mov
close
exit
""",
    "pw_url",
    syntax="",
)

F.reg(
    "karadeniz_weather_cams_vlc_m3u_rtsp",
    ("hava/kameralar_<<n>>.m3u", "Users/<<login>>/Desktop/yayla_kameralari_<<d8>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Uzungöl
rtsp://admin:<<cred>>@<<pip>>:554/Streaming/Channels/101
#EXTINF:-1,Sümela
rtsp://admin:<<cred>>@<<pip>>:555/Streaming/Channels/101
#EXTINF:-1,Liman
rtsp://<<ip>>:554/live
""",
    "pw_url",
    syntax="",
)
