# ruff: noqa: E501
"""Family o: a beach-cleanup NGO in Suva, Fiji (Fijian, English): KoBoToolbox litter surveys,
Airtable volunteer base, Mailchimp, Stripe donations, rclone to Google Drive, Facebook page."""

from __future__ import annotations

from eightyfifth_spec import FIJI as F
from eightyfifth_spec import alnum_key

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_fijian_whatsapp_password_kobo_account",
    (
        "WhatsApp/WhatsApp Chat with Matasawa Volunteers <<n>>.txt",
        "phone/<<fa>>/WhatsApp Chat with <<fa2_c>>.txt",
    ),
    """[<<dd>>/<<mm>>/<<yy>>, <<t1>>:07] <<first>> <<last>>: Bula vinaka! Au sega ni rawa ni login ki na KoBo app e Suva Point 😅
[<<dd>>/<<mm>>/<<yy>>, <<t2>>:30] <<first2>>: Username: matasawa_survey
[<<dd>>/<<mm>>/<<yy>>, <<t2>>:31] <<first2>>: Password: <<cred>>
[<<dd>>/<<mm>>/<<yy>>, <<t3>>:02] <<first>> <<last>>: Vinaka vakalevu! 142 na plastic bottles, 37 na sasalu ni kakana
[<<dd>>/<<mm>>/<<yy>>, <<t4>>:45] <<first2>>: Moce, and please delete the password msg
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_kobotoolbox_token_litter_survey_export",
    ("analysis/kobo_export.py", "data/<<org>>/kobo_pull_<<n>>.py"),
    '''"""Pull marine-debris survey submissions (Tide Form v3) from KoBoToolbox."""

import pandas as pd
import requests

KOBO_TOKEN = "<<cred>>"
ASSET_UID = "a<<uid>>"
URL = f"https://kf.kobotoolbox.org/api/v2/assets/{ASSET_UID}/data.json"

r = requests.get(URL, headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60)
df = pd.json_normalize(r.json()["results"])
df.to_csv("surveys_<<ymd>>.csv", index=False)
print(df.groupby("site")["total_items"].sum())
''',
    "p:kobo",
    extra=lambda r, s: {"uid": alnum_key(r, 21)},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_mailchimp_api_key_newsletter_python",
    ("newsletter/send_campaign.py", "comms/<<org>>/mailchimp_<<n>>.py"),
    '''"""Monthly 'Matasawa News' to volunteers and donors."""

import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({"api_key": "<<cred>>", "server": "<<server>>"})

LIST_ID = "<<hex8>>ab"
campaign = client.campaigns.create({"type": "regular", "recipients": {"list_id": LIST_ID}, "settings": {"subject_line": "Vinaka! <<nnnn>> kg collected this month", "from_name": "Matasawa Care", "reply_to": "info@<<dom>>"}})
print(campaign["id"])
''',
    "p:mailchimp",
    extra=lambda r, s: {"server": s["cred"].rsplit("-", 1)[1]},
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_airtable_pat_volunteer_roster_js",
    ("scripts/volunteers.mjs", "tools/<<org>>/airtable_<<n>>.mjs"),
    """// Volunteer roster for Saturday cleanups (Suva foreshore, Lami, Laucala Bay)
const AIRTABLE_PAT = '<<cred>>';
const BASE = 'app<<base>>';

export async function volunteers(site) {
  const formula = encodeURIComponent(`{Site} = '${site}'`);
  const res = await fetch(`https://api.airtable.com/v0/${BASE}/Volunteers?filterByFormula=${formula}`, {
    headers: { Authorization: `Bearer ${AIRTABLE_PAT}` },
  });
  return (await res.json()).records;
}
""",
    "p:airtable",
    syntax="",
    extra=lambda r, s: {"base": alnum_key(r, 14)},
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_stripe_donations_secret_key_env",
    ("donate-site/.env", "deploy/<<org>>/.env.<<n>>"),
    """NEXT_PUBLIC_SITE=https://donate.<<dom>>
STRIPE_SECRET_KEY=<<cred>>
STRIPE_WEBHOOK_SECRET=whsec_<<wh>>
DONATION_CURRENCY=fjd
""",
    "p:stripe",
    syntax="",
    extra=lambda r, s: {"wh": alnum_key(r, 32)},
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_rclone_conf_gdrive_refresh_token",
    ("home/<<fa>>/.config/rclone/rclone.conf", "laptop-<<n>>/rclone/rclone.conf"),
    """[gdrive]
type = drive
scope = drive
root_folder_id = 1<<fid>>
token = {"access_token":"ya29.<<at>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<ymd>>T<<t1>>:00.000000+12:00"}
team_drive =

[photos-local]
type = alias
remote = /home/<<fa>>/Pictures/cleanups
""",
    lambda r, s: "1//0g" + alnum_key(r, 98).replace("Q", "-"),
    syntax="ini",
    extra=lambda r, s: {"fid": alnum_key(r, 32), "at": alnum_key(r, 160)},
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_facebook_page_token_curl_history",
    ("home/<<fa>>/.zsh_history", "backup/<<org>>/zsh_history_<<n>>"),
    """: <<ts>>:0;cd ~/matasawa/posts
: <<ts>>:0;ls *.jpg
: <<ts>>:0;curl -F "message=Vinaka to 85 volunteers at Suva Point today! 🌊" -F "source=@cleanup_<<ymd>>.jpg" "https://graph.facebook.com/v19.0/<<nnnn>><<nnnn>>/photos?access_token=<<cred>>"
: <<ts>>:0;open .
""",
    "p:fb_page",
    syntax="",
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "matasawa_community_hall_notice_ocr_wifi",
    ("photos/ocr/notice_<<ymd>>.txt", "scans/<<org>>/hall_sign_<<n>>.txt"),
    """BULA! WELCOME TO MATASAWA CARE
Sorting station -> tables 1-4
Please wash hands after sorting ❗

WiFi  MatasawaCare_Hall
Password
<<cred>>
""",
    "human",
    syntax="",
)
