# ruff: noqa: E501
"""Family m: a touring orchestra's office in Colombo (Sri Lanka), Sinhala and English."""

from __future__ import annotations

import json

from hundredfifth_spec import Fam, b64, basic, dec_basic, hexs

F = Fam(
    name="touring_orchestra_colombo_sinhala",
    orgs=("sarangikala", "lumbiniwave", "serendibphil"),
    tld="lk",
    first=(
        "කසුන්|kasun",
        "නිමාලි|nimali",
        "චමින්ද|chaminda",
        "දිල්රුක්ෂි|dilrukshi",
        "ශාන්ත|shantha",
        "හර්ෂ|harsha",
        "සඳුනි|sanduni",
    ),
    last=(
        "පෙරේරා|perera",
        "ප්‍රනාන්දු|fernando",
        "සිල්වා|silva",
        "ජයසූරිය|jayasuriya",
        "බණ්ඩාර|bandara",
        "වික්‍රමසිංහ|wickramasinghe",
    ),
    words=(
        "lanka",
        "kandy",
        "galle",
        "ayubowan",
        "kottu",
        "hoppers",
        "sigiriya",
        "esala",
        "perahera",
        "rabana",
        "serendib",
        "nuwara",
        "kiribath",
        "thambili",
        "symphony",
    ),
    pets=("tiger", "rex", "kalu", "sudu", "bunty", "jimmy"),
    cc="94",
    city="කොළඹ",
)

F.reg(
    "colomboorch_payhere_concert_checkout_node",
    ("tickets/payhere.js", "concert-site/<<org>>/lib/payhere.js"),
    """const crypto = require('crypto');

// PayHere checkout hash — concert tickets (LKR)
const MERCHANT_ID = '12<<id>>';
const MERCHANT_SECRET = '<<cred>>';

function checkoutHash(orderId, amount) {
  const secretHash = crypto.createHash('md5').update(MERCHANT_SECRET).digest('hex').toUpperCase();
  return crypto.createHash('md5').update(MERCHANT_ID + orderId + amount.toFixed(2) + 'LKR' + secretHash).digest('hex').toUpperCase();
}

module.exports = { checkoutHash };
""",
    "p:payhere",
    syntax="",
)

F.reg(
    "colomboorch_sinhala_viber_murapadaya_zoom",
    ("Viber/වාදක_කණ්ඩායම_<<date>>.txt", "viber_export/<<org>>_office.txt"),
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: ඔෆිස් ලැප්ටොප් එකේ මුරපදය මොකක්ද? නිවේදනය printout කරන්න ඕනේ
[<<dmy>> <<time>>] <<fn2>>: මුරපදය: <<cred>>
[<<dmy>> <<time2>>] <<fn>> <<ln>>: ස්තූතියි 🎻
""",
    "human",
)

F.reg(
    "colomboorch_score_library_dropbox_python",
    ("library/sync_scores.py", "tools/<<org>>_dropbox_scores.py"),
    '''"""Copy bowing-marked parts to the tour Dropbox before each concert."""

import dropbox

DROPBOX_TOKEN = "<<cred>>"


def upload(path: str, dest: str) -> None:
    dbx = dropbox.Dropbox(DROPBOX_TOKEN)
    with open(path, "rb") as f:
        dbx.files_upload(f.read(), dest, mode=dropbox.files.WriteMode.overwrite)
''',
    "p:dropbox",
)

F.reg(
    "colomboorch_tour_visa_portal_email_password",
    ("mail/tour/<<id>>.eml", "Outlook/Sent/visa_<<date>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Tour visa portal login — please upload passports by Friday
Content-Type: text/plain; charset=utf-8

ආයුබෝවන් <<fa2>>,

The agency set up our group account for the tour visas.
Portal user: tour@<<dom>>
Password: <<cred>>

Please upload the scans of the string section passports first.
Thanks,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "colomboorch_musicians_roster_tsv_logins",
    ("roster/musicians_<<year>>.tsv", "office/<<org>>_roster.tsv"),
    """නම\tඋපකරණය\tapp_login\tapp_password
<<fn>> <<ln>>\tViolin I\t<<user>>\t<<cred>>
""",
    "human",
)

F.reg(
    "colomboorch_office_wireguard_tour_vpn",
    ("etc/wireguard/tour.conf", "vpn/<<fa>>_<<org>>.conf"),
    """[Interface]
# tour laptop -> office NAS (score library, payroll)
PrivateKey = <<cred>>
Address = 10.66.<<n>>.<<nn>>/32
DNS = 10.66.0.1

[Peer]
PublicKey = <<pubk>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda rng, s: {"pubk": b64(rng, 32)},
)

F.reg(
    "colomboorch_mailchimp_friends_list_yaml",
    ("newsletter/mailchimp.yml", "config/<<org>>_mailchimp.yaml"),
    """mailchimp:
  api_key: "<<cred>>"
  list_id: "<<lid>>"
  from_name: "Friends of the Orchestra"
""",
    lambda rng: f"{hexs(rng, 32)}-us{rng.randint(1, 21)}",
    extra=lambda rng, s: {"lid": hexs(rng, 10)},
)


def _docker(s: dict) -> str:
    return (
        json.dumps(
            {
                "auths": {"registry.gitlab.com": {"auth": basic(s["user"], s["cred"])}},
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n"
    )


F.reg(
    "colomboorch_ticket_site_docker_config_auth",
    ("home/<<user>>/.docker/config.json", "deploy/<<org>>/.docker/config.json"),
    _docker,
    "pw_json",
    decode=lambda t: dec_basic(t, r'"auth": "([^"]+)"'),
)
