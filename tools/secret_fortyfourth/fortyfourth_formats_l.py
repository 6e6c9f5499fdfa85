# ruff: noqa: E501
"""Family l: sevdalinka singers and their kafana bookings in Mostar, Bosnia and Herzegovina."""

from __future__ import annotations

import json

from fortyfourth_spec import Fam, mail

F = Fam(
    "sevdalinka_mostar_kafana",
    "sevdah",
    ("sevdahmostar", "kafananeretva", "saz", "starimost", "emina"),
    "ba",
    ("emina", "haris", "amra", "mirsad", "selma", "kemal", "lejla", "adnan"),
    ("hodzic", "begovic", "mehmedovic", "kapetanovic", "halilovic", "dzeko", "sabic", "omerovic"),
    (
        "sevdah",
        "emina",
        "neretva",
        "saz",
        "mostar",
        "kafana",
        "behar",
        "dert",
        "sevdalinka",
        "avlija",
    ),
    ("zima", "ljeto", "jesen", "proljece"),
    ("garo", "mace", "bobi", "mrki", "lesi"),
    "387",
)

F.reg(
    "bosnian_viber_sifra_wifi",
    ("viber/Viber <<fname>> <<date>>.txt", "chats/<<org>>/viber_kafana.txt"),
    """[<<date_dmy>> <<time>>] <<fname>> <<lname>>: Koja je šifra od wifija u kafani? Trebam pustiti snimak za probu
[<<date_dmy>> <<time2>>] Kemal Begović: <<org_cap>>_Kafana
[<<date_dmy>> <<time2>>] Kemal Begović: šifra: <<cred>>
[<<date_dmy>> <<time2>>] <<fname>> <<lname>>: Hvala brate
""",
    "human",
)

F.reg(
    "youtube_oauth_client_secret_json",
    (
        "kanal/client_secret_<<nnn>>-<<id8>>.apps.googleusercontent.com.json",
        "<<org>>/youtube/client_secret.json",
    ),
    lambda s: (
        json.dumps(
            {
                "installed": {
                    "client_id": f"{s['nnn']}{s['nnn']}-{s['id8']}.apps.googleusercontent.com",
                    "project_id": f"{s['org']}-kanal",
                    "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                    "token_uri": "https://oauth2.googleapis.com/token",
                    "client_secret": s["cred"],
                    "redirect_uris": ["http://localhost"],
                }
            }
        )
        + "\n"
    ),
    "p:google_oauth_secret",
)

F.reg(
    "tickets_my_cnf_client_password",
    ("home/<<user>>/.my.cnf", "etc/mysql/conf.d/<<org>>-client.cnf"),
    """[client]
user=karte
password=<<cred>>
host=<<host>>

[mysqldump]
single-transaction
""",
    "pw",
)

F.reg(
    "bosnian_email_sifra_festival_portal",
    ("posta/<<user>>/Poslano/<<id8>>.eml", "<<org>>/mail/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"festival@{s['dom']}",
        "Pristup portalu festivala sevdaha",
        f"""Selam {s["fname"]},

evo ti podataka za prijavu na portal festivala, da upišeš našu grupu i listu sevdalinki:

korisnik: {s["user"]}
šifra: {s["cred"]}

Proba je u četvrtak u kafani.

Pozdrav,
{s["fname"]} {s["lname"]}
""",
        lang="bs",
    ),
    "human",
)

F.reg(
    "webradio_icecast_xml_passwords",
    ("etc/icecast2/icecast.xml", "<<org>>/radio/icecast.xml"),
    """<icecast>
    <location>Mostar</location>
    <admin>radio@<<dom>></admin>
    <limits>
        <clients>200</clients>
        <sources>2</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<cred>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<adm>></admin-password>
    </authentication>
    <hostname>radio.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
</icecast>
""",
    "pw_xml",
    extra=lambda rng, s: {"adm": __import__("fortyfourth_spec").gen_pw(rng, sym="!#*+-_.")},
)

F.reg(
    "obs_youtube_stream_key_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Kafana/service.json",
        "backup/<<user>>/obs/service.json",
    ),
    lambda s: (
        json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmp://a.rtmp.youtube.com/live2",
                    "service": "YouTube - RTMPS",
                },
                "type": "rtmp_common",
            },
            indent=4,
        )
        + "\n"
    ),
    lambda rng, s: "-".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4))
        for _ in range(5)
    ),
)

F.reg(
    "router_sticky_note_ocr",
    ("skenovi/ceduljica_<<date>>.txt", "<<org>>/ocr/ruter_<<n>>.txt"),
    """RUTER (kafana, iza šanka)
192.168.1.1
admin
<<cred>>
NE MIJENJATI!!
""",
    "human_x",
)

F.reg(
    "recordings_netrc_ftp",
    ("home/<<user>>/.netrc", "root/.netrc"),
    """machine ftp.<<dom>>
login snimci
password <<cred>>

machine archive.org
login <<email>>
""",
    "pw_bare",
)
