# ruff: noqa: E501
"""Family e: a soil-science laboratory in the Ethiopian highlands (Amharic, Ethiopic script)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, ssml

ET_ = Fam(
    name="highland_soil_lab_addis",
    key="afer",
    orgs=("aferlab",),
    tld="edu.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ሰላም", "selam"),
        ("ዳዊት", "dawit"),
        ("ሄኖክ", "henok"),
        ("መሰረት", "meseret"),
        ("ብርሃኑ", "birhanu"),
        ("ሃና", "hana"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረመድህን", "gebremedhin"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
        ("ወልደማርያም", "woldemariam"),
        ("ታደሰ", "tadesse"),
        ("ከበደ", "kebede"),
        ("ግርማ", "girma"),
    ),
    words=(
        "buna",
        "injera",
        "teff",
        "abay",
        "lalibela",
        "gondar",
        "axum",
        "shiro",
        "habesha",
        "meskel",
        "fasika",
        "abeba",
        "tana",
        "simien",
        "afer",
        "wolaita",
        "dashen",
        "entoto",
        "gena",
        "doro",
    ),
    pets=("bobi", "lucy", "dukula", "jimmy", "chuchu", "tiger"),
    cc="251",
    places=("Addis Ababa", "Holeta", "Debre Zeit", "Bahir Dar", "Hawassa", "Mekelle"),
)

ET_.reg(
    "labcollector_config_php_db",
    ("var/www/labcollector/config/config.php", "backup/lims-<<n>>/labcollector/config.php"),
    """<?php
// LabCollector -- Soil & Plant Analysis Lab (<<first>> <<last>>)
$db_host = "localhost";
$db_name = "labcollector";
$db_user = "lc_admin";
$db_password = '<<cred>>';
$lc_url = "http://<<ip>>/labcollector/";
$lc_timezone = "Africa/Addis_Ababa";
$mail_from = "lims@<<dom>>";
?>
""",
    cred="pw_sq",
    syntax="",
)

ET_.reg(
    "amharic_telegram_copied_text_yeyilef_qal",
    ("notes/telegram_copy_<<n>>.txt", "Desktop/<<fa>>_telegram_<<dd>><<mm>>.txt"),
    """<<first>> <<last>>, [<<dd>>.<<mm>>.<<yy>> <<t1>>]
ሰላም፣ የICP ኮምፒውተሩ ፓስዎርድ ተቀይሯል?

<<first2>> <<last2>>, [<<dd>>.<<mm>>.<<yy>> <<t2>>]
አዎ ትናንት ቀየርኩት። የይለፍ ቃል: <<cred>>

<<first>> <<last>>, [<<dd>>.<<mm>>.<<yy>> <<t3>>]
እሺ አመሰግናለሁ 🙏 ናሙናዎቹን ነገ እጀምራለሁ
""",
    cred="human",
    syntax="",
)

ET_.reg(
    "isda_soil_api_python_login",
    ("scripts/isda_fetch_<<n>>.py", "home/<<user>>/soilmap/isda_client.py"),
    """import requests

BASE = "https://api.isda-africa.com"
USERNAME = "<<email>>"
PASSWORD = "<<cred>>"


def token() -> str:
    r = requests.post(f"{BASE}/login", data={"username": USERNAME, "password": PASSWORD}, timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]


def soil_ph(lat: float, lon: float) -> dict:
    h = {"Authorization": f"Bearer {token()}"}
    q = {"lat": lat, "lon": lon, "property": "ph", "depth": "0-20"}
    return requests.get(f"{BASE}/isdasoil/v2/soilproperty", params=q, headers=h, timeout=30).json()


if __name__ == "__main__":
    print(soil_ph(9.03, 38.74))
""",
    cred="pw_dq",
)

ET_.reg(
    "kobo_token_r_httr",
    ("R/pull_kobo_<<n>>.R", "analysis/<<user>>/kobo_soil_survey.R"),
    """# የአፈር ናሙና ቅጽ (KoboToolbox) -> data frame
library(httr)
library(jsonlite)

kobo_url <- "https://kf.kobotoolbox.org/api/v2/assets/a<<n2>>Xk<<n>>Soil/data/?format=json"
res <- GET(kobo_url, add_headers(Authorization = paste("Token", "<<cred>>")))
stop_for_status(res)
d <- fromJSON(content(res, "text", encoding = "UTF-8"))$results
write.csv(d, sprintf("kobo_soil_%s.csv", Sys.Date()), row.names = FALSE)
""",
    cred="hex:40",
    syntax="",
)

ET_.reg(
    "nir_share_fstab_cifs",
    ("etc/fstab", "instrument-pc/nir-<<n>>/fstab"),
    """# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
/swapfile                                 none            swap    sw              0       0
//<<ip>>/nir_spectra /mnt/nir cifs username=nirlab,password=<<cred>>,uid=1000,iocharset=utf8 0 0
""",
    cred="pw_bare",
    syntax="",
)

ET_.reg(
    "mikrotik_export_wifi_psk",
    ("network/mikrotik_lab_<<date>>.rsc", "backups/router-<<n>>/export.rsc"),
    """# <<yy>>-<<mm>>-<<dd>> <<t1>>:03 by RouterOS 6.49.10
# software id = 7QX2-<<n2>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=soil-lab supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=soil-lab ssid=SoilLab-<<n>>
/ip address
add address=<<ip>>/24 interface=bridge network=10.0.0.0
""",
    cred="human_x",
    syntax="",
)

ET_.reg(
    "chapa_secret_key_laravel_env",
    ("lab-portal/.env", "apps/soil-testing-fees-<<n>>/.env"),
    """APP_NAME="Soil Testing Fees"
APP_ENV=production
APP_KEY=base64:<<b>>
APP_URL=https://fees.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=soil_fees

CHAPA_PUBLIC_KEY=CHAPUBK-<<pk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_URL=https://fees.<<dom>>/chapa/webhook
""",
    cred="p:chapa",
    syntax="",
    extra=lambda rng, s: s.update(
        b="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
        + "=",
        pk="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        ),
    ),
)
# CHAPA_PUBLIC_KEY and APP_KEY are drawn but not the needle.


def _ssml(s):
    return ssml(
        "መለያዎች",
        [
            ["መሳሪያ", "ተጠቃሚ", "የይለፍ ቃል", "ማስታወሻ"],
            ["ICP-OES PC", "icp", str(s["cred"]), "Agilent ICP Expert"],
            ["Kjeldahl", "lab", "(ከ" + str(s["first2"]) + " ጠይቅ)", ""],
            ["Spectrophotometer", str(s["user"]), "", "ያለ ፓስዎርድ"],
        ],
    )


ET_.reg(
    "results_spreadsheetml_amharic_logins",
    ("shared/lab_accounts_<<year>>.xml", "Documents/<<user>>/instrument_accounts_<<n>>.xml"),
    _ssml,
    cred="human_x",
)
