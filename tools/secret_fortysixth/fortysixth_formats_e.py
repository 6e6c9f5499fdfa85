# ruff: noqa: E501
"""Family e: Ohrid pearl (biser) makers at Lake Ohrid (North Macedonia): Macedonian."""

from __future__ import annotations

import base64
import re

from fortysixth_spec import Fam, b64, enc_b64, ipynb

_LAT = str.maketrans(
    {"а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "z", "з": "z", "и": "i", "ј": "j",
     "к": "k", "л": "l", "љ": "lj", "м": "m", "н": "n", "њ": "nj", "о": "o", "п": "p", "р": "r", "с": "s",
     "т": "t", "ќ": "k", "у": "u", "ф": "f", "х": "h", "ц": "c", "ч": "c", "џ": "dz", "ш": "s"}
)  # fmt: skip


def lat(s: str) -> str:
    return s.lower().translate(_LAT)


F = Fam(
    "ohrid_biser_macedonia",
    orgs=("biserlakeside", "talevbiser", "filevi", "ohridskibiser"),
    tld="mk",
    first=(
        "Марија",
        "Горан",
        "Елена",
        "Владо",
        "Билјана",
        "Никола",
        "Снежана",
        "Димитар",
        "Ана",
        "Тони",
    ),
    last=(
        "Талев",
        "Филев",
        "Николовски",
        "Стојановска",
        "Трајковски",
        "Поповска",
        "Ристески",
        "Јованоски",
        "Велјановска",
        "Митрески",
    ),
    words=(
        "biser",
        "ohrid",
        "plashica",
        "struga",
        "galicica",
        "kaneo",
        "lihnid",
        "sveti",
        "naum",
        "ezero",
        "sedef",
        "zlato",
    ),
    cc="+389",
    pets=("meco", "bobi", "lisa", "reks", "ciko"),
    translit=lat,
)


F.reg(
    "ohrid_macedonian_viber_lozinka_prodavnica",
    ("viber/Разговор_<<first_a>>.txt", "chats/viber_<<n>>_<<first_a>>.txt"),
    """[<<date_eu>> <<time>>] <<first>> <<last>>: Добро утро, дали го смени пасвордот за онлајн продавницата?
[<<date_eu>> <<time>>] Горан Талев: Да, новата лозинка е <<cred>>
[<<date_eu>> <<time>>] Горан Талев: корисник <<user>>
[<<date_eu>> <<time>>] <<first>> <<last>>: Фала, ќе ги ставам новите ѓердани со бисери до вечер
""",
    "human",
    syntax="",
)

F.reg(
    "ohrid_jewelry_prestashop_parameters_php",
    ("app/config/parameters.php", "shop-<<org>>/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '<<host>>',
    'database_port' => '',
    'database_name' => '<<org>>_shop',
    'database_user' => '<<org>>_ps',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'ps_caching' => 'CacheMemcache',
    'secret' => '<<sec2>>',
    'ps_creation_date' => '<<date>>',
    'locale' => 'mk-MK',
  ),
);
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {"sec2": b64(rng, 48)},
)


def _fz(s):
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.{s["dom"]}</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>{s["user"]}</User>
            <Pass encoding="base64">{enc_b64(s["cred"])}</Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>Бисер продавница</Name>
            <SyncBrowsing>0</SyncBrowsing>
        </Server>
    </Servers>
</FileZilla3>
"""


F.reg(
    "ohrid_filezilla_sitemanager_base64_pass",
    (
        "Users/<<first_a>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "backup/<<first_a>>-filezilla-<<n>>/sitemanager.xml",
    ),
    _fz,
    "pw_xml",
    decode=lambda text: base64.b64decode(
        re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text).group(1)
    ).decode(),  # type: ignore[union-attr]
)


def _nb(s):
    conn = f"DefaultEndpointsProtocol=https;AccountName={s['org']}photos;AccountKey={s['cred']};EndpointSuffix=core.windows.net"
    return ipynb(
        [
            ("markdown", "# Оценување бисери - фотографии од каталогот\n", None),
            (
                "code",
                f'from azure.storage.blob import BlobServiceClient\n\nconn = "{conn}"\nsvc = BlobServiceClient.from_connection_string(conn)\n',
                None,
            ),
            (
                "code",
                'cont = svc.get_container_client("katalog")\nprint(sum(1 for _ in cont.list_blobs()))\n',
                f"{s['n']}12\n",
            ),
            ("code", "print(conn)\n", conn + "\n"),
        ]
    )


F.reg(
    "ohrid_pearl_grading_ipynb_azure_storage_key",
    ("notebooks/ocenuvanje_<<n>>.ipynb", "analiza/<<first_a>>/katalog_biseri.ipynb"),
    _nb,
    "p:azure_storage",
)

F.reg(
    "ohrid_cpay_casys_web_config_appsettings",
    ("Prodavnica.Web/Web.config", "site-<<org>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="CPay.MerchantId" value="<<n>>00<<n>>" />
    <add key="CPay.MerchantName" value="<<org_cap>>" />
    <add key="CPay.Password" value="<<cred>>" />
    <add key="CPay.Url" value="https://www.cpay.com.mk/client/Page/default.aspx?xml_id=/mk-MK/.loginToPay/.simple/" />
    <add key="Currency" value="MKD" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "ohrid_macedonian_email_lozinka_kurirska",
    ("posta/<<date>>_kurir.eml", "mail/kurirska-sluzba-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Пристап до порталот на курирската служба
Date: Fri, <<n>> May <<year>> 13:27:10 +0200
Content-Type: text/plain; charset=UTF-8

Почитувани,

Ви го праќам пристапот до порталот за пратки (накит и бисери за странство):

Корисничко име: <<user>>
Лозинка: <<cred>>

Поздрав,
<<first>> <<last>>
Охрид
""",
    "pw",
    syntax="",
)

F.reg(
    "ohrid_webshop_nginx_tls_key_pem",
    ("etc/ssl/private/<<org>>.mk.key", "etc/nginx/ssl/shop-<<n>>.key"),
    "<<cred>>\n",
    "ec8",
    syntax="",
)

F.reg(
    "ohrid_sms_lozinka_latin_translit",
    ("sms/<<first_a>>_<<date>>.txt", "telefon/poraki-<<n>>.txt"),
    """<<phone>> | <<date_eu>> <<time>>
Zdravo, lozinkata za wifi vo rabotilnicata e <<cred>> (mrezata e Biser_<<n>>)
<<phone>> | <<date_eu>> <<time>>
Blagodaram!
""",
    "human",
    syntax="",
)
