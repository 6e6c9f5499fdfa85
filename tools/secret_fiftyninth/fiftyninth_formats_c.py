"""Family c: university students in Ankara (Turkey) with game consoles, launchers and a shared
dormitory flat; Turkish."""

from __future__ import annotations

import re

from fiftyninth_spec import DIGITS, Fam, alnum, jdump, pct, unpct

F = Fam(
    "ankara_student_consoles_launchers",
    tld="com.tr",
    orgs=("bizimyurt", "kampusnet", "odtupark"),
    first=(
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Mert", "mert"),
        ("Ayşe", "ayse"),
        ("Can", "can"),
        ("Selin", "selin"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "galatasaray",
        "fenerbahce",
        "kizilay",
        "ankaragucu",
        "simit",
        "lahmacun",
        "odtu",
        "bilkent",
        "kahve",
        "valorant",
    ),
    pets=("pamuk", "boncuk", "duman", "tarcin", "zeytin", "minnos"),
    mail=("gmail.com", "hotmail.com", "outlook.com", "yandex.com.tr", "metu.edu.tr"),
    cc="+90",
    ssid=("TurkTelekom_T", "SUPERONLINE_WiFi_", "Yurt_Oda", "TTNET_ZyXEL_", "Evimiz"),
)


def _mafile(s: dict) -> str:
    return jdump(
        {
            "shared_secret": s["cred"],
            "serial_number": s["serial"],
            "revocation_code": s["rev"],
            "uri": f"otpauth://totp/Steam:{s['login']}?secret={s['b32']}&issuer=Steam",
            "server_time": s["epoch"],
            "account_name": s["login"],
            "token_gid": s["hex16"],
            "identity_secret": s["ident"],
            "secret_1": s["s1"],
            "status": 1,
            "device_id": f"android:{s['uuid']}",
            "fully_enrolled": True,
            "Session": {"SessionID": s["hex16"] + s["hex8"], "SteamID": s["steamid"]},
        }
    )


def _mafile_extra(rng, s):
    from fiftyninth_spec import prov

    return {
        "serial": str(rng.randint(10**18, 10**19 - 1)),
        "rev": "R" + alnum(rng, 5, DIGITS),
        "b32": prov(rng, "totp"),
        "ident": prov(rng, "steam_shared"),
        "s1": prov(rng, "steam_shared"),
        "steamid": 76561197960265728 + rng.randint(10**7, 10**9),
    }


F.reg(
    "ankara_steam_desktop_authenticator_mafile",
    ("SDA/maFiles/<<steamid>>.maFile", "Desktop/steam yedek/<<login>>_<<n>>.maFile"),
    _mafile,
    cred="p:steam_shared",
    syntax="json",
    extra=_mafile_extra,
)

F.reg(
    "ankara_discord_dm_export_sifre_valorant",
    (
        "DiscordChatExporter/Direct Messages - <<fa>> [<<n4>><<n4>>].txt",
        "Belgeler/discord_dm_<<fa>>_<<ymd>>.txt",
    ),
    """==============================================================
Guild: Direct Messages
Channel: Private / <<fa>>
==============================================================

[<<dmy_dot>> 23:41] <<fa>>
kanka bu akşam ranked girecek misin

[<<dmy_dot>> 23:42] <<fa2>>
benim hesap banlı ya, seninkine girebilir miyim

[<<dmy_dot>> 23:44] <<fa>>
tamam ama ana hesabı değiştirme
kullanıcı adı: <<login>>
şifre: <<cred>>

[<<dmy_dot>> 23:45] <<fa2>>
eyvallah 🙏
""",
    cred="human",
)

F.reg(
    "ankara_minecraft_server_properties_rcon",
    ("minecraft-sunucu/server.properties", "Masaüstü/mc_<<fa>>_<<n>>/server.properties"),
    """#Minecraft server properties
#<<dmy>> 21:14:07 TRT
enable-jmx-monitoring=false
rcon.port=25575
level-seed=
gamemode=survival
enable-command-block=false
enable-query=false
level-name=yurt_dunyasi
motd=\\u00A7aOdtu Yurt Sunucusu
query.port=25565
pvp=true
difficulty=normal
max-players=12
online-mode=true
enable-rcon=true
rcon.password=<<cred>>
server-port=25565
white-list=true
""",
    cred="pw",
    syntax="",
)


def _git_pw(rng, fam):
    while True:
        v = fam.human(rng)
        if pct(v) != v:
            return v


F.reg(
    "ankara_git_credentials_percent_encoded_odev",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/git_yedek_<<n>>/.git-credentials"),
    """https://<<login>>:<<enc>>@github.com
https://<<fa>>%40metu.edu.tr:<<enc>>@gitlab.ceng.metu.edu.tr
""",
    cred=_git_pw,
    extra=lambda rng, s: {"enc": pct(s["cred"])},
    decode=lambda text: unpct(re.search(r"https://[^:]+:([^@]+)@github\.com", text).group(1)),
)

F.reg(
    "ankara_legendary_epic_user_json_refresh",
    ("home/<<fa>>/.config/legendary/user.json", "Users/<<fa>>/legendary_yedek_<<n>>/user.json"),
    """{
    "access_token": "<<acc>>",
    "account_id": "<<hex16>><<hex16>>",
    "client_id": "34a02cf8f4414e29b15921876da36f9a",
    "displayName": "<<login>><<n>>",
    "expires_at": "<<date>>T05:12:44.000Z",
    "expires_in": 7200,
    "internal_client": true,
    "refresh_expires": 1987200,
    "refresh_expires_at": "<<date>>T03:12:44.000Z",
    "refresh_token": "<<cred>>",
    "scope": [],
    "token_type": "bearer"
}
""",
    cred="hex:32",
    extra=lambda rng, s: {"acc": "eg1~" + alnum(rng, 120)},
)

F.reg(
    "ankara_psnawp_npsso_python_kupalar",
    ("projeler/ps5_kupa/kupalar_<<n>>.py", "home/<<fa>>/psn_bot/main_<<ymd>>.py"),
    '''"""PS5 kupa sayacı - arkadaşların platin sayısını Discord'a yazar."""

from psnawp_api import PSNAWP

# npsso: https://ca.account.sony.com/api/v1/ssocookie (tarayıcıda giriş yaptıktan sonra)
psnawp = PSNAWP("<<cred>>")

ben = psnawp.me()
print(ben.online_id, ben.account_id)

for ad in ["<<fa>>_<<n>>", "<<fa2>>TR"]:
    kullanici = psnawp.user(online_id=ad)
    ozet = kullanici.trophy_summary()
    print(ad, ozet.earned_trophies.platinum)
''',
    cred="p:npsso",
)

F.reg(
    "ankara_whatsapp_ios_yurt_modem_sifresi",
    ("WhatsApp Chat - Ev 3+1 <<fa>> <<n>>.txt", "iPhone yedek/WhatsApp/_chat_<<ymd>>.txt"),
    """[<<dmy_dot>> 18:02:11] <<fn>>: Modem değişti arkadaşlar
[<<dmy_dot>> 18:02:30] <<fn>>: Ağ: <<ssid>>
[<<dmy_dot>> 18:02:41] <<fn>>: Şifre: <<cred>>
[<<dmy_dot>> 18:05:02] <<fn2>>: PS5 bağlanmıyor 😩
[<<dmy_dot>> 18:06:17] <<fn>>: 5G olana bağla
[<<dmy_dot>> 18:06:55] <<fn2>>: ‎görüntü dahil edilmedi
""",
    cred="wifi",
)

F.reg(
    "ankara_obs_twitch_service_json_stream_key",
    (
        "Users/<<fa>>/AppData/Roaming/obs-studio/basic/profiles/Yayin<<n>>/service.json",
        "obs_yedek_<<ymd>>/profiles/Untitled/service.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://ist01.contribute.live-video.net/app/",
        "service": "Twitch"
    },
    "type": "rtmp_common"
}
""",
    cred=lambda rng, fam: f"live_{rng.randint(10**8, 10**9 - 1)}_{alnum(rng, 30)}",
)
