# ruff: noqa: E501
"""Family g: a wedding DJ and sound-hire business in Kraków, Poland (Polish)."""

import json

from hundredtwentieth_spec import Fam, dec_url, enc_url, gen_pw

F = Fam(
    name="naglosnienie_didzej_krakow",
    orgs=("glosnikwawel", "smokdisco", "parkietkrk", "weselebeat"),
    tld="pl",
    first=(
        ("Łukasz", "lukasz"),
        ("Agnieszka", "agnieszka"),
        ("Paweł", "pawel"),
        ("Zofia", "zofia"),
        ("Michał", "michal"),
        ("Małgorzata", "malgorzata"),
    ),
    last=(
        ("Nowak", "nowak"),
        ("Wiśniewski", "wisniewski"),
        ("Kowalski", "kowalski"),
        ("Wójcik", "wojcik"),
        ("Zieliński", "zielinski"),
        ("Kamińska", "kaminska"),
    ),
    words=(
        "wesele",
        "smok",
        "wawel",
        "krakow",
        "wisla",
        "disco",
        "parkiet",
        "bigos",
        "pierogi",
        "zubrowka",
        "lajkonik",
        "cracovia",
        "oczepiny",
        "biesiada",
    ),
    pets=("burek", "azor", "reksio", "fafik", "kropka", "luna"),
    cc="48",
    city="Kraków",
)


def _msgr(s):
    return json.dumps(
        {
            "participants": [{"name": "Ekipa nagłośnienie"}],
            "messages": [
                {
                    "sender_name": s["fn2"],
                    "timestamp_ms": 1760000000000 + s["nnn"] * 1000,
                    "content": f"Hasło do laptopa z Rekordboxem: {s['cred']} (nie zmieniajcie przed sobotą)",
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": 1759999990000,
                    "content": "Kto ma hasło do laptopa DJ-skiego? Jutro wesele w Wieliczce",
                },
            ],
            "title": "Ekipa nagłośnienie",
            "thread_path": f"inbox/ekipa_{s['nnn']}",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "didzej_polish_messenger_json_haslo_rekordbox",
    ("messages/inbox/ekipa_<<nnn>>/message_1.json", "fb/<<fa>>/message_<<n>>.json"),
    _msgr,
    cred="human",
)

F.reg(
    "didzej_przelewy24_php_crc_key",
    ("config/przelewy24_<<nn>>.php", "<<org>>/app/config/p24.php"),
    """<?php
// Zaliczka za rezerwację DJ-a (Przelewy24)
return [
    'merchant_id' => <<nnn>><<nnn>>,
    'pos_id'      => <<nnn>><<nnn>>,
    'crc'         => '<<cred>>',
    'api_key'     => '<<hex8>><<hex8>><<hex8>><<hex8>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/rezerwacja/dziekujemy',
];
""",
    cred="p:p24",
    syntax="",
)

F.reg(
    "didzej_serato_laptop_cifs_fstab",
    ("etc/fstab", "backup/laptop-<<fa>>/fstab-<<nn>>"),
    """# <file system>  <mount point>  <type>  <options>  <dump>  <pass>
UUID=<<uuid>>  /  ext4  errors=remount-ro  0  1
//<<ip>>/muzyka  /mnt/muzyka  cifs  username=<<fa>>,password=<<cred>>,uid=1000,iconv=utf8,vers=3.0  0  0
""",
    cred="pw_bare",
)

F.reg(
    "didzej_x32_booth_hostapd_conf",
    ("etc/hostapd/hostapd-<<nn>>.conf", "rpi-<<org>>/hostapd.conf"),
    """# AP w skrzyni z mikserem X32 — tablet z X32-Mix łączy się tutaj
interface=wlan0
driver=nl80211
ssid=<<orgc>>-X32-<<nn>>
hw_mode=g
channel=6
wpa=2
wpa_key_mgmt=WPA-PSK
wpa_passphrase=<<cred>>
rsn_pairwise=CCMP
""",
    cred="human_x",
)

F.reg(
    "didzej_polish_email_haslo_sala_panel",
    ("poczta/wyslane/<<date>>_<<nn>>.eml", "Mail/<<fa>>/sala-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Wesele <<dmy>> - dostęp do panelu sali
Date: Thu, <<d>> May <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

Cześć <<fn2>>,

w sobotę gramy w Dworze w Tomaszowicach. Sala ma swój panel do oświetlenia i ograniczników
dźwięku, technik prosi żebyśmy sami ustawili limit 98 dB:

login: dj
hasło: <<cred>>

Oczepiny ok. 23:30, para chce "Przez twe oczy zielone" na pierwszy taniec z nagrania.

Pozdrawiam,
<<fn>>
""",
    cred="human",
)

F.reg(
    "didzej_fakturownia_curl_api_token_history",
    ("home/<<fa>>/.bash_history", "laptop-<<nn>>/.bash_history"),
    """cd ~/faktury
curl -s "https://<<org>>.fakturownia.pl/invoices.json?period=this_month&api_token=<<cred>>" | jq '.[].number'
ls ~/Muzyka/Wesele/<<y>>
mpv ~/Muzyka/Wesele/pierwszy_taniec.flac
""",
    cred="alnum:20",
)

F.reg(
    "didzej_spotify_playlist_export_python",
    ("tools/playlisty_<<nn>>.py", "<<org>>/spotify_do_rekordbox.py"),
    '''"""Zaciąga listy życzeń par z Spotify do Rekordboxa."""

import spotipy
from spotipy.oauth2 import SpotifyClientCredentials

CLIENT_ID = "<<hex8>><<hex8>><<hex8>><<hex8>>"
CLIENT_SECRET = "<<cred>>"

sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(client_id=CLIENT_ID, client_secret=CLIENT_SECRET))
for item in sp.playlist_items("<<hex8>>")["items"]:
    print(item["track"]["name"])
''',
    cred="hex:32",
)


def _url(r, s):
    return {"enc": enc_url(s["cred"])}


F.reg(
    "didzej_thunderbird_caldav_url_percent_encoded",
    (
        "thunderbird/profile-<<nn>>/prefs.js",
        "Users/<<fa>>/AppData/Roaming/Thunderbird/Profiles/<<hex8>>.default/prefs.js",
    ),
    """// Mozilla User Preferences
user_pref("calendar.registry.<<uuid>>.name", "Wesela <<y>>");
user_pref("calendar.registry.<<uuid>>.type", "caldav");
user_pref("calendar.registry.<<uuid>>.uri", "https://<<fa>>:<<enc>>@cloud.<<dom>>/remote.php/dav/calendars/<<fa>>/wesela/");
user_pref("mail.identity.id1.fullName", "<<fn>> <<ln>>");
""",
    cred=lambda r: gen_pw(r, sym="@!$%&+#"),
    syntax="",
    extra=_url,
    decode=lambda t: dec_url(
        t, 'uri", "https://' + t.split('uri", "https://', 1)[1].split(":", 1)[0] + ":", r"@"
    ),
)
