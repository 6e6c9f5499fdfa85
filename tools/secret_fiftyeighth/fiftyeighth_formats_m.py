# ruff: noqa: E501
"""Family m: an edir (neighbourhood burial and mutual-aid association) in Addis Ababa, Ethiopia (Amharic)."""

from __future__ import annotations

import html
import random
import re

from fiftyeighth_spec import Fam, alnum, enc_html, jwt, pw_with

F = Fam(
    "edir_mutual_aid_addis",
    ("edirgullele",),
    "org.et",
    ("abebe", "tigist", "dawit", "meron", "yonas", "selam", "biruk", "hanna", "tesfaye", "liya"),
    ("bekele", "tadesse", "haile", "girma", "alemu", "mekonnen", "wolde", "assefa"),
    (
        "gullele",
        "buna",
        "injera",
        "entoto",
        "meskel",
        "timket",
        "edir",
        "shiro",
        "ababa",
        "tena",
        "selam",
        "kebele",
    ),
    ("bobi", "lucky", "dimmu", "ajax", "mimi", "buchi"),
    ("kiremt", "bega", "belg", "meskerem"),
    "+251",
    "አዲስ አበባ",
    nat_first=("አበበ", "ትዕግስት", "ዳዊት", "ሜሮን", "ዮናስ", "ሰላም", "ብሩክ", "ሐና", "ተስፋዬ", "ሊያ"),
    nat_last=("በቀለ", "ታደሰ", "ኃይሌ", "ግርማ", "አለሙ", "መኮንን", "ወልዴ", "አሰፋ"),
)

F.reg(
    "edir_telegram_copy_amharic_yilef_qal",
    ("telegram_copy/edir_committee_<<date>>.txt", "notes/ከቴሌግራም_<<n>>.txt"),
    "<<fname>> <<lname>>, [<<dmy>> <<time>>]\nየእድሩ የጎግል ሺት ይለፍ ቃል ማን ያውቃል? የወሩን መዋጮ ማስገባት አለብኝ\n\n"
    "<<fname2>>, [<<dmy>> <<time2>>]\nኢሜይል: edir.<<org>>@gmail.com\nየይለፍ ቃል: <<cred>>\n\n<<fname>> <<lname>>, [<<dmy>> <<time2>>]\nአመሰግናለሁ 🙏\n",
    cred="human",
)

F.reg(
    "edir_members_csv_amharic_headers_sheet_login",
    ("edir/አባላት_<<year>>.csv", "exports/members_<<mo>>_<<year>>.csv"),
    "ስም,ቀበሌ,ስልክ,ወርሃዊ መዋጮ,የመተግበሪያ ተጠቃሚ,የይለፍ ቃል\n<<fname>> <<lname>>,<<n>>,09<<num>><<num>>,50,<<user>>,<<cred>>\nሊያ አሰፋ,<<n>>,0911<<num>>00,50,,\n",
    cred="human",
    syntax="",
)

F.reg(
    "edir_telebirr_h5_merchant_properties",
    (
        "edir-payments/src/main/resources/telebirr_<<n>>.properties",
        "contribution-app-<<year>>/telebirr.properties",
    ),
    "# telebirr H5 C2B - monthly edir contributions\ntelebirr.appId=<<hex32>>\ntelebirr.appKey=<<cred>>\n"
    "telebirr.shortCode=<<num>>22\ntelebirr.notifyUrl=https://<<dom>>/telebirr/notify\ntelebirr.receiveName=Gullele Edir\n",
    cred="hex:32",
    syntax="",
)

F.reg(
    "edir_chapa_payment_node_secret_key",
    ("edir-site/server/chapa_<<n>>.js", "api-<<year>>/payments/chapa.js"),
    "// Chapa checkout for funeral-support contributions\nconst axios = require('axios');\n\nconst CHAPA_SECRET = '<<cred>>';\n\n"
    "async function initialize(member, amount) {\n  const { data } = await axios.post('https://api.chapa.co/v1/transaction/initialize', {\n"
    "    amount, currency: 'ETB', email: member.email, first_name: member.name, tx_ref: `edir-${Date.now()}`,\n"
    "  }, { headers: { Authorization: `Bearer ${CHAPA_SECRET}` } });\n  return data.data.checkout_url;\n}\n\nmodule.exports = { initialize };\n",
    cred=lambda rng: "CHASECK-" + alnum(rng, 32),
    syntax="",
)

F.reg(
    "edir_minutes_amharic_treasurer_cbe_handover",
    ("ቃለ_ጉባኤ/ስብሰባ_<<date>>.txt", "minutes/edir_meeting_<<year>>_<<mo>>.txt"),
    "የጉለሌ እድር ኮሚቴ ስብሰባ ቃለ ጉባኤ\nቀን: <<dmy>>\n\nተገኝተዋል: <<fname>> <<lname>> (ሰብሳቢ)፣ <<fname2>> (ገንዘብ ያዥ) እና 7 አባላት\n\n"
    "1. የወርሃዊ መዋጮ ሪፖርት ቀረበ።\n2. የባንክ (CBE Birr) ሂሳብ ለአዲሱ ገንዘብ ያዥ ተላልፏል።\n   ተጠቃሚ: <<user>>  የይለፍ ቃል: <<cred>>\n3. የድንኳን እና ወንበር ኪራይ ዋጋ ተወሰነ።\n",
    cred="human",
)

F.reg(
    "edir_pi_nextcloud_occ_install_admin_pass",
    ("raspberrypi/setup_nextcloud_<<n>>.sh", "edir-server-<<year>>/install.sh"),
    "#!/bin/bash\n# Edir document server on Raspberry Pi 5 (receipts, minutes, photos)\nset -e\ncd /var/www/nextcloud\n"
    'sudo -u www-data php occ maintenance:install --database "mysql" --database-name "nextcloud" --database-user "nc" --database-pass "<<hex8>>Nc" '
    '--admin-user "edir-admin" --admin-pass "<<cred>>"\n'
    "sudo -u www-data php occ config:system:set trusted_domains 1 --value=<<lan>>\n",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "edir_afromessage_sms_bearer_jwt_python",
    ("sms/notify_members_<<n>>.py", "edir-bot-<<year>>/afromessage.py"),
    '"""Send funeral notices to all members by SMS (AfroMessage)."""\n\nimport requests\n\nAFRO_TOKEN = "<<cred>>"\nSENDER = "GulleleEdir"\n\n\n'
    'def send(to, message):\n    return requests.get(\n        "https://api.afromessage.com/api/send",\n'
    '        headers={"Authorization": "Bearer " + AFRO_TOKEN},\n        params={"from": "e80ad9d8-adf3-463f-80f4-7c4b39f7f164", "sender": SENDER, "to": to, "message": message},\n'
    "        timeout=30,\n    ).json()\n",
    cred=lambda rng: jwt(
        rng,
        {
            "identifier": alnum(rng, 32),
            "exp": rng.randint(1_800_000_000, 1_900_000_000),
            "iat": rng.randint(1_700_000_000, 1_760_000_000),
            "jti": alnum(rng, 36),
        },
    ),
)


def _html_pw(rng: random.Random) -> str:
    return pw_with(rng, "&<>", sym="!#*-_.?@")


F.reg(
    "edir_saved_webpage_html_table_entity_escaped",
    ("saved_pages/edir_accounts_<<date>>.html", "Desktop/የእድር ሂሳቦች_<<n>>.html"),
    lambda s: (
        '<!DOCTYPE html>\n<html lang="am">\n<head><meta charset="utf-8"><title>የእድር መለያዎች</title></head>\n<body>\n<table border="1">\n'
        + "<tr><th>አገልግሎት</th><th>ተጠቃሚ</th><th>የይለፍ ቃል</th></tr>\n"
        + f"<tr><td>Ethio telecom portal</td><td>{s['user']}</td><td>{enc_html(s['cred'])}</td></tr>\n"
        + "<tr><td>Facebook page</td><td>gullele.edir</td><td>(ከሰብሳቢው ይጠይቁ)</td></tr>\n</table>\n</body>\n</html>\n"
    ),
    cred=_html_pw,
    syntax="",
    decode=lambda t: html.unescape(
        re.search(r"<tr><td>Ethio telecom portal</td><td>[^<]*</td><td>([^<]*)</td>", t).group(1)
    ),
)
